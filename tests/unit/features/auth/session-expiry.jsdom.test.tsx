// @vitest-environment jsdom
// A session the server ends while the visitor is on the site (a call's token refused): on a page only
// signed-in users see (the real `_auth` layout) the sign-in page takes that page's place, returns to
// it (path, search, language) and says why; on a public page only the header changes; the visitor's
// own sign-out is no expiry. The real sign-in route, under a root like the app's (lang kept, /en rewrite).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  retainSearchParams,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import type { ApiClient } from '../../../../src/api';
import { languageRewrite } from '../../../../src/app/language-rewrite';
import { createAuthSession } from '../../../../src/features/auth/session';
import type { AuthSession } from '../../../../src/features/auth/store';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { Route as SignedInOnlyRoute } from '../../../../src/routes/_auth';
import { Route as SignInRoute } from '../../../../src/routes/sign-in';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

const { user, auth } = buildDataset().sessions.client;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A session signed in from stored auth, on an API that answers the user. */
async function signedInSession(): Promise<AuthSession> {
  localStorage.setItem('auth', JSON.stringify({ ...auth, expires: Date.now() + 3_600_000 }));
  const api = { GET: vi.fn(async () => ({ data: user })) } as unknown as ApiClient;
  const session = createAuthSession({ api });
  await session.ready;
  expect(session.store.getState().isAuthenticated).toBe(true);
  return session;
}

/** The app's routes that matter here, at `entries` (the last one current), with `session`. */
async function appAt(entries: string[], session: AuthSession, language: 'ja' | 'en') {
  const i18n = createI18n(language, resources);
  const root = createRootRouteWithContext<Record<string, unknown>>()({
    validateSearch: (search: Record<string, unknown>) =>
      search.lang === 'en' ? { lang: 'en' as const } : {},
    search: { middlewares: [retainSearchParams(['lang'])] },
    beforeLoad: ({ search }) => ({ language: search.lang === 'en' ? 'en' : 'ja' }),
    component: () => <Outlet />,
  });
  // The route files, placed as the generated route tree places them.
  const signedInOnly = SignedInOnlyRoute.update({
    id: '/_auth',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const signIn = SignInRoute.update({
    id: '/sign-in',
    path: '/sign-in',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const account = createRoute({
    getParentRoute: () => signedInOnly,
    path: '/account',
    component: () => <h1>account page</h1>,
  });
  const start = createRoute({
    getParentRoute: () => root,
    path: '/start',
    component: () => <h1>start page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([signedInOnly.addChildren([account]), signIn, start]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
    context: { auth: session, i18n, config: { publicHost: 'localhost', lineSignInUrl: undefined } },
    rewrite: languageRewrite,
  });
  await router.load();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const publicAddress = (router: Awaited<ReturnType<typeof appAt>>) =>
  `${router.history.location.pathname}${router.history.location.search}`;

describe('a session the server ends', () => {
  it.each([
    [
      'ja',
      ['/start', '/account?tab=password'],
      '/account?tab=password',
      'ログインの有効期限が切れました。もう一度ログインしてください。',
    ],
    [
      'en',
      ['/en/start', '/en/account?tab=password'],
      '/en/account?tab=password',
      'Your session has expired. Please sign in again.',
    ],
  ] as const)(
    'on a signed-in page (%s): the sign-in page takes its place, returns to it and says why',
    async (language, entries, here, message) => {
      const session = await signedInSession();
      const router = await appAt([...entries], session, language);
      expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();

      session.tokenRefused(auth.token);

      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(publicAddress(router)).toBe(
        `${language === 'en' ? '/en' : ''}/sign-in?redirect=${encodeURIComponent(here)}`,
      );
      expect(await screen.findByText(message)).toBeTruthy();
      // In place of the page: Back leads to the page before it, not to a page that sends to sign in again.
      expect(router.history.length).toBe(entries.length);
      router.history.back();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    },
  );

  it('on a public page: the visitor stays, signed out', async () => {
    const session = await signedInSession();
    const router = await appAt(['/start'], session, 'ja');
    expect(await screen.findByRole('heading', { name: 'start page' })).toBeTruthy();
    session.tokenRefused(auth.token);
    expect(session.store.getState().isAuthenticated).toBe(false);
    // Given the time a navigation would take, none happens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publicAddress(router)).toBe('/start');
    expect(screen.getByRole('heading', { name: 'start page' })).toBeTruthy();
  });

  it('the visitor’s own sign-out on a signed-in page is no expiry (the header’s sign-out leads on itself)', async () => {
    const session = await signedInSession();
    const router = await appAt(['/account'], session, 'ja');
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    await session.logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publicAddress(router)).toBe('/account');
  });

  it('the sign-in page reached later from a public page says why too', async () => {
    const session = await signedInSession();
    const router = await appAt(['/start'], session, 'en');
    session.tokenRefused(auth.token);
    await router.navigate({ to: '/sign-in' });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });
});
