import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { z } from 'zod/mini';
import type { ApiClient, Language } from '../../lib/api';
import { pageInfo } from '../../utils/page-info';
import { proProfileQueryOptions } from './api/queries';

/** ?backlinkId= on profile URLs (product spec §2). */
const profileSearchSchema = z.object({
  backlinkId: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined),
});

export const profileSearch = (search: Record<string, unknown>): { backlinkId?: string } => {
  const { backlinkId } = profileSearchSchema.parse(search);
  return backlinkId ? { backlinkId } : {};
};

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
