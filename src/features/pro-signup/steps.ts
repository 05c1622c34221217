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
 * §4: "A social registration is dropped if step is socialAccountLinked and requestCount is 0" — a
 * sign-up that only linked a social account and has no request behind it was left before it
 * started. The client does not resume it: no onboarding step, no way back to one, and sign-in does
 * not send the user there (they are treated as having no pro registration in progress). With a
 * request behind it (requestCount above 0) it is kept and goes through the same steps as an email one.
 */
export const isDroppedSocialRegistration = (user: User): boolean =>
  user.proRegistrationStep === 'socialAccountLinked' && user.requestCount === 0;

/**
 * The step to show, or null when onboarding is over (or was never the user's: a client, or a pro
 * whose step is null) or was dropped (`isDroppedSocialRegistration`).
 */
export function currentStep(user: User): OnboardingStep | null {
  const step = user.proRegistrationStep;
  if (!user.proProfile || step === null || isDroppedSocialRegistration(user)) return null;
  if (step === 'confirm') return 'confirm';
  if (!hasArea(user)) return 'area';
  if (!hasBasicInfo(user)) return 'basicInfo';
  return 'avatar';
}

/** Whether a pro registration is in progress: a step to resume (sign-in and the dashboard lead there). */
export const registrationInProgress = (user: User): boolean => currentStep(user) !== null;

/** 1-based position of a step, for "step 2 of 4". */
export const stepNumber = (step: OnboardingStep): number => ONBOARDING_STEPS.indexOf(step) + 1;
