import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { translationQueryOptions, useApi, type JobTypeProfile, type ProProfile } from '../../../api';
import { RetryAlert } from '../../../components/QueryFallback';
import { pressedControl, useFocusWhenGone } from '../../../hooks/use-focus-when-gone';
import { useWaitLimit } from '../../../hooks/use-wait-limit';
import type { AppLanguage } from '../../../lib/i18n';

/** Where a part's data is: loaded, still loading, or failed (a call left unanswered too long too). */
export type PartState = 'loaded' | 'loading' | 'failed';

/**
 * The pro's job types by name, the main one marked, each with whether it is described (once the
 * job-type profiles are known). The names load once per language: while they load a loading line,
 * if they fail a retry — never the job types' ids; one the names do not know reads as unnamed.
 * After a retry that loads, the focus goes on to the list.
 */
export function JobTypes({
  pro,
  language,
  profiles,
  profilesState,
  onRetryProfiles,
}: {
  pro: ProProfile;
  language: AppLanguage;
  /** Undefined while unknown (loading or failed). */
  profiles: JobTypeProfile[] | undefined;
  profilesState: PartState;
  onRetryProfiles: () => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const namesOptions = translationQueryOptions(api, 'jobTypes', language);
  const names = useQuery(namesOptions);
  const namesWait = useWaitLimit(names, namesOptions.queryKey);
  const namesFailed = names.isError || namesWait.overdue;
  const list = useRef<HTMLUListElement>(null);
  const focusWhenGone = useFocusWhenGone();
  const retryThenFocus = (retry: () => Promise<void>) => {
    const button = pressedControl();
    if (button) focusWhenGone(button, () => list.current);
    void retry();
  };
  const described = new Set(profiles?.map((profile) => profile.jobTypeId));
  return (
    <section aria-labelledby="pro-dashboard-job-types">
      <h3 id="pro-dashboard-job-types">{t('dashboard.jobTypes')}</h3>
      {profilesState === 'failed' && (
        <RetryAlert message={t('dashboard.profilesError')} onRetry={() => retryThenFocus(onRetryProfiles)} />
      )}
      {pro.jobTypes.length > 0 && namesFailed && (
        <RetryAlert
          message={t('dashboard.jobTypeNamesError')}
          onRetry={() => retryThenFocus(namesWait.retry)}
        />
      )}
      {pro.jobTypes.length === 0 ? (
        <p>{t('dashboard.noJobTypes')}</p>
      ) : names.data ? (
        <ul ref={list} data-testid="dashboard-job-types">
          {pro.jobTypes.map((id) => (
            <li key={id}>
              {names.data[id] ?? t('dashboard.unnamedJobType')}
              {id === pro.mainJobType && ` (${t('dashboard.main')})`}
              {profiles && ` — ${t(described.has(id) ? 'dashboard.described' : 'dashboard.notDescribed')}`}
            </li>
          ))}
        </ul>
      ) : (
        !namesFailed && <p role="status">{t('common:status.loading')}</p>
      )}
    </section>
  );
}
