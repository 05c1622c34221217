// @vitest-environment jsdom
// A job-type page reads exactly what its route's loader prefetched, with the same arguments: the
// count, the pro list and the categories (page-queries.ts), and every section below the list,
// whose queries come from their own module (section-queries.ts) loaded with the sections. After
// the loader, rendering the page adds no query to the cache but the link blocks' (they load after
// the first paint, by themselves): a section asking with other arguments would be a query of its
// own, and a call of its own, its data not the one the server's HTML was rendered with.
import { cleanup, configure, waitFor } from '@testing-library/react';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { MarketingPage } from '../../../../src/features/marketing/components/MarketingPage';
import { linkQueries } from '../../../../src/features/marketing/links';
import { loadPageData } from '../../../../src/features/marketing/load';
import type { ListingSearch } from '../../../../src/features/marketing/search';
import { pageAt, pagesByKind } from '../../../helpers/marketing-pages';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

// The pricing section reads an experiment's variant; the control shows until it is known.
vi.mock('../../../../src/hooks/use-variant', () => ({ useVariant: () => undefined }));

beforeEach(() => {
  // jsdom has no scrolling (the router restores the scroll position on a page's first render).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

/** Lists long enough for page 2 of the pros and of the case studies; every other call answers nothing. */
function fakeApi() {
  const GET = vi.fn(async (path: string) => {
    if (path.startsWith('/pro-location-jobtype-ref/pros-by')) return { data: { pros: [], totalPros: 30 } };
    if (path.startsWith('/case-studies/job-type')) return { data: { caseStudies: [], totalCaseStudies: 20 } };
    // The internal articles' flag is on: its two calls are the loader's too.
    if (path === '/feature-flags/{flagName}') return { data: { enabledByC1: true } };
    return { data: undefined };
  });
  return { GET } as unknown as ApiClient;
}

const keysOf = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);

describe('a job-type page reads what its loader prefetched', () => {
  it.each([
    [pagesByKind.jobType, {}],
    [pagesByKind.city, {}],
    [pagesByKind.groupCity, { day: 'sat', matchingCriteria: 'frequency.weekly' }],
    [pagesByKind.majorCity, { page: 2, caseStudyPage: 2 }],
  ] as [string, ListingSearch][])('%s %j', async (splat, search) => {
    const page = await pageAt(splat);
    const api = fakeApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const { request, content, outOfRange } = await loadPageData(page, search, {
      queryClient,
      api,
      language: 'ja',
    });
    expect(outOfRange).toBeUndefined();
    await content;
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const prefetched = new Set(keysOf(queryClient));

    const { container } = await renderUi(
      <MarketingPage resolution={page} language="ja" search={search} request={request} />,
      { api, queryClient, url: `/${splat}` },
    );
    // Every section's code and data in (no skeleton left), the link blocks' too.
    await waitFor(() => {
      expect(container.querySelector('[data-testid="link-blocks"]')).not.toBeNull();
      expect(container.querySelectorAll('.skeleton')).toHaveLength(0);
    });

    const links = linkQueries(api, page, 'ja');
    const linkKeys = new Set(
      [
        links.prefectures,
        links.related,
        links.category,
        links.categories,
        ...Object.values(links.below ?? {}),
      ]
        .filter((options) => typeof options === 'object')
        .map((options) => hashKey(options.queryKey)),
    );
    const added = keysOf(queryClient).filter((key) => !prefetched.has(key) && !linkKeys.has(key));
    expect(added).toEqual([]);
    // The sections did render from the cache: reviews, case studies, pricing, requests, articles, …
    expect(container.querySelectorAll('section.marketing-section').length).toBeGreaterThanOrEqual(8);
  });
});
