// @vitest-environment jsdom
// Leaving the sign-in page (src/features/auth/sign-in-exit.ts): the checked `redirect` in the sign-in
// page's language (an unsafe one never, even once the language is applied), in place of the sign-in
// page's history entry (Back does not lead to the form again), and a visitor already signed in sent on
// once the session is known — never before it has loaded, and not on a provider's return.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/api';
import { languageRewrite } from '../../../../src/app/language-rewrite';
import {
  leaveSignInPage,
  signInReturnPath,
  useLeaveWhenSignedIn,
} from '../../../../src/features/auth/sign-in-exit';
import { createAuthStore, signedOut, type AuthStore } from '../../../../src/features/auth/store';

afterEach(cleanup);

const ORIGIN = 'http://localhost:3000';

const client: User = {
  id: 'user-client-1',
  email: 'hanako@example.com',
  profile: { fullNameKanji: { last: '佐藤', first: '花子' }, isCompany: false },
  settings: { defaultLanguage: 'ja' },
  isItp: false,
  converted: false,
  proProfile: null,
  requestCount: 1,
  profileComplete: true,
  proRegistrationStep: null,
};

describe('signInReturnPath', () => {
  it.each([
    // The sign-in page's language wins: switched to English there, the return is English.
    ['/billing', 'en', '/en/billing'],
    ['/en/billing', 'en', '/en/billing'],
    // A /en/… redirect used from the Japanese sign-in page returns in Japanese.
    ['/en/billing', 'ja', '/billing'],
    ['/billing', 'ja', '/billing'],
    [
      '/home/cleaning/house-cleaning/tokyo?page=2#reviews',
      'en',
      '/en/home/cleaning/house-cleaning/tokyo?page=2#reviews',
    ],
    ['/', 'en', '/en'],
    ['/en', 'ja', '/'],
  ] as const)('%s from the %s sign-in page is %s', (redirect, language, expected) => {
    expect(signInReturnPath(redirect, language, ORIGIN)).toBe(expected);
  });

  it.each([
    // The sign-in page itself is no page to return to: its own `redirect` is, else none (the start).
    ['/sign-in?redirect=%2Faccount', 'ja', '/account'],
    ['/sign-in?redirect=/account%3Ftab%3Dpassword', 'en', '/en/account?tab=password'],
    ['/en/sign-in?redirect=%2Fen%2Faccount', 'en', '/en/account'],
    ['/en/sign-in?redirect=%2Fen%2Faccount', 'ja', '/account'],
    ['/sign-in/?redirect=%2Fbilling', 'ja', '/billing'],
    [`/sign-in?redirect=${encodeURIComponent('/sign-in?redirect=%2Fbilling')}`, 'ja', '/billing'],
  ] as const)(
    'the sign-in page %s from the %s sign-in page goes on to %s',
    (redirect, language, expected) => {
      expect(signInReturnPath(redirect, language, ORIGIN)).toBe(expected);
    },
  );

  it.each([
    '/sign-in',
    '/en/sign-in',
    '/sign-in?lang=en',
    '/sign-in?redirect=https%3A%2F%2Fevil.example',
    '/sign-in?redirect=%2F%2Fevil.example',
    // However deep the nesting, it ends: at some depth, at the start page.
    Array.from({ length: 12 }).reduce<string>(
      (inner) => `/sign-in?redirect=${encodeURIComponent(inner)}`,
      '/account',
    ),
  ])('the sign-in page %s with nothing safe to go on to is no page to return to', (redirect) => {
    expect(signInReturnPath(redirect, 'ja', ORIGIN)).toBeUndefined();
    expect(signInReturnPath(redirect, 'en', ORIGIN)).toBeUndefined();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    // Safe as it stands, but `/en` taken off leaves a protocol-relative URL: refused, not followed.
    '/en//evil.example',
    '/en/%2F%2Fevil.example',
    '/en/\\evil.example',
    undefined,
    '',
  ])('refuses %s in either language', (redirect) => {
    expect(signInReturnPath(redirect, 'ja', ORIGIN)).toBeUndefined();
    expect(signInReturnPath(redirect, 'en', ORIGIN)).toBeUndefined();
  });
});

