// The marketing route's moves, as its loader makes them (on the server they are the response's
// status and Location): a moved page (wrong categories, city grouping off) is a 301 that keeps the
// visitor's filters — and its page numbers when it is the same list; a page past its list's end is a
// 302 to the last page, with the filters. Neither carries tracking or unknown parameters on.
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { parseListingSearch } from '../../../../src/features/marketing/search';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { Route } from '../../../../src/routes/$';
import { dataset } from '../../../helpers/marketing-pages';

interface Totals {
  pros: number;
  caseStudies: number;
}

/** The API from the fixture data set, with the list totals given; the sections' calls never answer. */
function fakeApi({ pros, caseStudies }: Totals): ApiClient {
  const GET = vi.fn(async (path: string, init?: { params?: { path?: Record<string, string> } }) => {
    const at = init?.params?.path ?? {};
    switch (path) {
      case '/job-categories':
        return { data: dataset.jobCategories };
      case '/job-types/{id}':
        return { data: dataset.jobTypes.find((jobType) => jobType.id === at.id) };
      case '/location-prefectures/{id}':
        return { data: dataset.prefectures.find((prefecture) => prefecture.key === at.id) };
      case '/location-prefectures/{prefectureKey}/location-cities/{cityKey}':
        return {
          data: dataset.cities.find(
            (city) => city.key === at.cityKey && city.prefecture === at.prefectureKey,
          ),
        };
      case '/location-prefectures/{prefectureKey}/location-city-groups':
        return { data: dataset.cityGroups.filter((group) => group.prefecture === at.prefectureKey) };
      case '/feature-flags/{flagName}':
        return { data: { jobTypeIds: dataset.cityGroupingEnabledJobTypeIds } };
      case '/pro-location-jobtype-ref/pros-count':
        return { data: { count: pros } };
    }
    if (path.startsWith('/pro-location-jobtype-ref/pros-by')) return { data: { pros: [], totalPros: pros } };
    if (path.startsWith('/case-studies/job-type'))
      return { data: { caseStudies: [], totalCaseStudies: caseStudies } };
    return new Promise(() => undefined);
  });
  return { GET } as unknown as ApiClient;
}

type Loader = (context: unknown) => Promise<unknown>;
type LoaderDeps = (context: unknown) => Record<string, unknown>;

/** What the route's loader does with `splat` and the address's search `raw`: the move it throws, if any. */
async function moveOf(
  splat: string,
  raw: Record<string, unknown>,
  totals: Totals = { pros: 11, caseStudies: 11 },
) {
  const search = { ...raw, ...parseListingSearch(raw) };
  const deps = (Route.options.loaderDeps as LoaderDeps)({ search });
  const context = {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api: fakeApi(totals),
    language: 'ja',
    i18n: createI18n('ja', resources),
  };
  try {
    await (Route.options.loader as Loader)({ params: { _splat: splat }, deps, context });
    return undefined;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    const {
      to,
      params,
      search: next,
      statusCode,
    } = thrown.options as unknown as {
      to: string;
      params: { _splat: string };
      search: (previous: Record<string, unknown>) => Record<string, unknown>;
      statusCode: number;
    };
    return { to, splat: params._splat, search: next(search), statusCode };
  }
}

const VISITOR = { day: 'sat', time: 'evening', page: 2, caseStudyPage: 2, utm_source: 'news', fbclid: 'Z' };

describe('a moved marketing page', () => {
  it('wrong categories: 301 to the same list, with its filters and page numbers', async () => {
    expect(await moveOf('home/garden/house-cleaning/tokyo', VISITOR)).toEqual({
      to: '/$',
      splat: 'home/cleaning/house-cleaning/tokyo',
      search: { day: 'sat', time: 'evening', page: 2, caseStudyPage: 2 },
      statusCode: 301,
    });
  });

  it('a city group with grouping off: 301 to the prefecture, with the filters (another list: page 1)', async () => {
    expect(
      await moveOf('home/reform/roof-construction/kanagawa/yokohama-north', {
        ...VISITOR,
        lang: 'en',
        pricingItem: 'pro-0001-basic',
      }),
    ).toEqual({
      to: '/$',
      splat: 'home/reform/roof-construction/kanagawa',
      search: { lang: 'en', day: 'sat', time: 'evening' },
      statusCode: 301,
    });
  });

  it('a page past the end: 302 to the last page, with the filters', async () => {
    expect(await moveOf('home/cleaning/house-cleaning/tokyo', { ...VISITOR, page: 999 })).toEqual({
      to: '/$',
      splat: 'home/cleaning/house-cleaning/tokyo',
      search: { day: 'sat', time: 'evening', page: 2, caseStudyPage: 2 },
      statusCode: 302,
    });
  });

  it('a case-study page past the end: 302 to the first one when there is one page', async () => {
    const move = await moveOf(
      'home/cleaning/house-cleaning/tokyo',
      { caseStudyPage: 3 },
      { pros: 11, caseStudies: 6 },
    );
    expect(move).toEqual({
      to: '/$',
      splat: 'home/cleaning/house-cleaning/tokyo',
      search: {},
      statusCode: 302,
    });
  });

  it('a page of the list is no move', async () => {
    expect(await moveOf('home/cleaning/house-cleaning/tokyo', VISITOR)).toBeUndefined();
  });
});
