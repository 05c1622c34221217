// Job-type lists and lookups of sign-up, the request form and the pro's dashboard (split from
// ./catalog.ts; the operations are in openapi/paths/catalog.yaml, tag jobTypes): the job types of a
// purpose (GET /job-types), the pros of a job type near a place (GET /job-types/{id}/pro-count), the
// aliases (GET /job-type-alias, /job-type-alias/{id}), a translation namespace
// (GET /translations/{id}) and a pro's job-type profiles (GET /job-type-profile/get-by-user-id/{id}).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import { catalogKeys } from './catalog';
import type { ApiClient } from './client';
import { lang, notFoundAsNull, swallow } from './http';
import { cacheTimes } from './query';

const root = catalogKeys.all;

/** Where a job type's pros are counted: a zip code, or a prefecture and maybe a city. */
export type JobTypeProCountPlace = { zipCode: string } | { prefectureKey: string; cityKey?: string };

/**
 * Who a job-type list is for: the job types clients can request (`clientRequest`), or those offered
 * in pro sign-up (`proSignUp`). The call's flag of the same name says which.
 */
export type JobTypeListPurpose = 'clientRequest' | 'proSignUp';

export const catalogJobTypeKeys = {
  jobTypes: (purpose: JobTypeListPurpose, language: Language) =>
    [...root, 'jobTypes', purpose, language] as const,
  aliases: () => [...root, 'aliases'] as const,
  alias: (id: string) => [...root, 'alias', id] as const,
  translation: (id: string, language: Language) => [...root, 'translation', id, language] as const,
  proCount: (id: string, near: JobTypeProCountPlace, language: Language) =>
    [...root, 'proCount', id, near, language] as const,
  jobTypeProfiles: (userId: string) => [...root, 'jobTypeProfiles', userId] as const,
};

/**
 * The job types (summaries) for a purpose. The client-request list is fetched once, then read from
 * the cache; the pro sign-up list is fetched each time it is asked for.
 */
export const jobTypeSummariesQueryOptions = (
  api: ApiClient,
  purpose: JobTypeListPurpose,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.jobTypes(purpose, language),
    queryFn: async () =>
      (await api.GET('/job-types', { params: { query: { [purpose]: true } }, headers: lang(language) }))
        .data ?? [],
    staleTime: purpose === 'proSignUp' ? 0 : cacheTimes.reference,
  });

/** Alias failures are swallowed with an empty list and reported; cached 5 minutes. */
export const jobTypeAliasesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.aliases(),
    queryFn: () =>
      api
        .GET('/job-type-alias')
        .then(({ data }) => data ?? [])
        .catch(swallow(api, [], 'listJobTypeAliases')),
    staleTime: cacheTimes.reference,
  });

/**
 * The job type one job type is started as (carpenter → home-reform-general), or null when it is no
 * alias (404). Any other failure is swallowed as null and reported; cached 5 minutes.
 */
export const jobTypeAliasQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.alias(id),
    queryFn: () =>
      api
        .GET('/job-type-alias/{id}', { params: { path: { id } } })
        .then(({ data }) => data ?? null, notFoundAsNull)
        .catch(swallow(api, null, 'getJobTypeAlias')),
    staleTime: cacheTimes.reference,
  });

/**
 * One translation namespace in a language (`jobTypes`: job-type names by id, `categories`: category
 * names by id). A loaded translation is never refetched. A failure is the caller's (it shows ids).
 */
export const translationQueryOptions = (api: ApiClient, id: 'jobTypes' | 'categories', language: Language) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.translation(id, language),
    queryFn: async () => {
      const { data } = await api.GET('/translations/{id}', {
        params: { path: { id } },
        headers: lang(language),
      });
      if (!data) throw new Error('getTranslation answered without the translation');
      return data.resources;
    },
    staleTime: cacheTimes.forever,
    gcTime: cacheTimes.forever,
  });

/**
 * How many pros of a job type serve near a place. A failure is the caller's: it names no number
 * rather than a false zero.
 */
export const jobTypeProCountQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  near: JobTypeProCountPlace,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.proCount(jobTypeId, near, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-types/{id}/pro-count', {
        params: { path: { id: jobTypeId }, query: near },
        headers: lang(language),
      });
      if (!data) throw new Error('getJobTypeProCount answered without the count');
      return data.count;
    },
  });

/**
 * What a pro says about each of their job types (`format=full`), for the pro's dashboard. A failure
 * is the section's error, with a retry; an empty list means the pro has described none.
 */
export const jobTypeProfilesQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: catalogJobTypeKeys.jobTypeProfiles(userId),
    // The contract's 404 (no pro known by that id) is, for a pro still registering, "none described
    // yet": an empty list, not a failure. Any other failure is the caller's to show.
    queryFn: () =>
      api
        .GET('/job-type-profile/get-by-user-id/{id}', {
          params: { path: { id: userId }, query: { format: 'full' } },
        })
        .then(
          ({ data }) => data ?? [],
          (error: unknown) => notFoundAsNull(error) ?? [],
        ),
  });
