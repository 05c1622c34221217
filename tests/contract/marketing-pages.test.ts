// Every call a marketing page of each kind makes (route resolution, the loader's pro count, pro
// list and content, the link blocks), recorded on the app's real client against the mock, with
// the exact query parameters; paging and filters; the §8 fallbacks of the content factories.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  caseStudiesInfiniteQueryOptions,
  internalBlogPostsQueryOptions,
  newestReviewsQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  proBlogPostsQueryOptions,
  prosInfiniteQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
} from '../../src/features/marketing/api/content';
import { linkQueries } from '../../src/features/marketing/links';
import { proListRequest } from '../../src/features/marketing/listing';
import { loadPageData, resolveWithQueries } from '../../src/features/marketing/load';
import type { ListingSearch } from '../../src/features/marketing/search';
import type { ApiClient } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { pageAt, pagesByKind } from '../helpers/marketing-pages';
import { apiClient, fixtures } from './harness';

vi.mock('../../src/lib/monitoring', () => ({
  reportError: vi.fn(),
  initMonitoring: vi.fn(),
  setMonitoringUser: vi.fn(),
}));

beforeEach(() => vi.mocked(reportError).mockClear());

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The app's client, recording each request as `path?sorted-query` (without the /api base). */
function recordingClient(options: Parameters<typeof apiClient>[0] = {}): { api: ApiClient; log: string[] } {
  const log: string[] = [];
  const api = apiClient(options);
  api.use({
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.sort();
      log.push(decodeURIComponent(url.pathname.replace(/^\/api/, '') + url.search));
    },
  });
  return { api, log };
}

async function settle(queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000, interval: 20 });
}

/** What a page at `path` requests: resolution, loader and link blocks. */
async function callsOf(path: string, search: ListingSearch = {}) {
  const { api, log } = recordingClient();
  const queryClient = fresh();
  const deps = { queryClient, api, language: 'ja' as const };
  const resolution = await resolveWithQueries(path, deps);
  if (resolution.type !== 'page') throw new Error(`${path}: ${resolution.type}`);
  const { content } = await loadPageData(resolution, search, deps);
  await content;
  const links = linkQueries(api, resolution, 'ja');
  await Promise.all([
    queryClient.fetchQuery(links.prefectures),
    queryClient.fetchQuery(links.related),
    queryClient.fetchQuery(links.category),
    queryClient.fetchQuery(links.categories),
    ...(links.below
      ? [
          queryClient.fetchQuery(links.below.cities),
          queryClient.fetchQuery(links.below.cityGroups),
          queryClient.fetchQuery(links.below.groupingFlag),
          queryClient.fetchQuery(links.below.requestable),
          queryClient.fetchQuery(links.below.samePlace),
        ]
      : []),
  ]);
  await settle(queryClient);
  return [...new Set(log)].sort();
}

// Every page of the gardener job type makes these, whatever the place.
const everyPage = [
  '/job-categories',
  '/job-types/gardener',
  '/internal-blog-posts/job-type/gardener?isCostTag=false',
  '/internal-blog-posts/job-type/gardener?isCostTag=true',
  '/pro-blog-posts/job-type/gardener',
  '/job-types/service-of-the-month',
  '/job-types/get-requestable-by-category/garden',
];

/** The calls of a page below a prefecture that depend only on the prefecture. */
const inPrefecture = (prefecture: string) => [
  `/location-prefectures/${prefecture}`,
  `/location-prefectures/${prefecture}/location-city-groups`,
  '/feature-flags/cityGroupingEnabledJobTypes',
  `/job-types/gardener/related-job-types?prefectureKey=${prefecture}`,
  `/job-types/gardener/related-requestable-job-types?prefectureKey=${prefecture}`,
  `/location-prefectures/nearby-requestable-prefectures?jobType=gardener&prefectureKey=${prefecture}&size=10`,
];

/**
 * The calls about the pros of the place the page's list names (`query`: that place as the list
 * call's query string): the count, named with its own parameters, and the newest reviews.
 */
const placeOfList = (prefecture: string, query: string) => {
  const countQuery = query
    .replace(/(^|&)city=/, '$1cityKey=')
    .split('&')
    .filter(Boolean);
  return [
    `/pro-location-jobtype-ref/pros-count?${[...countQuery, 'jobTypeId=gardener', 'language=ja', `prefectureKey=${prefecture}`].sort().join('&')}`,
    `/pro-feedbacks/get-newest-by-jobtype/gardener/${prefecture}${query ? `?${query}` : ''}`,
  ];
};

