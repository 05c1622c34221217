// A marketing page's listing parameters and the links built from them: a bad page number is page 1
// (never `skip=NaN`); links to another state of the same list, to other places and to a moved page
// keep only the parameters they need (no tracking, paging or unknown keys). The router's side is in
// address-state-router.jsdom.test.ts.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PRO_PAGE_SIZE, type ApiClient } from '../../../../src/api';
import { proListRequest } from '../../../../src/features/marketing/listing';
import { pageQueries } from '../../../../src/features/marketing/page-queries';
import {
  LISTING_KEYS,
  MAX_PAGE,
  otherPlaceSearch,
  parseListingSearch,
  redirectSearch,
  sameListSearch,
} from '../../../../src/features/marketing/search';
import { pageAt, pagesByKind } from '../../../helpers/marketing-pages';

/** Bad page numbers as the router's parser gives them (`parseSearch` JSON-parses values). */
const BAD_PAGES: [string, unknown][] = [
  ['abc', 'abc'],
  ['{}', {}],
  ['2%00', '2\u0000'],
  ['0', 0],
  ['-1', -1],
  ['true', true],
  ['[]', []],
  ['[3]', [3]],
  ['1', 1],
  ['1.5', 1.5],
  ['page=2&page=3', [2, 3]],
  ['2%20', '2 '],
  ['empty', ''],
  ['1e20', 1e20],
  ['MAX_PAGE + 1', MAX_PAGE + 1],
  ['99999999999999999999 (a string)', '99999999999999999999'],
  ['null', null],
  ['Infinity', Infinity],
];

describe('a bad page number', () => {
  it.each(BAD_PAGES)('?page=%s is page 1, and so is ?caseStudyPage=', (_label, value) => {
    const parsed = parseListingSearch({ page: value, caseStudyPage: value, day: 'sat' });
    expect(parsed.page).toBeUndefined();
    expect(parsed.caseStudyPage).toBeUndefined();
    // Present, as undefined: it overrides the raw value the router merges in from the root's search.
    expect('page' in parsed && 'caseStudyPage' in parsed).toBe(true);
    expect(parsed.day).toBe('sat');
  });

  it.each([
    [2, 2],
    ['7', 7],
    [MAX_PAGE, MAX_PAGE],
  ])('a good page number %j is kept', (value, expected) => {
    expect(parseListingSearch({ page: value, caseStudyPage: value })).toEqual({
      page: expected,
      caseStudyPage: expected,
    });
  });

  it('gives every listing key, invalid ones undefined', () => {
    expect(Object.keys(parseListingSearch({ page: 'abc', utm_source: 'news' })).sort()).toEqual(
      [...LISTING_KEYS].sort(),
    );
  });

  it.each(BAD_PAGES)('?page=%s: the list asks the API for its first page (skip 0)', async (_label, value) => {
    const page = await pageAt(pagesByKind.prefecture);
    const search = parseListingSearch({ page: value });
    const request = proListRequest(page, search, 'ja');
    const GET = vi.fn(async () => ({ data: { pros: [], totalPros: 0 } }));
    const queries = pageQueries({ GET } as unknown as ApiClient, {
      page,
      request,
      startPage: search.page ?? 1,
      caseStudyPage: search.caseStudyPage,
      language: 'ja',
    });
    await new QueryClient().fetchInfiniteQuery(queries.pros);
    expect(GET).toHaveBeenCalledWith(
      '/pro-location-jobtype-ref/pros-by-prefecture-and-job',
      expect.objectContaining({
        params: { query: expect.objectContaining({ skip: 0, size: PRO_PAGE_SIZE }) as object },
      }),
    );
  });
});

describe('the search of each kind of link', () => {
  const current = {
    lang: 'en',
    day: 'sat',
    time: 'evening',
    priceRange: '5000-10000',
    matchingCriteria: 'frequency.weekly',
    pricingItem: 'pro-0001-house-cleaning-basic',
    page: 3,
    caseStudyPage: 2,
    utm_source: 'news',
    fbclid: 'ZZZ',
    gclid: 'G',
    request: 'house-cleaning',
    junk: 'x',
  };

  it('another place of the same job type keeps the filters only', () => {
    expect(otherPlaceSearch(current)).toEqual({
      lang: 'en',
      day: 'sat',
      time: 'evening',
      priceRange: '5000-10000',
      matchingCriteria: 'frequency.weekly',
    });
  });

  it('another place drops bad filter values too', () => {
    expect(otherPlaceSearch({ day: 'someday', time: 'night', page: 'abc' })).toEqual({ time: 'night' });
  });

  it('another state of the same list keeps the listing parameters and the change', () => {
    expect(sameListSearch(current, { page: 4 })).toEqual({
      lang: 'en',
      day: 'sat',
      time: 'evening',
      priceRange: '5000-10000',
      matchingCriteria: 'frequency.weekly',
      pricingItem: 'pro-0001-house-cleaning-basic',
      page: 4,
      caseStudyPage: 2,
    });
    expect(sameListSearch({ page: 2, day: 'sat' }, { page: undefined })).toEqual({ day: 'sat' });
  });

  it('a moved page keeps everything of the list when it is the same list', () => {
    expect(redirectSearch(current, true)).toEqual({
      lang: 'en',
      day: 'sat',
      time: 'evening',
      priceRange: '5000-10000',
      matchingCriteria: 'frequency.weekly',
      pricingItem: 'pro-0001-house-cleaning-basic',
      page: 3,
      caseStudyPage: 2,
    });
  });

  it('a page moved to another place keeps the filters, not the paging or the plan', () => {
    expect(redirectSearch(current, false)).toEqual({
      lang: 'en',
      day: 'sat',
      time: 'evening',
      priceRange: '5000-10000',
      matchingCriteria: 'frequency.weekly',
    });
  });
});
