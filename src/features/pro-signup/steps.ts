// Where a new pro is in onboarding. The server keeps `proRegistrationStep` (§4: avatar, confirm,
// socialAccountLinked, then null once the avatar is saved with profileComplete); while it is
// `avatar`, what the pro has saved says which of the steps before the photo comes next — so a
// reload, or signing in again later, lands on the step the pro left.
import type { User } from '../../api';

export const ONBOARDING_STEPS = ['area', 'basicInfo', 'avatar', 'confirm'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Whether the pro has a service area: at least one city (the available-locations call needs one). */
export const hasArea = (user: User): boolean =>
  Object.values(user.proProfile?.availableLocations?.cities ?? {}).some(Boolean) &&
  Boolean(user.proProfile?.location.prefecture);

/** Whether the pro has given their name (kanji, or romanised on English pages). */
export const hasBasicInfo = (user: User): boolean =>
  Boolean(user.profile.fullNameKanji?.last || user.profile.fullNameEnglish?.last);

/**
 * The step to show, or null when onboarding is over (or was never the user's: a client, or a pro
 * whose step is null). A social registration left at `socialAccountLinked` goes through the same
 * steps as an email one.
 */
export function currentStep(user: User): OnboardingStep | null {
  const step = user.proRegistrationStep;
  if (!user.proProfile || step === null) return null;
  if (step === 'confirm') return 'confirm';
  if (!hasArea(user)) return 'area';
  if (!hasBasicInfo(user)) return 'basicInfo';
  return 'avatar';
}

/** 1-based position of a step, for "step 2 of 4". */
export const stepNumber = (step: OnboardingStep): number => ONBOARDING_STEPS.indexOf(step) + 1;
