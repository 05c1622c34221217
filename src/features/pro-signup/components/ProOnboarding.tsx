import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { useApi, userKeys, userQueryOptions, type User } from '../../../api';
import { QueryFallback } from '../../../components/QueryFallback';
import { Notice } from '../../../components/ui/Notice';
import type { AppLanguage } from '../../../lib/i18n';
import { dropKeptStepInput, keepStepInput, keptStepInputOf, type OnboardingDrafts } from '../kept-step-input';
import {
  currentStep,
  isDroppedSocialRegistration,
  ONBOARDING_STEPS,
  stepNumber,
  type OnboardingStep,
} from '../steps';
import { AreaStep } from './AreaStep';
import { AvatarStep } from './AvatarStep';
import { BasicInfoStep } from './BasicInfoStep';
import { ConfirmStep } from './ConfirmStep';
import { StepSaving, StepSavingContext, StepSessionEndedContext } from './step-save';
import styles from './ProSignup.module.css';

/**
 * The new pro's onboarding, at the step the saved user says (resumable after a reload or a later
 * sign-in): service area, basic info, avatar, confirm. A step already passed can be opened again
 * (its answers kept); saving it goes on from where the pro is.
 *
 * Each step is a history entry (the address's `?step=`, through `onStep`): the browser's back button
 * goes to the step before, as the step's own back button does, rather than out of the onboarding. A
 * step asked for that the pro has not reached yet (or none) shows, and names, the pro's step.
 */
