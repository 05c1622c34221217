import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  jobTypeProfilesQueryOptions,
  prefectureCitiesQueryOptions,
  prefecturesQueryOptions,
  translationQueryOptions,
  useApi,
  userQueryOptions,
  type ProProfile,
  type User,
} from '../../../api';
import { QueryFallback } from '../../../components/QueryFallback';
import type { AppLanguage } from '../../../lib/i18n';
import { completenessOf } from '../completeness';
import './pro-dashboard.css';

const MEET_TYPES = ['clientGoToPro', 'proGoToClient', 'remote'] as const;

/**
 * The pro's home (shown on /dashboard/pro above its notifications): profile completeness, the job
 * types with whether each is described, the service area, the tier and a link to the public profile.
 * `resumable` says whether the registration step left can be resumed (the onboarding's rule, handed in
 * by the route: a dropped social registration, §4, is not).
 */
export function ProDashboard({ userId, resumable }: { userId: string; resumable: (user: User) => boolean }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language: AppLanguage = i18n.language === 'en' ? 'en' : 'ja';
  const api = useApi();
  const user = useQuery(userQueryOptions(api, userId));
  const pro = user.data?.proProfile;
  // Only a pro has job-type profiles (a client's id is a 404).
  const profiles = useQuery({ ...jobTypeProfilesQueryOptions(api, userId), enabled: Boolean(pro) });

  if (user.isPending || user.isError) return <QueryFallback query={user} error={t('loadError')} />;
  if (!pro) return <p data-testid="dashboard-client-note">{t('dashboard.clientNote')}</p>;

  const completeness = completenessOf(user.data, profiles.data);
  const step = user.data.proRegistrationStep;
  const resume = step !== null && resumable(user.data);
  return (
    <section className="pro-dashboard" aria-labelledby="pro-dashboard" data-testid="pro-dashboard">
      <h2 id="pro-dashboard">{t('dashboard.heading')}</h2>
      <p>
        <meter min={0} max={100} value={completeness.percent} aria-labelledby="pro-dashboard-percent" />{' '}
        <span id="pro-dashboard-percent">{t('dashboard.percent', { percent: completeness.percent })}</span>
      </p>
      <p data-testid="registration-state">
        {step && !resume
          ? t('dashboard.dropped')
          : step
            ? t('dashboard.step', { step: t(`dashboard.steps.${step}`) })
            : t(user.data.profileComplete ? 'dashboard.complete' : 'dashboard.incomplete')}
        {resume && (
          <>
            {' '}
            <Link to="/pro/onboarding">{t('dashboard.continueOnboarding')}</Link>
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
        <dt>{t('dashboard.tier')}</dt>
        {/* The product names only the new pros' tier; another shows its id. */}
        <dd data-testid="tier">
          {pro.currentTierId === 'new-user' ? t('dashboard.tiers.new-user') : pro.currentTierId}
        </dd>
      </dl>
      <JobTypes pro={pro} language={language} profiles={profiles} />
      <ServiceArea pro={pro} language={language} />
      <p>
        <Link to="/profile/$proKey/pro" params={{ proKey: pro.customProfileUrl ?? userId }}>
          {t('dashboard.publicProfile')}
        </Link>
      </p>
    </section>
  );
}

function JobTypes({
  pro,
  language,
  profiles,
}: {
  pro: ProProfile;
  language: AppLanguage;
  profiles: { data?: { jobTypeId: string }[] | undefined; isError: boolean };
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  // The job types' names in the UI language (a namespace loaded once); ids while it loads or failed.
  const names = useQuery(translationQueryOptions(api, 'jobTypes', language));
  const titleOf = (id: string) => names.data?.[id] ?? id;
  const described = new Set(profiles.data?.map((profile) => profile.jobTypeId));
  return (
    <section aria-labelledby="pro-dashboard-job-types">
      <h3 id="pro-dashboard-job-types">{t('dashboard.jobTypes')}</h3>
      {profiles.isError && <p role="alert">{t('dashboard.sectionError')}</p>}
      {pro.jobTypes.length === 0 ? (
        <p>{t('dashboard.noJobTypes')}</p>
      ) : (
        <ul data-testid="dashboard-job-types">
          {pro.jobTypes.map((id) => (
            <li key={id}>
              {titleOf(id)}
              {id === pro.mainJobType && ` (${t('dashboard.main')})`}
              {profiles.data &&
                ` — ${t(described.has(id) ? 'dashboard.described' : 'dashboard.notDescribed')}`}
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
        {t('dashboard.base', {
          place: (language === 'en' ? prefecture?.nameRome : prefecture?.name) ?? pro.location.prefecture,
        })}
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
