// What the pro gave on a step whose save met the end of their session (401): the session ends at
// once and the sign-in page takes the onboarding's place (the `_auth` layout), which would lose it.
// It is kept for the same pro's return, once (`keptForReturn`), as anything kept for a visitor until
// sign-out (src/lib/session/kept.ts): with the page's session, in memory only, never in storage (§3
// names what is stored, and §4's logout clears the stored sign-up form), so nothing of it outlives the
// tab; forgotten when the visitor signs out (here or in another tab) or someone else's session loads;
// the next onboarding shown, whoever's, drops it (as does the step's save, should the session have
// gone on after all). Only the step's own draft, and only one step's (the last save refused). Written
// only from a save in the browser (the `_auth` pages are not rendered on the server).
import { keptForReturn, type VisitorSession } from '../../lib/session';
import type { AreaDraft } from './area';
import type { AvatarDraft } from './avatar';
import type { BasicInfoValues } from './schemas';
import type { OnboardingStep } from './steps';

/** What each step's form holds, kept while the pro moves between steps. */
export interface OnboardingDrafts {
  area?: AreaDraft;
  basicInfo?: BasicInfoValues;
  avatar?: AvatarDraft;
}

/** A step's input kept for the pro's return: the step, and its own draft alone. */
interface KeptStepInput {
  step: OnboardingStep;
  drafts: OnboardingDrafts;
}

const keptStepInputs = keptForReturn<KeptStepInput>();

/** Of the drafts, `step`'s alone; none for a step with nothing typed (the confirmation). */
function stepDraft(drafts: OnboardingDrafts, step: OnboardingStep): OnboardingDrafts | undefined {
  if (step === 'area') return drafts.area && { area: drafts.area };
  if (step === 'basicInfo') return drafts.basicInfo && { basicInfo: drafts.basicInfo };
  if (step === 'avatar') return drafts.avatar && { avatar: drafts.avatar };
  return undefined;
}

/**
 * Keeps what `userId` gave on `step`, whose save the end of their session refused, with `session`
 * (the app's auth store). Without one (the onboarding shown alone) nothing is kept.
 */
export function keepStepInput(
  session: VisitorSession | undefined,
  userId: string,
  step: OnboardingStep,
  drafts: OnboardingDrafts,
): void {
  const own = stepDraft(drafts, step);
  if (own) keptStepInputs.keep(session, userId, { step, drafts: own });
}

/** The step input `userId` gave before their session ended, if any. Read only: `dropKeptStepInput` forgets it. */
export const keptStepInputOf = (
  session: VisitorSession | undefined,
  userId: string,
): KeptStepInput | undefined => keptStepInputs.of(session, userId);

/**
 * Forgets the kept step input: shown once, or another user's onboarding shows; or, given `saved`,
 * only if it is of that user's step, saved after all (the session went on: the 401 did not end it).
 */
export function dropKeptStepInput(
  session: VisitorSession | undefined,
  saved?: { userId: string; step: OnboardingStep },
): void {
  keptStepInputs.drop(
    session,
    saved && ((input, userId) => userId === saved.userId && input.step === saved.step),
  );
}
