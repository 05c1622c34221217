import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from '../../../components/Link';
import { useTranslation } from '../../../lib/i18n/react';
import { jobTypeProfilesQueryOptions, useApi, userQueryOptions, type User } from '../../../api';
import { RetryAlert } from '../../../components/QueryFallback';
import { buttonClass } from '../../../components/ui/button';
import { pressedControl, useFocusWhenGone } from '../../../hooks/use-focus-when-gone';
import { useWaitLimit } from '../../../hooks/use-wait-limit';
import type { AppLanguage } from '../../../lib/i18n';
import { completenessOf, proNameOf, type Completeness } from '../completeness';
import { JobTypes, type PartState } from './JobTypes';
import { ServiceArea } from './ServiceArea';
import './pro-dashboard.css';

/** The onboarding's steps, as its resume rule names them (pro-signup's `OnboardingStep`). */
export type ResumeStep = 'area' | 'basicInfo' | 'avatar' | 'confirm';

/**
 * The pro's home (shown on /dashboard/pro above its notifications): profile completeness, the job
 * types with whether each is described, the service area, the tier and a link to the public profile.
 * `resumeStep` is the onboarding's resume rule, handed in by the route: the step the onboarding opens
 * (what the pro has saved picks it, not the raw `proRegistrationStep`), or null when there is none to
 * resume — onboarding over, or a dropped social registration (§4).
 *
 * Each part says when what it needs is loading, could not load (with a retry; a call that never
 * answers counts as failed after a while) or is not known to the app — never a slug or an id in
 * place of a name, never "not set" for what could not be checked.
 */
export function ProDashboard({
  userId,
  resumeStep,
}: {
  userId: string;
  resumeStep: (user: User) => ResumeStep | null;
}) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language: AppLanguage = i18n.language === 'en' ? 'en' : 'ja';
  const api = useApi();
  const userOptions = userQueryOptions(api, userId);
  const user = useQuery(userOptions);
  const userWait = useWaitLimit(user, userOptions.queryKey);
  const pro = user.data?.proProfile;
  // Only a pro has job-type profiles (a client's id is a 404).
  const profilesOptions = jobTypeProfilesQueryOptions(api, userId);
  const profiles = useQuery({ ...profilesOptions, enabled: Boolean(pro) });
  const profilesWait = useWaitLimit(profiles, profilesOptions.queryKey);
  // After a retry that loads the user, the focus goes on to what took the retry's place.
  const focusWhenGone = useFocusWhenGone();
  const loaded = useRef<HTMLElement>(null);
  const keep = (element: HTMLElement | null) => void (loaded.current = element);

  if (user.isError || userWait.overdue)
    return (
      <RetryAlert
        message={t('loadError')}
        onRetry={() => {
          const button = pressedControl();
          if (button) focusWhenGone(button, () => loaded.current);
          void userWait.retry();
        }}
      />
    );
  if (user.isPending) return <p role="status">{t('common:status.loading')}</p>;
  if (!pro)
    return (
      <div ref={keep} data-testid="dashboard-client-note">
        <p>{t('dashboard.clientNote')}</p>
        <p>
          <Link to="/pro/signup" className={buttonClass('primary')}>
            {t('dashboard.proSignupLink')}
          </Link>
        </p>
      </div>
    );

  // A pro who has described no job type yet has none (the API's fallback for the contract's 404).
  const profilesState: PartState =
    profiles.isError || profilesWait.overdue ? 'failed' : profiles.data ? 'loaded' : 'loading';
  const completeness = completenessOf(user.data, profiles.data);
  const name = proNameOf(user.data.profile, language);
  const step = resumeStep(user.data);
  // A step left that cannot be resumed is a dropped social registration (§4).
  const dropped = step === null && user.data.proRegistrationStep !== null;
  // The public profile exists once registration is complete (§4: step null with profileComplete).
  const isPublic = user.data.profileComplete && user.data.proRegistrationStep === null;
  return (
    <section className="pro-dashboard" aria-labelledby="pro-dashboard" data-testid="pro-dashboard">
      <h2 id="pro-dashboard" ref={keep}>
        {t('dashboard.heading')}
      </h2>
      <Score completeness={completeness} profilesState={profilesState} />
      <p data-testid="registration-state">
        {step
          ? t('dashboard.step', { step: t(`dashboard.steps.${step}`) })
          : dropped
            ? t('dashboard.dropped')
            : t(user.data.profileComplete ? 'dashboard.complete' : 'dashboard.incomplete')}
        {step && (
          <>
            {' '}
            <Link to="/pro/onboarding" className={buttonClass('primary')}>
              {t('dashboard.continueOnboarding')}
            </Link>
          </>
        )}
      </p>
      <ul className="pro-dashboard__checklist" data-testid="completeness">
        {completeness.items.map(({ item, done }) => (
          <li key={item} data-item={item} data-done={done ?? 'unknown'}>
            {t(`dashboard.items.${item}`)}:{' '}
            {done === undefined
              ? t(profilesState === 'failed' ? 'dashboard.unchecked' : 'dashboard.checking')
              : t(done ? 'dashboard.done' : 'dashboard.todo')}
          </li>
        ))}
      </ul>
      <dl className="pro-dashboard__facts">
        <dt>{t('dashboard.items.name')}</dt>
        <dd data-testid="dashboard-name">{name ?? t('dashboard.todo')}</dd>
        <dt>{t('dashboard.tier')}</dt>
        {/* The product names only the new pros' tier; another (or none) is not shown as its id. */}
        <dd data-testid="tier">
          {pro.currentTierId === 'new-user' ? t('dashboard.tiers.new-user') : t('dashboard.tierUnknown')}
        </dd>
      </dl>
      <JobTypes
        pro={pro}
        language={language}
        profiles={profiles.data}
        profilesState={profilesState}
        onRetryProfiles={profilesWait.retry}
      />
      <ServiceArea pro={pro} language={language} />
      <p data-testid="public-profile">
        {isPublic ? (
          <Link
            to="/profile/$proKey/pro"
            params={{ proKey: pro.customProfileUrl ?? userId }}
            className={buttonClass()}
          >
            {t('dashboard.publicProfile')}
          </Link>
        ) : (
          t('dashboard.publicProfileLater')
        )}
      </p>
    </section>
  );
}

/** The completeness score; none while an item cannot be checked (it would count as missing). */
function Score({ completeness, profilesState }: { completeness: Completeness; profilesState: PartState }) {
  const { t } = useTranslation('account');
  if (completeness.percent === undefined)
    return (
      <p data-testid="completeness-percent" role={profilesState === 'loading' ? 'status' : undefined}>
        {t(profilesState === 'failed' ? 'dashboard.percentUnchecked' : 'dashboard.percentChecking')}
      </p>
    );
  return (
    <p>
      <meter min={0} max={100} value={completeness.percent} aria-labelledby="pro-dashboard-percent" />{' '}
      <span id="pro-dashboard-percent" data-testid="completeness-percent">
        {t('dashboard.percent', { percent: completeness.percent })}
      </span>
    </p>
  );
}
