// Loads a marketing URL for its route: resolution through the query cache (ensureQueryData); the
// page's data (count, pro list, every section) is prefetched so no section waits on another and
// the page does not wait on any of them.
import type { QueryClient } from '@tanstack/react-query';
import {
  type ApiClient,
  caseStudiesInfiniteQueryOptions,
  type CaseStudyScope,
  type CityGroup,
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  cityInPrefectureQueryOptions,
  internalBlogPostsQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeQueryOptions,
  type Language,
  listPlace,
  newestReviewsQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  prefectureQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  type ProCountParams,
  proCountQueryOptions,
  type ProListRequest,
  prosInfiniteQueryOptions,
  sampleRequestsQueryOptions,
  serviceOfTheMonthQueryOptions,
} from '../../api';
import { placeKeys, proListRequest } from './listing';
import { isTopLevelCategory, resolveMarketingPath, type Resolution } from './resolve';
import type { ListingSearch } from './search';

export interface MarketingDeps {
  queryClient: QueryClient;
  api: ApiClient;
  language: Language;
}

type Page = Extract<Resolution, { type: 'page' }>;

export async function resolveWithQueries(
  splat: string,
  { queryClient, api, language }: MarketingDeps,
): Promise<Resolution> {
  // Job-type URLs are mostly /{category}/{subcategory}/{jobType}/{prefecture}/{second}/…: the
  // lookups that need only the URL start beside the category list instead of one after another
  // (when the guess is wrong, those calls go unused). The city itself still waits for the groups
  // and the designated cities, which tell what the second segment is.
  const [top, , jobTypeId, prefectureKey, second] = splat.split('/').filter(Boolean);
  if (isTopLevelCategory(top)) {
    if (jobTypeId) void queryClient.prefetchQuery(jobTypeQueryOptions(api, jobTypeId, language));
    if (prefectureKey) void queryClient.prefetchQuery(prefectureQueryOptions(api, prefectureKey, language));
    if (prefectureKey && second) {
      void queryClient.prefetchQuery(cityGroupsQueryOptions(api, prefectureKey, language));
      // Resolution imports it again and handles a failure there.
      import('./designated-cities').catch(() => undefined);
    }
  }
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

/**
 * The query parameters of a page's pro count: the place its pro list names, so the count is the
 * list's total.
 */
export function proCountParams(request: ProListRequest): ProCountParams {
  const { prefecture, city, cityGroup, excludeCities } = listPlace(request);
  return {
    jobTypeId: request.query.jobType,
    ...(prefecture ? { prefectureKey: prefecture } : {}),
    ...(city ? { cityKey: city } : {}),
    ...(cityGroup ? { cityGroup } : {}),
    ...(excludeCities ? { excludeCities } : {}),
  };
}

/**
 * Where a page's case studies come from: the call of the place its pro list names (city, city
 * group, prefecture or the whole job type), so they are the listed pros' case studies.
 */
export function caseScope(request: ProListRequest): CaseStudyScope {
  const jobTypeId = request.query.jobType;
  const { prefecture, city, cityGroup, excludeCities } = listPlace(request);
  if (!prefecture) return { jobTypeId };
  const excluded = excludeCities ? { excludeCities } : {};
  if (city) return { jobTypeId, prefecture, city, ...excluded };
  if (cityGroup) return { jobTypeId, prefecture, cityGroup, ...excluded };
  return { jobTypeId, prefecture };
}

/** The pro-list request of a page (a designated city needs its prefecture's groups first). */
export async function pageProListRequest(page: Page, search: ListingSearch, deps: MarketingDeps) {
  const groups: CityGroup[] =
    page.place.kind === 'majorCity' && page.place.prefecture
      ? await deps.queryClient.ensureQueryData(
          cityGroupsQueryOptions(deps.api, page.place.prefecture.key, deps.language),
        )
      : [];
  return proListRequest(page, search, deps.language, groups);
}

/**
 * Starts a resolved page's data and returns its pro-list request. The page renders as soon as it
 * is resolved (heading, breadcrumbs, filters): the count, the list and every section below load
 * beside it, each in a reserved skeleton, so the first paint does not wait for the slowest call.
 */
export async function loadPageData(
  page: Page,
  search: ListingSearch,
  deps: MarketingDeps,
): Promise<{ request: ProListRequest; content: Promise<void> }> {
  const { queryClient, api, language } = deps;
  const request = await pageProListRequest(page, search, deps);
  void queryClient.prefetchQuery(proCountQueryOptions(api, proCountParams(request), language));
  // A failed list is the list section's error state (with a retry), not the page's.
  void queryClient.prefetchInfiniteQuery(prosInfiniteQueryOptions(api, request, search.page ?? 1));
  // The sections below the list start their calls after the page's first render, one call per
  // task (starting a call costs a few milliseconds of the main thread: together they would be one
  // long task); `content` settles once all have started.
  const content = (async () => {
    for (const start of contentCalls(page, request, deps)) {
      await nextTask();
      start();
    }
  })();
  // The route does not wait for it; a section whose call did not start fetches for itself.
  content.catch(() => undefined);
  return { request, content };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The calls of the sections below the pro list, each to start on its own. */
function contentCalls(
  page: Page,
  request: ProListRequest,
  { queryClient, api, language }: MarketingDeps,
): (() => void)[] {
  const jobTypeId = page.jobType.id;
  const place = { jobTypeId, ...placeKeys(page) };
  return [
    () =>
      void queryClient.prefetchQuery(newestReviewsQueryOptions(api, jobTypeId, listPlace(request), language)),
    () =>
      void queryClient.prefetchInfiniteQuery(
        caseStudiesInfiniteQueryOptions(api, caseScope(request), language),
      ),
    () => void queryClient.prefetchQuery(popularPricingItemsQueryOptions(api, place, language)),
    () => void queryClient.prefetchQuery(popularRequestsQueryOptions(api, place, language)),
    () => void queryClient.prefetchQuery(sampleRequestsQueryOptions(api, place, language)),
    () => void queryClient.prefetchQuery(internalBlogPostsQueryOptions(api, jobTypeId, true, language)),
    () => void queryClient.prefetchQuery(internalBlogPostsQueryOptions(api, jobTypeId, false, language)),
    () => void queryClient.prefetchQuery(proBlogPostsByJobTypeQueryOptions(api, jobTypeId, language)),
    () => void queryClient.prefetchQuery(serviceOfTheMonthQueryOptions(api, language)),
  ];
}