export function ProOnboarding({
  userId,
  language,
  step: asked,
  onStep,
  onUserSaved,
  onFinished,
}: {
  userId: string;
  language: AppLanguage;
  step: OnboardingStep | undefined;
  onStep: (step: OnboardingStep, how: 'push' | 'replace') => void;
  onUserSaved: (user: User) => void;
  onFinished: () => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useQuery(userQueryOptions(api, userId));
  // A step's input this pro gave before their session ended, back from signing in again: the step
  // holds it, said to be not yet saved until it is. Read once; forgotten once the onboarding has shown.
  // The session the input is kept with: the app's, in the router context; absent where the onboarding
  // is shown alone, outside the app's router (nothing is kept then).
  const session = useRouteContext({ from: '__root__', select: (context) => context.auth?.store });
  const [returned] = useState(() => keptStepInputOf(session, userId));
  const [unsaved, setUnsaved] = useState(returned?.step);
  useEffect(() => dropKeptStepInput(session), [session]);
  const [drafts, setDrafts] = useState<OnboardingDrafts>(() => returned?.drafts ?? {});
  // The drafts as the steps last gave them, for a save whose 401 answers before they are rendered
  // (or once the onboarding has gone: the session's end takes the page).
  const latestDrafts = useRef(drafts);
  const setDraft = useCallback(<S extends keyof OnboardingDrafts>(step: S, draft: OnboardingDrafts[S]) => {
    latestDrafts.current = { ...latestDrafts.current, [step]: draft };
    setDrafts(latestDrafts.current);
  }, []);
  const keepOnSessionEnd = useCallback(
    (step: OnboardingStep) => keepStepInput(session, userId, step, latestDrafts.current),
    [session, userId],
  );
  // Step saves running: said beside the step's buttons (the button alone shows a spinner).
  const [saving, setSaving] = useState(0);
  const reportSaving = useCallback((change: 1 | -1) => setSaving((count) => count + change), []);
  const step = user.data ? currentStep(user.data) : null;
  const shown = step && asked && stepNumber(asked) < stepNumber(step) ? asked : step;
  useEffect(() => {
    if (shown && shown !== asked) onStep(shown, 'replace');
  }, [shown, asked, onStep]);
  // A step reached from another (saved, or back): the focus on its heading. The button pressed is gone
  // with the step before, and the focus with it (the page's own focus handling leaves a change of
  // `?step=` alone). Not on the first step shown: the page's start is where a visitor begins. The
  // step hands its own heading over (any other h2 it shows, above it or not, is not the step's name).
  const heading = useRef<HTMLHeadingElement>(null);
  const stepBefore = useRef(shown);
  useEffect(() => {
    const before = stepBefore.current;
    stepBefore.current = shown;
    if (!before || !shown || before === shown) return;
    heading.current?.focus();
  }, [shown]);
  // The step on screen now, for a save that answers late: the pro may have gone back meanwhile.
  const showing = useRef(shown);
  useEffect(() => {
    showing.current = shown;
  }, [shown]);

  if (user.isPending || user.isError) return <QueryFallback query={user} error={t('loadError')} />;
  if (!step || !shown)
    return (
      <article className={styles.page} data-testid="onboarding-done">
        <h1>{t('proSignup.onboardingTitle')}</h1>
        <p>
          {t(
            isDroppedSocialRegistration(user.data)
              ? 'proSignup.dropped'
              : user.data.proProfile
                ? 'proSignup.alreadyDone'
                : 'proSignup.notPro',
          )}
        </p>
        {user.data.proProfile && !isDroppedSocialRegistration(user.data) && (
          <Link to="/dashboard/pro">{t('auth.proDashboard', { ns: 'common' })}</Link>
        )}
      </article>
    );
  const saved = (from: OnboardingStep) => (next: User) => {
    queryClient.setQueryData(userKeys.user(userId), next);
    onUserSaved(next);
    dropKeptStepInput(session, { userId, step: from });
    if (from === unsaved) setUnsaved(undefined);
    // A save that answers after the pro has left its step (Back while it ran) is kept, as the server
    // has it, but does not pull the pro, or the focus, away from where they went.
    if (showing.current !== from) return;
    // On from where the pro is now (the confirm step's save finishes instead).
    const reached = currentStep(next);
    if (reached) onStep(reached, 'push');
  };
  const back = (to: OnboardingStep) => () => onStep(to, 'push');
  const previous = ONBOARDING_STEPS[stepNumber(shown) - 2];

  return (
    <StepSavingContext.Provider value={reportSaving}>
      <StepSessionEndedContext.Provider value={keepOnSessionEnd}>
        <article className={styles.page} data-testid="onboarding" data-step={shown}>
          <title>{`${t('proSignup.onboardingTitle')} | ${t('common:appName')}`}</title>
          <h1>{t('proSignup.onboardingTitle')}</h1>
          <p data-testid="step-indicator">
            {t('proSignup.stepOf', { step: stepNumber(shown), total: ONBOARDING_STEPS.length })}
          </p>
          <ol className={styles.steps} aria-label={t('proSignup.stepsLabel')}>
            {ONBOARDING_STEPS.map((entry) => (
              <li key={entry} aria-current={entry === shown ? 'step' : undefined}>
                {t(`proSignup.steps.${entry}`)}
              </li>
            ))}
          </ol>
          {/* Above the step, where the pro starts reading on their return (the focus is not moved). */}
          {unsaved === shown && <Notice data-testid="step-input-kept">{t('proSignup.inputKept')}</Notice>}
          {shown === 'area' && (
            <AreaStep
              headingRef={heading}
              user={user.data}
              language={language}
              draft={drafts.area}
              onDraft={(area) => setDraft('area', area)}
              onSaved={saved('area')}
            />
          )}
          {shown === 'basicInfo' && (
            <BasicInfoStep
              headingRef={heading}
              user={user.data}
              language={language}
              draft={drafts.basicInfo}
              onDraft={(basicInfo) => setDraft('basicInfo', basicInfo)}
              onSaved={saved('basicInfo')}
              onBack={previous && back(previous)}
            />
          )}
          {shown === 'avatar' && (
            <AvatarStep
              headingRef={heading}
              user={user.data}
              draft={drafts.avatar}
              onDraft={(avatar) => setDraft('avatar', avatar)}
              onSaved={saved('avatar')}
              onBack={previous && back(previous)}
            />
          )}
          {shown === 'confirm' && (
            <ConfirmStep
              headingRef={heading}
              user={user.data}
              language={language}
              onEdit={(to) => onStep(to, 'push')}
              onSaved={saved('confirm')}
              onFinished={onFinished}
            />
          )}
          <StepSaving saving={saving > 0} />
        </article>
      </StepSessionEndedContext.Provider>
    </StepSavingContext.Provider>
  );
}
