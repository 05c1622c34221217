// @vitest-environment jsdom
// A session the server ends while the visitor is on the site (a call's token refused): on a page only
// signed-in users see (the real `_auth` layout) the sign-in page takes that page's place, returns to
// it (path, search, language) and says why; on a public page only the header changes; the visitor's
// own sign-out is no expiry. The real sign-in route, under a root like the app's (lang kept, /en rewrite).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import type { ApiClient } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import type { AuthSession } from '../../../../src/features/auth/store';
import { addressOf, sessionApp } from '../../../helpers/session-app';

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

/** The app at `entries` (the last one current), with `session`, rendered once its router has loaded. */
async function appAt(entries: string[], session: AuthSession, language: 'ja' | 'en') {
  const { router, show } = sessionApp(entries, session, { language });
  await router.load();
  show();
  return router;
}

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
      expect(addressOf(router)).toBe(
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
    expect(addressOf(router)).toBe('/start');
    expect(screen.getByRole('heading', { name: 'start page' })).toBeTruthy();
  });

  it('the visitor’s own sign-out on a signed-in page is no expiry (the header’s sign-out leads on itself)', async () => {
    const session = await signedInSession();
    const router = await appAt(['/account'], session, 'ja');
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    await session.logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(addressOf(router)).toBe('/account');
  });

  it('the sign-in page reached later from a public page says why too', async () => {
    const session = await signedInSession();
    const router = await appAt(['/start'], session, 'en');
    session.tokenRefused(auth.token);
    await router.navigate({ to: '/sign-in' });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });
});
