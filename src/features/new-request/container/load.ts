import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import {
  jobTypeAliasQueryOptions,
  jobTypeQueryOptions,
  prefecturesQueryOptions,
  proCountQueryOptions,
  userNameQueryOptions,
  type ApiClient,
  type JobType,
} from '../../../api';
import { ensureResources } from '../../../lib/i18n';
import type { RequestModalProps } from '../components/RequestModal';
import type { RequestArgs } from './search';

export interface RequestData {
  /** The job type whose form is asked (an alias resolved); null when it could not be loaded. */
  jobType: JobType | null;
  /** The job type the visitor started from, when it was aliased. */
  originJobTypeId: string | undefined;
  /** The booked pro's name, for a direct booking. */
  proName: string | undefined;
  /** The prefectures to choose from, when the page named none. */
  prefectures: RequestModalProps['prefectures'];
  /** How many pros can answer where the page is. */
  /** Undefined when the count failed: the modal then names no number. */
  proCount: number | undefined;
}

/**
 * The modal's loader: its texts, and each call's own query (shared with the pages through the
 * cache): the job type's alias first (carpenter and the like start the general request), then the job type,
 * the booked pro's name, the prefectures when the page named none, and the pro count.
 */
export async function loadRequestData(
  { api, queryClient, i18n }: { api: ApiClient; queryClient: QueryClient; i18n: i18n },
  { jobTypeId, prefecture, city, proId, language }: RequestArgs,
): Promise<RequestData> {
  const [, alias] = await Promise.all([
    ensureResources(i18n, language, ['common', 'form', 'request']),
    queryClient.ensureQueryData(jobTypeAliasQueryOptions(api, jobTypeId)),
  ]);
  const target = alias?.jobTypeId ?? jobTypeId;
  const place = { ...(prefecture ? { prefectureKey: prefecture } : {}), ...(city ? { cityKey: city } : {}) };
  const [jobType, proName, prefectures, proCount] = await Promise.all([
    queryClient.ensureQueryData(jobTypeQueryOptions(api, target, language)),
    proId ? queryClient.ensureQueryData(userNameQueryOptions(api, proId, language)) : undefined,
    prefecture ? undefined : queryClient.ensureQueryData(prefecturesQueryOptions(api, language)),
    queryClient
      .ensureQueryData(proCountQueryOptions(api, { jobTypeId: target, ...place }, language))
      .catch(() => undefined),
  ]);
  return {
    jobType,
    originJobTypeId: target === jobTypeId ? undefined : jobTypeId,
    proName,
    prefectures,
    proCount,
  };
}
