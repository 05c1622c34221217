import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import { useTranslation } from 'react-i18next';
import {
  jobTypeProfilesQueryOptions,
  prefectureCitiesQueryOptions,
  prefecturesQueryOptions,
  translationQueryOptions,
  useApi,
  userQueryOptions,
  type JobTypeProfile,
  type ProProfile,
  type User,
} from '../../../api';
import { QueryFallback, RetryAlert } from '../../../components/QueryFallback';
import { buttonClass } from '../../../components/ui/button';
import type { AppLanguage } from '../../../lib/i18n';
import { completenessOf, proNameOf } from '../completeness';
import './pro-dashboard.css';

const MEET_TYPES = ['clientGoToPro', 'proGoToClient', 'remote'] as const;

/** The onboarding's steps, as its resume rule names them (pro-signup's `OnboardingStep`). */
export type ResumeStep = 'area' | 'basicInfo' | 'avatar' | 'confirm';

/**
 * The pro's home (shown on /dashboard/pro above its notifications): profile completeness, the job
 * types with whether each is described, the service area, the tier and a link to the public profile.
 * `resumeStep` is the onboarding's resume rule, handed in by the route: the step the onboarding opens
 * (what the pro has saved picks it, not the raw `proRegistrationStep`), or null when there is none to
 * resume — onboarding over, or a dropped social registration (§4).
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
  const user = useQuery(userQueryOptions(api, userId));
  const pro = user.data?.proProfile;
  // Only a pro has job-type profiles (a client's id is a 404).
  const profiles = useQuery({ ...jobTypeProfilesQueryOptions(api, userId), enabled: Boolean(pro) });

  if (user.isPending || user.isError) return <QueryFallback query={user} error={t('loadError')} />;
  if (!pro) return <p data-testid="dashboard-client-note">{t('dashboard.clientNote')}</p>;

  // A pro who has described no job type yet has none (the API's fallback for the contract's 404).
  const jobTypeProfiles = profiles.data;
  const completeness = completenessOf(user.data, jobTypeProfiles);
  const name = proNameOf(user.data.profile, language);
  const step = resumeStep(user.data);
  // A step left that cannot be resumed is a dropped social registration (§4).
  const dropped = step === null && user.data.proRegistrationStep !== null;
  // The public profile exists once registration is complete (§4: step null with profileComplete).
  const isPublic = user.data.profileComplete && user.data.proRegistrationStep === null;
  return (
    <section className="pro-dashboard" aria-labelledby="pro-dashboard" data-testid="pro-dashboard">
      <h2 id="pro-dashboard">{t('dashboard.heading')}</h2>
      <p>
        <meter min={0} max={100} value={completeness.percent} aria-labelledby="pro-dashboard-percent" />{' '}
        <span id="pro-dashboard-percent">{t('dashboard.percent', { percent: completeness.percent })}</span>
      </p>
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
          <li key={item} data-done={done}>
            {t(`dashboard.items.${item}`)}: {t(done ? 'dashboard.done' : 'dashboard.todo')}
          </li>
        ))}
      </ul>
      <dl className="pro-dashboard__facts">
        <dt>{t('dashboard.items.name')}</dt>
        <dd data-testid="dashboard-name">{name ?? t('dashboard.todo')}</dd>
        <dt>{t('dashboard.tier')}</dt>
        {/* The product names only the new pros' tier; another shows its id. */}
        <dd data-testid="tier">
          {pro.currentTierId === 'new-user' ? t('dashboard.tiers.new-user') : pro.currentTierId}
        </dd>
      </dl>
      <JobTypes
        pro={pro}
        language={language}
        profiles={jobTypeProfiles}
        failed={profiles.isError}
        onRetry={() => void profiles.refetch()}
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

function JobTypes({
  pro,
  language,
  profiles,
  failed,
  onRetry,
}: {
  pro: ProProfile;
  language: AppLanguage;
  /** Undefined while unknown (loading or failed). */
  profiles: JobTypeProfile[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  // The job types' names in the UI language (a namespace loaded once); ids while it loads or failed.
  const names = useQuery(translationQueryOptions(api, 'jobTypes', language));
  const titleOf = (id: string) => names.data?.[id] ?? id;
  const described = new Set(profiles?.map((profile) => profile.jobTypeId));
  return (
    <section aria-labelledby="pro-dashboard-job-types">
      <h3 id="pro-dashboard-job-types">{t('dashboard.jobTypes')}</h3>
      {failed && <RetryAlert message={t('dashboard.sectionError')} onRetry={onRetry} />}
      {pro.jobTypes.length === 0 ? (
        <p>{t('dashboard.noJobTypes')}</p>
      ) : (
        <ul data-testid="dashboard-job-types">
          {pro.jobTypes.map((id) => (
            <li key={id}>
              {titleOf(id)}
              {id === pro.mainJobType && ` (${t('dashboard.main')})`}
              {profiles && ` — ${t(described.has(id) ? 'dashboard.described' : 'dashboard.notDescribed')}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceArea({ pro, language }: { pro: ProProfile; language: AppLanguage }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const prefectures = useQuery(prefecturesQueryOptions(api, language));
  const prefecture = prefectures.data?.find((entry) => entry.key === pro.location.prefecture);
  const served = Object.entries(pro.availableLocations?.cities ?? {}).flatMap(([key, on]) =>
    on ? [key] : [],
  );
  const cities = served.length;
  // The served cities' names, from the base prefecture's cities (a city elsewhere is counted, not named).
  const prefectureCities = useQuery({
    ...prefectureCitiesQueryOptions(api, pro.location.prefecture, language),
    enabled: cities > 0,
  });
  const named = (prefectureCities.data ?? []).filter((city) => served.includes(city.key));
  const meet = MEET_TYPES.filter((type) => pro.availableLocations?.[type]);
  return (
    <section aria-labelledby="pro-dashboard-area">
      <h3 id="pro-dashboard-area">{t('dashboard.area')}</h3>
      <p>
        {/* A pro still registering has no base yet: said so, not "拠点: " with nothing. */}
        {pro.location.prefecture
          ? t('dashboard.base', {
              place: (language === 'en' ? prefecture?.nameRome : prefecture?.name) ?? pro.location.prefecture,
            })
          : t('dashboard.noBase')}
      </p>
      <p data-testid="dashboard-cities">
        {cities > 0 ? t('dashboard.cities', { count: cities }) : t('dashboard.noCities')}
      </p>
      {named.length > 0 && (
        <p data-testid="dashboard-city-names">
          {named
            .map((city) => (language === 'en' ? city.nameRome : city.name))
            .join(language === 'en' ? ', ' : '、')}
        </p>
      )}
      {meet.length > 0 && (
        <ul className="pro-dashboard__meet">
          {meet.map((type) => (
            <li key={type}>{t(`dashboard.meet.${type}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