/** The calls narrowed to a prefecture only (prefecture, group and designated-city pages). */
const prefectureWide = (prefecture: string) => [
  `/pricing-menu/popular-items?jobTypeId=gardener&language=ja&prefectureKey=${prefecture}`,
  `/requests/popular-requests/?jobTypeId=gardener&prefectureKey=${prefecture}`,
  `/sample-requests/query?jobTypeId=gardener&language=ja&limit=5&prefectureId=${prefecture}`,
  `/location-cities/requestable-cities?jobType=gardener&prefectureKey=${prefecture}`,
  `/job-types/popular?limit=6&prefectureKey=${prefecture}`,
];

/** The calls narrowed to a city (city, ward and group-city pages). */
const cityWide = (prefecture: string, city: string) => [
  `/location-prefectures/${prefecture}/location-cities/${city}`,
  `/pricing-menu/popular-items?cityKey=${city}&jobTypeId=gardener&language=ja&prefectureKey=${prefecture}`,
  `/requests/popular-requests/?cityKey=${city}&jobTypeId=gardener&prefectureKey=${prefecture}`,
  `/sample-requests/query?cityId=${city}&jobTypeId=gardener&language=ja&limit=5&prefectureId=${prefecture}`,
  `/location-cities/nearby-requestable-cities?cityKey=${city}&jobType=gardener&prefectureKey=${prefecture}`,
  `/job-types/popular?cityKey=${city}&limit=6`,
];

const P = '/pro-location-jobtype-ref';
/** The other cities of the group around yokohama-shi-aoba-ku, left out of its group-city page. */
const groupNeighbours =
  'yokohama-shi-tsurumi-ku,yokohama-shi-kohoku-ku,yokohama-shi-midori-ku,yokohama-shi-tsuzuki-ku';

const expected: Record<keyof typeof pagesByKind, string[]> = {
  jobType: [
    `${P}/pros-by-job?jobType=gardener&language=ja&size=10&skip=0`,
    `${P}/pros-count?jobTypeId=gardener&language=ja`,
    '/pro-feedbacks/get-newest-by-jobtype/gardener',
    '/case-studies/job-type/gardener?currentPage=1&pageSize=6',
    '/pricing-menu/popular-items?jobTypeId=gardener&language=ja',
    '/requests/popular-requests/?jobTypeId=gardener',
    '/sample-requests/query?jobTypeId=gardener&language=ja&limit=5',
    '/job-types/gardener/related-job-types',
    '/location-prefectures/requestable-prefectures?jobType=gardener',
  ],
  prefecture: [
    ...inPrefecture('kanagawa'),
    ...placeOfList('kanagawa', ''),
    ...prefectureWide('kanagawa'),
    `${P}/pros-by-prefecture-and-job?jobType=gardener&language=ja&prefecture=kanagawa&size=10&skip=0`,
    '/case-studies/job-type/gardener/kanagawa?currentPage=1&pageSize=6',
  ],
  majorCity: [
    ...inPrefecture('saitama'),
    ...placeOfList('saitama', 'cityGroup=saitama-area'),
    ...prefectureWide('saitama'),
    `${P}/pros-by-job-and-city-group?cityGroup=saitama-area&jobType=gardener&language=ja&prefecture=saitama&size=10&skip=0`,
    '/case-studies/job-type/gardener/saitama/cityGroup/saitama-area?currentPage=1&pageSize=6',
  ],
  majorCityWithoutOverlap: [
    ...inPrefecture('kanagawa'),
    ...placeOfList('kanagawa', ''),
    ...prefectureWide('kanagawa'),
    `${P}/pros-by-prefecture-and-job?jobType=gardener&language=ja&prefecture=kanagawa&size=10&skip=0`,
    '/case-studies/job-type/gardener/kanagawa?currentPage=1&pageSize=6',
  ],
  majorCityCity: [
    ...inPrefecture('kanagawa'),
    ...placeOfList('kanagawa', 'city=yokohama-shi-aoba-ku'),
    ...cityWide('kanagawa', 'yokohama-shi-aoba-ku'),
    `${P}/pros-by-job-prefecture-and-city?city=yokohama-shi-aoba-ku&jobType=gardener&language=ja&prefecture=kanagawa&size=10&skip=0`,
    '/case-studies/job-type/gardener/kanagawa/city/yokohama-shi-aoba-ku?currentPage=1&pageSize=6',
  ],
  group: [
    ...inPrefecture('kanagawa'),
    ...placeOfList('kanagawa', 'cityGroup=yokohama-north'),
    ...prefectureWide('kanagawa'),
    `${P}/pros-by-job-and-city-group?cityGroup=yokohama-north&jobType=gardener&language=ja&prefecture=kanagawa&size=10&skip=0`,
    '/case-studies/job-type/gardener/kanagawa/cityGroup/yokohama-north?currentPage=1&pageSize=6',
  ],
  groupCity: [
    ...inPrefecture('kanagawa'),
    ...placeOfList('kanagawa', `city=yokohama-shi-aoba-ku&excludeCities=${groupNeighbours}`),
    ...cityWide('kanagawa', 'yokohama-shi-aoba-ku'),
    `${P}/pros-by-job-prefecture-and-city-not-nearby-cities?city=yokohama-shi-aoba-ku` +
      `&excludeCities=${groupNeighbours}` +
      '&jobType=gardener&language=ja&prefecture=kanagawa&size=10&skip=0',
    '/case-studies/job-type/gardener/kanagawa/city/yokohama-shi-aoba-ku' +
      `?currentPage=1&excludeCities=${groupNeighbours}&pageSize=6`,
  ],
  city: [
    ...inPrefecture('tokyo'),
    ...placeOfList('tokyo', 'city=shibuya-ku'),
    ...cityWide('tokyo', 'shibuya-ku'),
    `${P}/pros-by-job-prefecture-and-city?city=shibuya-ku&jobType=gardener&language=ja&prefecture=tokyo&size=10&skip=0`,
    '/case-studies/job-type/gardener/tokyo/city/shibuya-ku?currentPage=1&pageSize=6',
  ],
};

