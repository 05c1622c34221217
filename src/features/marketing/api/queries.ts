// Query options and key factories of the marketing pages: one factory per operation, shared by
// route loaders and components. The swallowed fallbacks of product spec §8 live here.
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes, isApiError, type ApiClient, type Language } from '../../../api';
import { reportError } from '../../../lib/monitoring';

const root = ['marketing'] as const;

export interface PopularJobTypesParams {
  categoryId?: string;
  prefectureKey?: string;
  cityKey?: string;
  limit?: number;
}

export const marketingKeys = {
  all: root,
  categories: (language: Language) => [...root, 'categories', language] as const,
  categoryTree: (language: Language) => [...root, 'categoryTree', language] as const,
  jobType: (id: string, language: Language) => [...root, 'jobType', id, language] as const,
  jobTypeAliases: () => [...root, 'jobTypeAliases'] as const,
  popularJobTypes: (params: PopularJobTypesParams, language: Language) =>
    [...root, 'popularJobTypes', params, language] as const,
  proCount: (params: ProCountParams) => [...root, 'proCount', params] as const,
  featureFlag: (name: string) => [...root, 'featureFlag', name] as const,
};

export const locationKeys = {
  all: ['locations'] as const,
  prefecture: (key: string, language: Language) => ['locations', 'prefecture', key, language] as const,
  cityInPrefecture: (prefectureKey: string, cityKey: string, language: Language) =>
    ['locations', 'city', prefectureKey, cityKey, language] as const,
  cityGroups: (prefectureKey: string, language: Language) =>
    ['locations', 'cityGroups', prefectureKey, language] as const,
};

const lang = (language: Language) => ({ 'x-ui-language': language });
const notFoundIsNull = <T>(promise: Promise<{ data?: T }>): Promise<T | null> =>
  promise.then(
    ({ data }) => data ?? null,
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    },
  );

export const jobCategoriesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: marketingKeys.categories(language),
    queryFn: async () => (await api.GET('/job-categories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

export const categoryTreeQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: marketingKeys.categoryTree(language),
    queryFn: async () =>
      (await api.GET('/job-categories/get-all-subcategories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** All job types (summaries): fetched once and cached (§5: only if not cached). */
export const jobTypeSummariesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: [...root, 'jobTypes', language] as const,
    queryFn: async () => (await api.GET('/job-types', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Job-type fetch failures are swallowed (§8): the page gets null and shows not found. */
export const jobTypeQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: marketingKeys.jobType(id, language),
    queryFn: () =>
      api
        .GET('/job-types/{id}', { params: { path: { id } }, headers: lang(language) })
        .then(({ data }) => data ?? null)
        .catch(() => null),
  });

/** Alias failures are swallowed with an empty list and reported (§8); cached 5 min. */
export const jobTypeAliasesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: marketingKeys.jobTypeAliases(),
    queryFn: () =>
      api
        .GET('/job-type-alias')
        .then(({ data }) => data ?? [])
        .catch((error: unknown) => {
          reportError(error, { tags: { operation: 'listJobTypeAliases' } });
          return [];
        }),
    staleTime: cacheTimes.reference,
  });

/** Popular job types, overall or of a category, prefecture or city (§7). */
export const popularJobTypesQueryOptions = (
  api: ApiClient,
  params: PopularJobTypesParams,
  language: Language,
) =>
  queryOptions({
    queryKey: marketingKeys.popularJobTypes(params, language),
    queryFn: async () =>
      (await api.GET('/job-types/popular', { params: { query: params }, headers: lang(language) })).data ??
      [],
  });

/** Where pros are counted: a marketing page also names its city group and left-out cities. */
export interface ProCountParams {
  jobTypeId: string;
  prefectureKey?: string;
  cityKey?: string;
  cityGroup?: string;
  excludeCities?: string;
}

/** A pro count falls back to 0 (§7: "number, else 0"). */
export const proCountQueryOptions = (api: ApiClient, params: ProCountParams, language: Language) =>
  queryOptions({
    queryKey: marketingKeys.proCount(params),
    queryFn: () =>
      api
        .GET('/pro-location-jobtype-ref/pros-count', { params: { query: { ...params, language } } })
        .then(({ data }) => data?.count ?? 0)
        .catch(() => 0),
  });

export type FlagName = 'cityGroupingEnabledJobTypes' | 'reviewsQA' | 'internalBlogFullRelease';

/**
 * Feature flags, cached 60 s. A failure is swallowed — no job types, or false — and reported (§8).
 */
export const cityGroupingFlagQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: marketingKeys.featureFlag('cityGroupingEnabledJobTypes'),
    queryFn: () =>
      api
        .GET('/feature-flags/{flagName}', { params: { path: { flagName: 'cityGroupingEnabledJobTypes' } } })
        .then(({ data }) => (data && 'jobTypeIds' in data ? data.jobTypeIds : []))
        .catch((error: unknown) => {
          reportError(error, { tags: { operation: 'getFeatureFlag', flag: 'cityGroupingEnabledJobTypes' } });
          return [] as string[];
        }),
    staleTime: cacheTimes.featureFlag,
  });

export const booleanFlagQueryOptions = (api: ApiClient, flagName: 'reviewsQA' | 'internalBlogFullRelease') =>
  queryOptions({
    queryKey: marketingKeys.featureFlag(flagName),
    queryFn: () =>
      api
        .GET('/feature-flags/{flagName}', { params: { path: { flagName } } })
        .then(({ data }) => {
          if (!data) return false;
          if ('flags' in data) return data.flags.enabled;
          if ('enabledByC1' in data) return data.enabledByC1;
          return false;
        })
        .catch((error: unknown) => {
          reportError(error, { tags: { operation: 'getFeatureFlag', flag: flagName } });
          return false;
        }),
    staleTime: cacheTimes.featureFlag,
  });

export const prefectureQueryOptions = (api: ApiClient, key: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.prefecture(key, language),
    queryFn: () =>
      notFoundIsNull(
        api.GET('/location-prefectures/{id}', { params: { path: { id: key } }, headers: lang(language) }),
      ),
    staleTime: cacheTimes.reference,
  });

/** Needs both keys; a city outside the prefecture is null (not found). */
export const cityInPrefectureQueryOptions = (
  api: ApiClient,
  prefectureKey: string,
  cityKey: string,
  language: Language,
) =>
  queryOptions({
    queryKey: locationKeys.cityInPrefecture(prefectureKey, cityKey, language),
    queryFn: () =>
      notFoundIsNull(
        api.GET('/location-prefectures/{prefectureKey}/location-cities/{cityKey}', {
          params: { path: { prefectureKey, cityKey } },
          headers: lang(language),
        }),
      ),
    staleTime: cacheTimes.reference,
  });

export const cityGroupsQueryOptions = (api: ApiClient, prefectureKey: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.cityGroups(prefectureKey, language),
    queryFn: async () =>
      (
        await api.GET('/location-prefectures/{prefectureKey}/location-city-groups', {
          params: { path: { prefectureKey } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });
