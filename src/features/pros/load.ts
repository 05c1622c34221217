import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ApiClient, Language } from '../../lib/api';
import { pageInfo } from '../../utils/page-info';
import { proProfileQueryOptions } from './api/queries';

const BACKLINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** ?backlinkId= on profile URLs (product spec §2); anything else is dropped. */
export const profileSearch = (search: Record<string, unknown>): { backlinkId?: string } =>
  typeof search.backlinkId === 'string' && BACKLINK_ID.test(search.backlinkId)
    ? { backlinkId: search.backlinkId }
    : {};

export async function loadProfile(
  proKey: string,
  { queryClient, api, language }: { queryClient: QueryClient; api: ApiClient; language: Language },
  jobTypeId?: string,
) {
  const pro = await queryClient.ensureQueryData(proProfileQueryOptions(api, proKey, language));
  if (!pro) throw notFound();
  if (jobTypeId && !pro.jobTypeIds.includes(jobTypeId)) throw notFound();
  return {
    pro,
    language,
    page: pageInfo('proProfile', { proUserId: pro.id, jobTypeId: jobTypeId ?? pro.mainJobTypeId }),
  };
}
