// @vitest-environment jsdom
// `?activePage=` on the notification targets as the router reads and rewrites it (finding 10 of the
// signed-in audit): a repeated parameter (`?activePage=message&activePage=x`) was read as no
// `activePage` (the messages note went) and the address was rewritten with it as a JSON array
// (`?activePage=%5B%22message%22%2C%22x%22%5D`). Now the first valid value is read, and the address
// the router settles on holds it alone; a value the page does not know goes from the address.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  retainSearchParams,
  type ParsedLocation,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { activePageSearch } from '../../../src/features/notifications/target-search';

const PATH = '/request/req-0003/apply/apl-0003';

/** The app's root search (its `lang`) above a notification target, as the app's router has them. */
async function loaded(search: string) {
  const root = createRootRoute({
    validateSearch: (raw: Record<string, unknown>) => (raw.lang === 'en' ? { lang: 'en' as const } : {}),
    search: { middlewares: [retainSearchParams(['lang'])] },
  });
  const target = createRoute({
    getParentRoute: () => root,
    path: '/request/$requestId/apply/$applyId',
    validateSearch: activePageSearch,
  });
  const router = createRouter({
    routeTree: root.addChildren([target]),
    history: createMemoryHistory({ initialEntries: [`${PATH}${search}`] }),
    // In the browser, as these pages load (their layout is not rendered on the server).
    isServer: false,
  });
  await router.load();
  // The address the router puts in the bar once the page shows (its Transitioner builds it so).
  const settled = (router.buildLocation as unknown as (options: Record<string, unknown>) => ParsedLocation)({
    to: router.latestLocation.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  });
  const read = router.state.matches.at(-1)!.search as Record<string, unknown>;
  return { read, address: decodeURIComponent(settled.publicHref) };
}

describe('?activePage on a notification target', () => {
  it.each([
    ['?activePage=message&activePage=x', 'message'],
    ['?activePage=x&activePage=message', 'message'],
    ['?activePage=message&activePage=message', 'message'],
  ])('%s is read as activePage=%s, and the address says it once', async (search, value) => {
    const { read, address } = await loaded(search);
    expect(read.activePage).toBe(value);
    expect(address).toBe(`${PATH}?activePage=${value}`);
  });

  it.each(['?activePage=x', '?activePage=x&activePage=y', '?activePage=%5B%5D', '?activePage=1'])(
    '%s is no activePage, and goes from the address',
    async (search) => {
      const { read, address } = await loaded(search);
      expect(read.activePage).toBeUndefined();
      expect(address).toBe(PATH);
    },
  );

  it('keeps the language and the plain forms as they were', async () => {
    expect((await loaded('?lang=en&activePage=message&activePage=x')).address).toBe(
      `${PATH}?lang=en&activePage=message`,
    );
    expect(await loaded('?activePage=message')).toEqual({
      read: { activePage: 'message' },
      address: `${PATH}?activePage=message`,
    });
    expect(await loaded('')).toEqual({ read: {}, address: PATH });
  });
});