describe('the calls of each marketing page kind', () => {
  it.each(Object.keys(pagesByKind) as (keyof typeof pagesByKind)[])('%s page', async (kind) => {
    expect(await callsOf(pagesByKind[kind])).toEqual([...everyPage, ...expected[kind]].sort());
  });

  it('sends the URL filters to the pro list and only there', async () => {
    const calls = await callsOf(pagesByKind.city, {
      priceRange: '5000-0',
      day: 'sat',
      time: 'morning',
      matchingCriteria: 'style.japanese',
    });
    const withFilters = calls.filter((call) => call.includes('day=sat'));
    expect(withFilters).toEqual([
      `${P}/pros-by-job-prefecture-and-city?city=shibuya-ku&day=sat&jobType=gardener&language=ja` +
        '&matchingCriteriaFilter=style.japanese&prefecture=tokyo&priceRange=5000-0&size=10&skip=0&time=morning',
    ]);
  });

  it('opens at ?page=3 with the skip of page 3', async () => {
    const calls = await callsOf(pagesByKind.jobType, { page: 3 });
    expect(calls.filter((call) => call.startsWith(`${P}/`) && !call.includes('pros-count'))).toEqual([
      `${P}/pros-by-job?jobType=gardener&language=ja&size=10&skip=20`,
    ]);
  });
});

