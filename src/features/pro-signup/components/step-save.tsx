import { useLocation } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { createContext, useContext, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { failureKind, isApiError } from '../../../api';
import { reportPageFailure } from '../../../components/report-failure';
import type { OnboardingStep } from '../steps';

export type StepFailureKind = 'sessionEnded' | 'rateLimited' | 'network' | 'failed' | 'invalidSocialAvatar';

/** What a failed save of a step means for the pro; failures that are not theirs are reported. */
export function stepFailureOf(error: unknown, area: string): StepFailureKind {
  if (isApiError(error) && error.code === 'INVALID_SOCIAL_AVATAR_URL') return 'invalidSocialAvatar';
  // Only a 401 means the sign-in ended; a 403 (the pro's own data refused) is a failure to report.
  if (isApiError(error) && error.status === 401) return 'sessionEnded';
  // Too many tries (429): the pro waits a moment, as the sign-up's own rate limit says; not ours to report.
  const kind = failureKind(error);
  if (kind === 'rateLimited' || kind === 'network') return kind;
  reportPageFailure(error, area);
  return 'failed';
}

/**
 * Tells the onboarding a step's save started (+1) or answered (-1): it says "Saving…" meanwhile
 * (a count: a save left behind by Back may still run while the next step's starts).
 */
export const StepSavingContext = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * Tells the onboarding that a step's save found the session ended (401): the sign-in page is about
 * to take the onboarding's place, and what the pro gave on `step` is to wait for their return.
 */
export const StepSessionEndedContext = createContext<(step: OnboardingStep) => void>(() => undefined);

/** The onboarding's word that a step is saving: a polite status there before it is filled, so it is read. */
export function StepSaving({ saving }: { saving: boolean }) {
  const { t } = useTranslation('account');
  return (
    <p role="status" data-testid="step-saving">
      {saving ? t('proSignup.saving') : ''}
    </p>
  );
}

/**
 * A step's save: busy while it runs (a second press meanwhile does nothing: the button is marked
 * busy, not disabled, so the focus stays on it); a failure kept for <StepFailure> (what was typed
 * stays, and an ended session has the onboarding keep it for the sign-in after).
 */
export function useStepSave(area: string, step: OnboardingStep) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<StepFailureKind | undefined>();
  const running = useRef(false);
  const report = useContext(StepSavingContext);
  const sessionEnded = useContext(StepSessionEndedContext);
  const save = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    report(1);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      const kind = stepFailureOf(error, area);
      // Told even once the step has gone (the session's end may have taken the page already).
      if (kind === 'sessionEnded') sessionEnded(step);
      setFailure(kind);
    } finally {
      running.current = false;
      setSaving(false);
      report(-1);
    }
  };
  return { save, saving, failure };
}

/** A step's failure, said in words; an ended sign-in links to signing in again, back to this step. */
export function StepFailure({ failure }: { failure: StepFailureKind | undefined }) {
  const { t } = useTranslation(['account', 'common']);
  // This page's address as the visitor sees it (`/en/…` in English): sign-in returns to it.
  const here = useLocation({ select: (location) => location.publicHref.replace(/#.*$/, '') });
  if (!failure) return null;
  return (
    <p role="alert" className="form-error" data-testid="step-failure">
      {t(`proSignup.failures.${failure}`)}
      {failure === 'sessionEnded' && (
        <>
          {' '}
          <Link to="/sign-in" search={{ redirect: here }}>
            {t('common:nav.signIn')}
          </Link>
        </>
      )}
    </p>
  );
}
