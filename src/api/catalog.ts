// Categories and job types (openapi/paths/catalog.yaml): the category list and tree, job types one
// by one or as lists (popular, related, requestable, the service of the month), and the aliases.
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, notFoundAsNull, swallow } from './http';
import { cacheTimes } from './query';

const root = ['catalog'] as const;

export interface PopularJobTypesParams {
  categoryId?: string;
  prefectureKey?: string;
  cityKey?: string;
  limit?: number;
}

/** Where a job type's pros are counted: a zip code, or a prefecture and maybe a city. */
export type JobTypeProCountPlace = { zipCode: string } | { prefectureKey: string; cityKey?: string };

export const catalogKeys = {
  all: root,
  categories: (language: Language) => [...root, 'categories', language] as const,
  categoryTree: (language: Language) => [...root, 'categoryTree', language] as const,
  jobTypes: (purpose: JobTypeListPurpose, language: Language) =>
    [...root, 'jobTypes', purpose, language] as const,
  jobType: (id: string, language: Language) => [...root, 'jobType', id, language] as const,
  aliases: () => [...root, 'aliases'] as const,
  alias: (id: string) => [...root, 'alias', id] as const,
  translation: (id: string, language: Language) => [...root, 'translation', id, language] as const,
  proCount: (id: string, near: JobTypeProCountPlace, language: Language) =>
    [...root, 'proCount', id, near, language] as const,
  popular: (params: PopularJobTypesParams, language: Language) =>
    [...root, 'popular', params, language] as const,
  serviceOfTheMonth: (language: Language) => [...root, 'serviceOfTheMonth', language] as const,
  related: (id: string, prefectureKey: string | undefined, requestable: boolean, language: Language) =>
    [...root, 'related', id, prefectureKey ?? null, requestable, language] as const,
  requestableByCategory: (categoryId: string, language: Language) =>
    [...root, 'requestableByCategory', categoryId, language] as const,
  jobTypeProfiles: (userId: string) => [...root, 'jobTypeProfiles', userId] as const,
  proSignupTree: (language: Language) => [...root, 'proSignupTree', language] as const,
  category: (id: string, language: Language) => [...root, 'category', id, language] as const,
  subcategories: (id: string, language: Language) => [...root, 'subcategories', id, language] as const,
};

export const jobCategoriesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.categories(language),
    queryFn: async () => (await api.GET('/job-categories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

export const categoryTreeQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.categoryTree(language),
    queryFn: async () =>
      (await api.GET('/job-categories/get-all-subcategories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/**
 * Who a job-type list is for: the job types clients can request (`clientRequest`), or those offered
 * in pro sign-up (`proSignUp`). The call's flag of the same name says which.
 */
export type JobTypeListPurpose = 'clientRequest' | 'proSignUp';

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
    queryKey: catalogKeys.jobTypes(purpose, language),
    queryFn: async () =>
      (await api.GET('/job-types', { params: { query: { [purpose]: true } }, headers: lang(language) }))
        .data ?? [],
    staleTime: purpose === 'proSignUp' ? 0 : cacheTimes.reference,
  });

/**
 * A job type; null only when the API says it does not exist (404). Any other failure is the
 * caller's error (the page's error state with a retry), never cached as "not found".
 * It carries the request-form fields (`format=full`: the request form needs its steps, a marketing
 * page its matching-criteria filters, and an article reuses the job type its page cached).
 */
export const jobTypeQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.jobType(id, language),
    queryFn: () =>
      api
        .GET('/job-types/{id}', {
          params: { path: { id }, query: { format: 'full' } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? null, notFoundAsNull),
  });

/** Alias failures are swallowed with an empty list and reported; cached 5 minutes. */
export const jobTypeAliasesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogKeys.aliases(),
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
    queryKey: catalogKeys.alias(id),
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
    queryKey: catalogKeys.translation(id, language),
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
    queryKey: catalogKeys.proCount(jobTypeId, near, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-types/{id}/pro-count', {
        params: { path: { id: jobTypeId }, query: near },
        headers: lang(language),
      });
      if (!data) throw new Error('getJobTypeProCount answered without the count');
      return data.count;
    },
  });

/** Popular job types, overall or of a category, prefecture or city. */
export const popularJobTypesQueryOptions = (
  api: ApiClient,
  params: PopularJobTypesParams,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogKeys.popular(params, language),
    queryFn: async () =>
      (await api.GET('/job-types/popular', { params: { query: params }, headers: lang(language) })).data ??
      [],
  });

export const serviceOfTheMonthQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.serviceOfTheMonth(language),
    queryFn: async () =>
      (await api.GET('/job-types/service-of-the-month', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Related job types, or those of them a client can request here (`requestable`). */
export const relatedJobTypesQueryOptions = (
  api: ApiClient,
  id: string,
  prefectureKey: string | undefined,
  requestable: boolean,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogKeys.related(id, prefectureKey, requestable, language),
    queryFn: async () => {
      const options = {
        params: { path: { id }, query: prefectureKey ? { prefectureKey } : {} },
        headers: lang(language),
      };
      const { data } = requestable
        ? await api.GET('/job-types/{id}/related-requestable-job-types', options)
        : await api.GET('/job-types/{id}/related-job-types', options);
      return data ?? [];
    },
  });

export const requestableByCategoryQueryOptions = (api: ApiClient, categoryId: string, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.requestableByCategory(categoryId, language),
    queryFn: async () =>
      (
        await api.GET('/job-types/get-requestable-by-category/{id}', {
          params: { path: { id: categoryId } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });

/**
 * What a pro says about each of their job types (`format=full`), for the pro's dashboard. A failure
 * is the section's error, with a retry; an empty list means the pro has described none.
 */
export const jobTypeProfilesQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: catalogKeys.jobTypeProfiles(userId),
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

/** The category trees pro sign-up offers at its first step (`path=initial`). A failure is the page's error. */
export const proSignupTreeQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.proSignupTree(language),
    queryFn: async () => {
      const { data } = await api.GET('/pro-job-categories-for-signup/tree', {
        params: { query: { path: 'initial' } },
        headers: lang(language),
      });
      if (!data) throw new Error('getProSignupCategoryTree answered without the trees');
      return data;
    },
    staleTime: cacheTimes.reference,
  });

/** One job category (its title and description); the cache answers a category already loaded (§5). */
export const jobCategoryQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.category(id, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-categories/{id}', {
        params: { path: { id } },
        headers: lang(language),
      });
      if (!data) throw new Error('getJobCategory answered without the category');
      return data;
    },
    staleTime: cacheTimes.reference,
  });

/** The category tree under one parent, with the job types filed in each subcategory. */
export const subcategoriesByParentQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.subcategories(id, language),
    queryFn: async () => {
      const { data } = await api.GET('/job-categories/{id}/get-all-subcategories-by-parent', {
        params: { path: { id } },
        headers: lang(language),
      });
      if (!data) throw new Error('getSubcategoriesByParent answered without the tree');
      return data;
    },
    staleTime: cacheTimes.reference,
  });
