import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { lazy, Suspense } from 'react';
import { MarketingPage } from '../features/marketing/components/MarketingPage';
import { loadPageData, resolveWithQueries } from '../features/marketing/load';
import {
  LISTING_KEYS,
  onlySearchKeys,
  parseListingSearch,
  redirectSearch,
  sameListSearch,
} from '../features/marketing/search';
import { ensureResources } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import { RequestBar, RequestButton } from '../features/new-request/container/RequestHost';
import { categoryTreeQueryOptions, jobCategoriesQueryOptions, jobTypeSummariesQueryOptions } from '../api';

// Every marketing URL: /{categories…}[/{jobTypeId}[/{prefecture}[/{cityOrGroupOrMajorCity}[/{city}]]]].
// Anything else under / that no other route takes is not found.
// Category pages are the rarer kind: in the browser their component loads on demand; the server
// has it at hand, so the category page is in the first HTML, not streamed after it.
// (A static import for the server would pull the page into the browser's route chunk as well: the
// server's is awaited here, once, when the module loads.)
const CategoryPage = import.meta.env.SSR
  ? (await import('../features/marketing/components/CategoryPage')).CategoryPage
  : lazy(() =>
      import('../features/marketing/components/CategoryPage').then((module) => ({
        default: module.CategoryPage,
      })),
    );

/**
 * What a link to a marketing page carries from the current search: the language, the request
 * form's parameters (the root's) and the listing's. Tracking parameters and junk stay in the
 * address the visitor came with and go no further.
 */
const PAGE_SEARCH_KEYS = ['lang', 'request', 'requestIn', 'requestPro', ...LISTING_KEYS];

export const Route = createFileRoute('/$')({
  validateSearch: parseListingSearch,
  search: { middlewares: [onlySearchKeys(PAGE_SEARCH_KEYS)] },
  // The language is a dependency: switching it loads the page again in that language; so are the
  // listing parameters (each combination is its own list).
  loaderDeps: ({ search }) => ({
    page: search.page,
    caseStudyPage: search.caseStudyPage,
    lang: search.lang,
    priceRange: search.priceRange,
    day: search.day,
    time: search.time,
    matchingCriteria: search.matchingCriteria,
    pricingItem: search.pricingItem,
  }),
  loader: async ({ params, deps: listing, context: { queryClient, api, language, i18n } }) => {
    const deps = { queryClient, api, language };
    // The page's texts load beside its resolution (a path that is not found does not need them,
    // and their failure is only the page's when it is one).
    const texts = ensureResources(i18n, language, ['common', 'marketing']);
    texts.catch(() => undefined);
    const resolution = await resolveWithQueries(params._splat ?? '', deps);
    switch (resolution.type) {
      case 'notFound':
        throw notFound();
      case 'redirect':
        // A moved page (a wrong category, a grouped city): permanent, so search engines follow it.
        // The visitor's filters go along (and the page numbers, when it is the same list).
        throw redirect({
          to: '/$',
          params: { _splat: resolution.to.slice(1) },
          search: (previous) => redirectSearch(previous, resolution.sameList),
          replace: true,
          statusCode: 301,
        });
      case 'category':
        await Promise.all([
          queryClient.ensureQueryData(categoryTreeQueryOptions(api, language)),
          texts,
          // On the server the page's heading and lists are in the first HTML (in the browser the
          // page reads these itself as it renders).
          ...(import.meta.env.SSR
            ? [
                queryClient.ensureQueryData(jobCategoriesQueryOptions(api, language)),
                queryClient.ensureQueryData(jobTypeSummariesQueryOptions(api, 'clientRequest', language)),
              ]
            : []),
        ]);
        return { page: pageInfo('category'), language, resolution };
      case 'page': {
        const [{ request, outOfRange }] = await Promise.all([
          loadPageData(resolution, parseListingSearch(listing), deps),
          texts,
        ]);
        // A page past the list's end: its last page instead. Temporary, as the list may grow back.
        if (outOfRange)
          throw redirect({
            to: '/$',
            params: { _splat: params._splat ?? '' },
            search: (previous) => sameListSearch(previous, outOfRange),
            replace: true,
            statusCode: 302,
          });
        return {
          page: pageInfo(resolution.place.kind, { jobTypeId: resolution.jobType.id }),
          language,
          resolution,
          request,
        };
      }
    }
  },
  component: function Marketing() {
    const data = Route.useLoaderData();
    const search = Route.useSearch();
    if (data.resolution.type === 'category')
      return (
        <Suspense fallback={null}>
          <CategoryPage categories={data.resolution.categories} language={data.language} />
        </Suspense>
      );
    if (data.resolution.type !== 'page' || !data.request) return null;
    const { place, jobType } = data.resolution;
    const where = place.prefecture && [place.prefecture.key, place.city?.key].filter(Boolean).join('/');
    return (
      <MarketingPage
        resolution={data.resolution}
        language={data.language}
        search={search}
        request={data.request}
        requestAction={
          <>
            <RequestButton jobTypeId={jobType.id} where={where} />
            <RequestBar jobTypeId={jobType.id} where={where} />
          </>
        }
      />
    );
  },
  errorComponent: ErrorState,
});
