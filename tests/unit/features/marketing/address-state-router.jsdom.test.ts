// @vitest-environment jsdom
// A marketing page's address as the router reads it (in the browser, as the app's router is made):
// a bad page number is no page, never the raw value the root's search still holds (the router
// merges a route's search over the raw address); links built from the current search (the request
// button, the language switch) carry only what the page reads, while the address the visitor came
// with — the one the server compares the request with — keeps its tracking parameters.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  retainSearchParams,
  type ParsedLocation,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { LISTING_KEYS, onlySearchKeys, parseListingSearch } from '../../../../src/features/marketing/search';

/**
 * A router shaped like the app's: the root keeps `lang` on links and parses only its own keys; the
 * marketing splat route parses the listing and lets links carry only what the page reads.
 */
function appLikeRouter(url: string, { isServer = false } = {}) {
  const root = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => ({
      ...(search.lang === 'en' ? { lang: 'en' as const } : {}),
      ...(typeof search.request === 'string' ? { request: search.request } : {}),
    }),
    search: { middlewares: [retainSearchParams(['lang'])] },
  });
  const splat = createRoute({
    getParentRoute: () => root,
    path: '$',
    validateSearch: parseListingSearch,
    search: { middlewares: [onlySearchKeys(['lang', 'request', ...LISTING_KEYS])] },
  });
  const router = createRouter({
    routeTree: root.addChildren([splat]),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer,
  });
  return router;
}

/**
 * `router.buildLocation` with the options as the router's own code passes them (the server's check
 * of the requested address builds it from its pathname, `search: true`), untyped: this router is
 * not the app's registered one.
 */
const build = (router: ReturnType<typeof appLikeRouter>, options: Record<string, unknown>) =>
  (router.buildLocation as unknown as (options: Record<string, unknown>) => ParsedLocation)(options);

const TOKYO = '/home/cleaning/house-cleaning/tokyo';

describe('the router and the listing search', () => {
  const BAD = [
    'abc',
    '%7B%7D',
    '2%00',
    '0',
    '-1',
    'true',
    '%5B%5D',
    '1.5',
    '2&page=3',
    '99999999999999999999',
  ];

  it.each(BAD)('in the browser, the page reads ?page=%s (and ?caseStudyPage=) as no page', async (value) => {
    for (const key of ['page', 'caseStudyPage']) {
      const router = appLikeRouter(`${TOKYO}?day=sat&${key}=${value.replace('&page=', `&${key}=`)}`);
      await router.load();
      const search = router.state.matches.at(-1)!.search as Record<string, unknown>;
      expect(search[key]).toBeUndefined();
      expect(search.day).toBe('sat');
    }
  });

  it('the address the visitor came with keeps its tracking parameters (the server compares it with this)', async () => {
    const router = appLikeRouter(`${TOKYO}?utm_source=news&fbclid=ZZZ&day=sat&page=2`);
    await router.load();
    const canonical = build(router, {
      to: TOKYO,
      search: true,
      params: true,
      hash: true,
      state: true,
      _includeValidateSearch: true,
    });
    expect(canonical.searchStr).toBe('?utm_source=news&fbclid=ZZZ&day=sat&page=2');
  });

  it('a bad page number in the address is dropped from it (the server sends the visitor there)', async () => {
    const router = appLikeRouter(`${TOKYO}?page=abc&day=sat`);
    await router.load();
    const canonical = build(router, {
      to: TOKYO,
      search: true,
      params: true,
      hash: true,
      state: true,
      _includeValidateSearch: true,
    });
    expect(canonical.searchStr).toBe('?day=sat');
  });

  it('a link built from the current search (the request button, the language switch) carries no junk', async () => {
    const router = appLikeRouter(
      `${TOKYO}?utm_source=news&fbclid=ZZZ&gclid=G&junk=${'x'.repeat(50)}&day=sat&page=2&lang=en`,
    );
    await router.load();
    const requestButton = build(router, {
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, request: 'house-cleaning' }),
    });
    expect(requestButton.search).toEqual({ lang: 'en', day: 'sat', page: 2, request: 'house-cleaning' });
    const languageSwitch = build(router, {
      to: TOKYO,
      search: (previous: Record<string, unknown>) => ({ ...previous, lang: undefined }),
    });
    expect(languageSwitch.search).toEqual({ day: 'sat', page: 2 });
  });
});
