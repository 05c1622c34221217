// Loads a marketing URL for its route: resolution through the query cache (ensureQueryData), then
// the data the page frame shows.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Language } from '../../lib/api';
import {
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  cityInPrefectureQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeQueryOptions,
  prefectureQueryOptions,
  proCountQueryOptions,
} from './api/queries';
import { resolveMarketingPath, type Resolution } from './resolve';

export interface MarketingDeps {
  queryClient: QueryClient;
  api: ApiClient;
  language: Language;
}

export async function resolveWithQueries(
  splat: string,
  { queryClient, api, language }: MarketingDeps,
): Promise<Resolution> {
  const categories = await queryClient.ensureQueryData(jobCategoriesQueryOptions(api, language));
  const categoryIds = new Set(categories.map((category) => category.id));
  return resolveMarketingPath(splat, {
    isCategory: (id) => categoryIds.has(id),
    jobType: (id) => queryClient.ensureQueryData(jobTypeQueryOptions(api, id, language)),
    prefecture: (key) => queryClient.ensureQueryData(prefectureQueryOptions(api, key, language)),
    cityInPrefecture: (prefectureKey, cityKey) =>
      queryClient.ensureQueryData(cityInPrefectureQueryOptions(api, prefectureKey, cityKey, language)),
    cityGroups: (prefectureKey) =>
      queryClient.ensureQueryData(cityGroupsQueryOptions(api, prefectureKey, language)),
    groupingEnabled: async (jobTypeId) =>
      (await queryClient.ensureQueryData(cityGroupingFlagQueryOptions(api))).includes(jobTypeId),
  });
}

/** The query parameters of the pro count for a resolved page. */
export function proCountParams(resolution: Extract<Resolution, { type: 'page' }>) {
  const { place } = resolution;
  return {
    jobTypeId: resolution.jobType.id,
    ...(place.prefecture ? { prefectureKey: place.prefecture.key } : {}),
    ...(place.city ? { cityKey: place.city.key } : {}),
  };
}

export async function loadPageData(resolution: Extract<Resolution, { type: 'page' }>, deps: MarketingDeps) {
  return deps.queryClient.ensureQueryData(
    proCountQueryOptions(deps.api, proCountParams(resolution), deps.language),
  );
}