describe('the pro list', () => {
  it('appends pages with their page number until the total is reached', async () => {
    const { api, log } = recordingClient();
    const queryClient = fresh();
    const page = await pageAt('home/cleaning/house-cleaning');
    const options = prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'));
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.totalPros;
    expect(total).toBe(
      fixtures.pros.filter((pro) => pro.profile.jobTypeIds.includes('house-cleaning')).length,
    );
    const pageCount = Math.ceil(total / 10);
    const all = await queryClient.fetchInfiniteQuery({ ...options, pages: pageCount });
    const items = all.pages.flatMap((answer) => answer.pros);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    expect(items.map((item) => item.page)).toEqual(
      Array.from({ length: total }, (_, index) => Math.floor(index / 10) + 1),
    );
    expect(options.getNextPageParam(all.pages.at(-1)!, all.pages, pageCount, [])).toBeUndefined();
    expect(log.filter((call) => call.includes('skip='))).toContain(
      `${P}/pros-by-job?jobType=house-cleaning&language=ja&size=10&skip=${(pageCount - 1) * 10}`,
    );
  });

  it('asks for 20 on the first page of roof construction in Tokyo', async () => {
    const { api, log } = recordingClient();
    const page = await pageAt('home/reform/roof-construction/tokyo');
    const answer = await fresh().fetchInfiniteQuery(
      prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja')),
    );
    expect(log).toEqual([
      `${P}/pros-by-prefecture-and-job?jobType=roof-construction&language=ja&prefecture=tokyo&size=20&skip=0`,
    ]);
    expect(answer.pages[0]!.pros.length).toBe(Math.min(20, answer.pages[0]!.totalPros));
  });

  it('a filter is a new list: its own key, and the mock answers only matching pros', async () => {
    const page = await pageAt('home/reform/roof-construction');
    const api = apiClient();
    const plain = prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'));
    const filtered = prosInfiniteQueryOptions(
      api,
      proListRequest(page, { matchingCriteria: 'workType.paint' }, 'ja'),
    );
    expect(filtered.queryKey).not.toEqual(plain.queryKey);
    const answer = await fresh().fetchInfiniteQuery(filtered);
    const painters = fixtures.pros.filter(
      (pro) =>
        pro.profile.jobTypeIds.includes('roof-construction') &&
        (pro.matchingCriteria.workType ?? []).includes('paint'),
    );
    expect(answer.pages[0]!.totalPros).toBe(painters.length);
    expect(
      answer.pages[0]!.pros.every((pro) => painters.some((painter) => painter.profile.id === pro.id)),
    ).toBe(true);
  });

  it('a forced 400 fails the list (the section shows an error with a retry), not swallowed', async () => {
    const page = await pageAt(pagesByKind.jobType);
    const api = apiClient({ prefer: { listProsByJob: 'code=400' } });
    await expect(
      fresh().fetchInfiniteQuery(prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'))),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('a forced empty example is an empty list with total 0', async () => {
    const page = await pageAt(pagesByKind.jobType);
    const api = apiClient({ prefer: { listProsByJob: 'example=empty' } });
    const answer = await fresh().fetchInfiniteQuery(
      prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja')),
    );
    expect(answer.pages[0]).toMatchObject({ pros: [], totalPros: 0, pageNumber: 1 });
  });
});

describe('case studies', () => {
  it('come 6 a page with the total, and the next page appends', async () => {
    const queryClient = fresh();
    const options = caseStudiesInfiniteQueryOptions(apiClient(), { jobTypeId: 'house-cleaning' }, 'ja');
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.totalCaseStudies;
    expect(total).toBeGreaterThan(6);
    expect(first.pages[0]!.caseStudies).toHaveLength(6);
    const two = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    const ids = two.pages.flatMap((answer) => answer.caseStudies.map((study) => study.id));
    expect(ids).toHaveLength(Math.min(12, total));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('§8 fallbacks of the content factories', () => {
  it('newest reviews: swallowed with none and reported', async () => {
    const api = apiClient({ prefer: { listNewestReviewsByJobTypeAndPrefecture: 'code=500' } });
    expect(
      await fresh().fetchQuery(newestReviewsQueryOptions(api, 'gardener', { prefecture: 'tokyo' }, 'ja')),
    ).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('popular requests and internal blog posts: swallowed with none, not reported', async () => {
    const api = apiClient({
      prefer: { listPopularRequests: 'code=500', listInternalBlogPostsByJobType: 'code=500' },
    });
    const place = { jobTypeId: 'gardener', prefectureKey: 'tokyo' };
    expect(await fresh().fetchQuery(popularRequestsQueryOptions(api, place, 'ja'))).toEqual([]);
    expect(await fresh().fetchQuery(internalBlogPostsQueryOptions(api, 'gardener', true, 'ja'))).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('popular pricing items: swallowed with none', async () => {
    const api = apiClient({ prefer: { getPopularPricingItems: 'code=400' } });
    expect(
      await fresh().fetchQuery(popularPricingItemsQueryOptions(api, { jobTypeId: 'gardener' }, 'ja')),
    ).toEqual([]);
  });

  it('pro blog posts are not swallowed: the section shows its error', async () => {
    const api = apiClient({ prefer: { listProBlogPostsByJobType: 'code=404' } });
    await expect(fresh().fetchQuery(proBlogPostsQueryOptions(api, 'gardener', 'ja'))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('without failures the same factories answer the fixture content', async () => {
    const api = apiClient();
    const reviews = await fresh().fetchQuery(newestReviewsQueryOptions(api, 'house-cleaning', {}, 'ja'));
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.jobTypeId === 'house-cleaning')).toBe(true);
    const costGuides = await fresh().fetchQuery(
      internalBlogPostsQueryOptions(api, 'house-cleaning', true, 'ja'),
    );
    expect(costGuides.every((post) => post.isCostTag)).toBe(true);
  });
});

describe('reviews of one rating', () => {
  it('page through the job type reviews of that rating, appended, with the exact query', async () => {
    const { api, log } = recordingClient();
    const queryClient = fresh();
    const options = reviewsByRatingInfiniteQueryOptions(api, 'house-cleaning', 5, 'ja');
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.total;
    expect(total).toBe(first.pages[0]!.counts['5']);
    const pages = Math.max(1, Math.ceil(total / first.pages[0]!.list.length));
    const all = await queryClient.fetchInfiniteQuery({ ...options, pages });
    const reviews = all.pages.flatMap((page) => page.list);
    expect(reviews).toHaveLength(total);
    expect(reviews.every((review) => review.rating === 5 && review.jobTypeId === 'house-cleaning')).toBe(
      true,
    );
    expect(options.getNextPageParam(all.pages.at(-1)!, all.pages, pages, [])).toBeUndefined();
    expect(log[0]).toBe('/pro-feedbacks/get-by-job-type/house-cleaning?page=1&rate=5');
  });

  it('a failure is swallowed with an empty page and reported (§8)', async () => {
    const api = apiClient({ prefer: { listReviewsByJobType: 'code=500' } });
    const answer = await fresh().fetchInfiniteQuery(
      reviewsByRatingInfiniteQueryOptions(api, 'house-cleaning', 4, 'ja'),
    );
    expect(answer.pages[0]).toMatchObject({ list: [], total: 0 });
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
