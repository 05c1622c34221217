// Every call a marketing page of each kind makes (route resolution, the loader's pro count, pro
// list and content, the link blocks), recorded on the app's real client against the mock, with
// the exact query parameters; the URL's filters and page. How each module's factory pages, and
// its fallbacks, are tested in that module's own file (pro-listings, reviews, case-studies, …).
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { linkQueries } from '../../../src/features/marketing/links';
import { loadPageData, resolveWithQueries } from '../../../src/features/marketing/load';
import type { ListingSearch } from '../../../src/features/marketing/search';
import { pagesByKind } from '../../helpers/marketing-pages';
import { fresh, recording } from '../harness';

async function settle(queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000, interval: 20 });
}

/** What a page at `path` requests: resolution, loader and link blocks. */
async function callsOf(path: string, search: ListingSearch = {}) {
  const { api, calls: log } = recording();
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
  '/feature-flags/internalBlogFullRelease',
  '/job-types/gardener?format=full',
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
