// @vitest-environment jsdom
// Which of the app's links a screen reader announces as the current page: a link that only names a
// page (the header's category, a breadcrumb, a profile's job type) is current on that page whatever
// its query; a link that sets its own query (a list's other page, a filter or its reset, the request
// dialog) is current only when it leads to exactly the address shown.
import { cleanup, configure, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ProsByJobResponse } from '../../../src/api';
import { prosInfiniteQueryOptions } from '../../../src/api';
import { Link } from '../../../src/components/Link';
import { LoadBoundary } from '../../../src/features/marketing/components/Section';
import { ProFilters, ProList } from '../../../src/features/marketing/components/ProList';
import { proListRequest } from '../../../src/features/marketing/listing';
import type { ListingSearch } from '../../../src/features/marketing/search';
import { groupsOf, pageAt, pagesByKind } from '../../helpers/marketing-pages';
import { renderUi } from '../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TOKYO = 'home/cleaning/house-cleaning/tokyo';

/** The links a marketing page shows, each written as the page's components write it. */
function PageLinks() {
  return (
    <>
      <Link to="/$" params={{ _splat: TOKYO }}>
        this place
      </Link>
      <Link to="/$" params={{ _splat: 'home' }}>
        category
      </Link>
      <Link to="/$" params={{ _splat: TOKYO }} search={(previous) => ({ ...previous, page: undefined })}>
        first page
      </Link>
      <Link to="/$" params={{ _splat: TOKYO }} search={(previous) => ({ ...previous, page: 3 })}>
        next page
      </Link>
      <Link to="/$" params={{ _splat: TOKYO }} search={(previous) => ({ ...previous })}>
        this very address
      </Link>
      <Link to="/$" params={{ _splat: TOKYO }} search={(previous) => ({ lang: previous.lang })}>
        clear filters
      </Link>
      <Link
        to="/$"
        params={{ _splat: TOKYO }}
        search={(previous) => ({
          ...previous,
          pricingItem: 'pro-0001-house-cleaning-basic',
          page: undefined,
        })}
      >
        this plan
      </Link>
      <Link
        to="."
        search={(previous: Record<string, unknown>) => ({ ...previous, request: 'house-cleaning' })}
      >
        request
      </Link>
    </>
  );
}

const currentNames = (container: HTMLElement) =>
  [...container.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent);

describe('Link: the current page', () => {
  it('on a page of a list, marks the links that name the page, not the other page, a plan or the dialog', async () => {
    const { container } = await renderUi(<PageLinks />, { url: `/${TOKYO}?page=2` });
    expect(currentNames(container)).toEqual(['this place', 'this very address']);
    // The router's own marker follows the same rule.
    expect(within(container).getByText('first page').getAttribute('data-status')).toBeNull();
    expect(within(container).getByText('this place').getAttribute('data-status')).toBe('active');
  });

  it('on a filtered page, the filter reset and the next page are not the current page', async () => {
    const { container } = await renderUi(<PageLinks />, { url: `/${TOKYO}?day=sat` });
    expect(currentNames(container)).toEqual(['this place', 'first page', 'this very address']);
  });

  it('on the plain page, a link to it with a query of its own of nothing is the current page', async () => {
    const { container } = await renderUi(<PageLinks />, { url: `/${TOKYO}` });
    expect(currentNames(container)).toEqual([
      'this place',
      'first page',
      'this very address',
      'clear filters',
    ]);
  });

  it('a category link stays current on any page of the category', async () => {
    const { container } = await renderUi(<PageLinks />, { url: '/home?page=2' });
    expect(currentNames(container)).toEqual(['category']);
  });

  it('in English (the language kept in the query) the same links are current', async () => {
    const { container } = await renderUi(<PageLinks />, {
      url: `/en/${TOKYO}?page=2`,
      language: 'en',
      languageRewrite: true,
    });
    expect(currentNames(container)).toEqual(['this place', 'this very address']);
    expect(within(container).getByText('first page').getAttribute('href')).toBe(`/en/${TOKYO}`);
  });

  it("with the request dialog open, the dialog's link is the address shown", async () => {
    const { container } = await renderUi(<PageLinks />, { url: `/${TOKYO}?request=house-cleaning` });
    expect(currentNames(container)).toContain('request');
    expect(currentNames(container)).not.toContain('next page');
    expect(currentNames(container)).not.toContain('clear filters');
  });
});

describe('the pro list on its second page', () => {
  it('"previous page", "show more" and "clear filters" are not the current page', async () => {
    const SPLAT = pagesByKind.prefecture;
    const page = await pageAt(SPLAT);
    const search: ListingSearch = { page: 2, day: 'sat' };
    const request = proListRequest(page, search, 'ja', groupsOf('kanagawa'));
    const pros = Array.from({ length: 25 }, (_, index) => ({
      id: `pro-${index}`,
      slug: `pro-${index}`,
      shortId: `p${index}`,
      name: `プロ${index}`,
      location: { city: 'yokohama-shi', prefecture: 'kanagawa', title: '神奈川県横浜市' },
      reviewStatistics: { ratingValue: 0, reviewCount: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      jobTypeIds: [page.jobType.id],
    }));
    const GET = vi.fn(async (_path: string, init: { params: { query: { skip: number; size: number } } }) => ({
      data: {
        pros: pros.slice(init.params.query.skip, init.params.query.skip + init.params.query.size),
        totalPros: pros.length,
      } as ProsByJobResponse,
    }));
    const api = { GET } as unknown as ApiClient;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10_000 } as DOMRect);
    const { screen, container } = await renderUi(
      <>
        <ProFilters search={search} splat={SPLAT} jobType={page.jobType} language="ja" />
        <LoadBoundary skeleton={<p>loading</p>}>
          <ProList
            options={prosInfiniteQueryOptions(api, request, 2)}
            request={request}
            startPage={2}
            search={search}
            splat={SPLAT}
            language="ja"
            jobType={page.jobType}
            serviceName="神奈川県の庭師"
            canonicalUrl={`https://localhost/${SPLAT}`}
          />
        </LoadBoundary>
      </>,
      { url: `/${SPLAT}?page=2&day=sat`, api },
    );
    const previous = await screen.findByRole('link', { name: '前のページ' });
    expect(previous.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'さらに表示' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '条件をクリア' }).getAttribute('aria-current')).toBeNull();
    expect(container.querySelectorAll('a[aria-current]')).toHaveLength(0);
  });
});
