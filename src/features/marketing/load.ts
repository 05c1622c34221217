// Loads a marketing URL for its route: resolution through the query cache (ensureQueryData); the
// page's data (count, pro list, every section) is prefetched so no section waits on another and
// the page does not wait on any of them.
import type { QueryClient } from '@tanstack/react-query';
import {
  CASE_STUDY_PAGE_SIZE,
  PRO_PAGE_SIZE,
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  cityInPrefectureQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeQueryOptions,
  prefectureQueryOptions,
  type ApiClient,
  type CityGroup,
  type Language,
  type ProListRequest,
} from '../../api';
import { proListRequest } from './listing';
import { pageQueries, type PageQueries, type PageQueryInput } from './page-queries';
import { isTopLevelCategory, resolveMarketingPath, type Resolution } from './resolve';
import type { ListingSearch } from './search';
import { sectionQueries, type SectionQueries } from './section-queries';

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

/** The last page of a pro list of `total` pros (its first page may be larger than the others). */
export function lastProPage(total: number, firstPageSize: number): number {
  return total <= firstPageSize ? 1 : 1 + Math.ceil((total - firstPageSize) / PRO_PAGE_SIZE);
}

/** The last page of `total` case studies. */
export const lastCaseStudyPage = (total: number): number =>
  Math.max(1, Math.ceil(total / CASE_STUDY_PAGE_SIZE));

/** Page numbers to send the visitor to instead (a key present is a change; undefined is page 1). */
export type OutOfRange = Pick<ListingSearch, 'page' | 'caseStudyPage'>;

/**
 * An address naming a page past its list's end (`?page=999` of 11 pros: an old link, a hand-edited
 * one, a crawler's) is no page of the site: it would say "no pros yet" under the count, and give
 * crawlers endless empty pages. Only for such addresses (page 2 on) the loader waits for the list's
 * answer, whose total says where the list ends, and names the last page instead. A list that failed
 * names nothing: its section shows the error, with a retry.
 */
async function pagesPastTheEnd(
  queryClient: QueryClient,
  queries: PageQueries,
  sections: SectionQueries,
  request: ProListRequest,
  search: ListingSearch,
): Promise<OutOfRange | undefined> {
  const [pros, caseStudies] = await Promise.all([
    search.page ? queryClient.ensureInfiniteQueryData(queries.pros).catch(() => undefined) : undefined,
    search.caseStudyPage
      ? queryClient.ensureInfiniteQueryData(sections.content.caseStudies).catch(() => undefined)
      : undefined,
  ]);
  const moved: OutOfRange = {};
  const proTotal = pros?.pages[0]?.totalPros;
  if (search.page && proTotal !== undefined) {
    const last = lastProPage(proTotal, request.firstPageSize);
    if (search.page > last) moved.page = last > 1 ? last : undefined;
  }
  const caseStudyTotal = caseStudies?.pages[0]?.totalCaseStudies;
  if (search.caseStudyPage && caseStudyTotal !== undefined) {
    const last = lastCaseStudyPage(caseStudyTotal);
    if (search.caseStudyPage > last) moved.caseStudyPage = last > 1 ? last : undefined;
  }
  return Object.keys(moved).length > 0 ? moved : undefined;
}

/**
 * Starts a resolved page's data and returns its pro-list request. The page renders as soon as it
 * is resolved (heading, breadcrumbs, filters): the count, the list and every section below load
 * beside it, each in a reserved skeleton, so the first paint does not wait for the slowest call.
 * `outOfRange`: the address names a page past its list's end; the route sends the visitor to the
 * last page instead.
 */
export async function loadPageData(
  page: Page,
  search: ListingSearch,
  deps: MarketingDeps,
): Promise<{ request: ProListRequest; content: Promise<void>; outOfRange?: OutOfRange | undefined }> {
  const { queryClient, api, language } = deps;
  // The part below the list has its code apart from the first page's (MarketingPage): a navigation
  // in the browser starts it here, beside the page's data, so it is there when the page renders.
  if (!import.meta.env.SSR) import('./components/BelowTheList').catch(() => undefined);
  const request = await pageProListRequest(page, search, deps);
  const input: PageQueryInput = {
    page,
    request,
    startPage: search.page ?? 1,
    caseStudyPage: search.caseStudyPage,
    language,
  };
  const queries = pageQueries(api, input);
  const sections = sectionQueries(api, input);
  // A failed list is the list section's error state (with a retry), not the page's.
  const aboveTheFold = Promise.all([
    queryClient.prefetchQuery(queries.count),
    queryClient.prefetchInfiniteQuery(queries.pros),
  ]);
  // On the server the count and the list are in the page's HTML (the browser hydrates them as they
  // were rendered); in the browser the page shows at once and they fill in.
  if (import.meta.env.SSR) await aboveTheFold;
  const outOfRange = await pagesPastTheEnd(queryClient, queries, sections, request, search);
  // Sent elsewhere: the rest of this page is not needed.
  if (outOfRange) return { request, content: Promise.resolve(), outOfRange };
  // The sections below the list (their queries are section-queries.ts's) start their calls after the page's first render, one call per
  // task (starting a call costs a few milliseconds of the main thread: together they would be one
  // long task); `content` settles once all have started.
  const below = sections.content;
  const starts = [
    () => queryClient.prefetchQuery(below.newestReviews),
    () => queryClient.prefetchInfiniteQuery(below.caseStudies),
    () => queryClient.prefetchQuery(below.pricing),
    () => queryClient.prefetchQuery(below.popularRequests),
    () => queryClient.prefetchQuery(below.sampleRequests),
    // The internal articles are asked for only while their flag is on.
    () =>
      queryClient
        .fetchQuery(below.internalBlogFlag)
        .then((on) =>
          on
            ? Promise.all([
                queryClient.prefetchQuery(below.costGuides),
                queryClient.prefetchQuery(below.articles),
              ])
            : undefined,
        ),
    () => queryClient.prefetchQuery(below.proPosts),
    () => queryClient.prefetchQuery(below.serviceOfTheMonth),
  ];
  const content = (async () => {
    for (const start of starts) {
      await nextTask();
      void start();
    }
  })();
  // The route does not wait for it; a section whose call did not start fetches for itself.
  content.catch(() => undefined);
  return { request, content };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