/** A router on a memory history whose entries are `entries`, the last one current, with the /en rewrite. */
async function routerAt(entries: string[]) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
    rewrite: languageRewrite,
  });
  await router.load();
  return router;
}

describe('leaveSignInPage', () => {
  it('replaces the sign-in page’s entry: Back after signing in leads to the page before, not the form', async () => {
    const router = await routerAt(['/start', '/sign-in?redirect=%2Fhouse-cleaning']);
    leaveSignInPage(router.history, signInReturnPath('/house-cleaning', 'ja', ORIGIN), '/start', 'ja');
    expect(router.history.location.pathname).toBe('/house-cleaning');
    router.history.back();
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/start'));
    expect(router.history.location.pathname).not.toBe('/sign-in');
  });

  it('returns from the English sign-in page to the English page (the rewrite reads it as lang=en)', async () => {
    const router = await routerAt(['/en/sign-in?redirect=%2Fbilling']);
    leaveSignInPage(router.history, signInReturnPath('/billing', 'en', ORIGIN), '/start', 'en');
    expect(router.history.location.pathname).toBe('/en/billing');
    await router.load();
    expect(router.state.location.pathname).toBe('/billing');
    expect(router.state.location.search).toMatchObject({ lang: 'en' });
  });

  it('without a page to return to, goes to the fallback in the page’s language, also in place', async () => {
    const router = await routerAt(['/en/start', '/en/sign-in']);
    leaveSignInPage(router.history, undefined, '/start', 'en');
    expect(router.history.location.pathname).toBe('/en/start');
    leaveSignInPage(router.history, undefined, '/pro/onboarding', 'ja');
    expect(router.history.location.pathname).toBe('/pro/onboarding');
    expect(router.history.length).toBe(2);
  });
});

function Probe({ store, enabled, leave }: { store: AuthStore; enabled: boolean; leave: () => void }) {
  const signedIn = useLeaveWhenSignedIn(store, enabled, leave);
  return <p data-testid="probe">{signedIn ? 'signed-in' : 'form'}</p>;
}

describe('useLeaveWhenSignedIn', () => {
  it('sends a visitor already signed in on, once', async () => {
    const store = createAuthStore({ ...signedOut, currentUser: client, isAuthenticated: true });
    const leave = vi.fn();
    const view = render(<Probe store={store} enabled leave={leave} />);
    expect(view.getByTestId('probe').textContent).toBe('signed-in');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    view.rerender(<Probe store={store} enabled leave={leave} />);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('waits while the session loads, then goes on once it is known to be signed in', async () => {
    const store = createAuthStore({ ...signedOut, isLoadingAuth: true });
    const leave = vi.fn();
    const view = render(<Probe store={store} enabled leave={leave} />);
    expect(view.getByTestId('probe').textContent).toBe('form');
    // The token is known but the user is still loading: not yet.
    act(() => store.setState({ isAuthenticated: true }));
    expect(leave).not.toHaveBeenCalled();
    act(() => store.setState({ currentUser: client, isLoadingAuth: false }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(view.getByTestId('probe').textContent).toBe('signed-in');
  });

  it('leaves a signed-out visitor on the form, and does nothing on a provider’s return', () => {
    const leave = vi.fn();
    const view = render(<Probe store={createAuthStore()} enabled leave={leave} />);
    expect(view.getByTestId('probe').textContent).toBe('form');
    view.unmount();
    const signedIn = createAuthStore({ ...signedOut, currentUser: client, isAuthenticated: true });
    const returning = render(<Probe store={signedIn} enabled={false} leave={leave} />);
    expect(returning.getByTestId('probe').textContent).toBe('form');
    expect(leave).not.toHaveBeenCalled();
  });
});
