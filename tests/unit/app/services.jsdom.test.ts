// @vitest-environment jsdom
// The browser's services (createServices): the session's lifecycle loads in its own chunk
// (browser-session.ts, replaced here so the test holds its loading), started at once. Meanwhile the
// API client sends the stored session's token, and a call refused with it ends that session once the
// lifecycle has loaded; the lifecycle gets the landing URL's search as the page started with it.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AuthSession, AuthStore } from '../../../src/features/auth/store';
import { createBrowserSession } from '../../../src/app/browser-session';
import { createServices } from '../../../src/app/services';
import { readConfig } from '../../../src/lib/config';

vi.mock('../../../src/app/browser-session', () => ({ createBrowserSession: vi.fn() }));
vi.mock('../../../src/lib/monitoring', () => ({
  deferredAnalytics: () => ({ trackConversion: vi.fn(), trackExposure: vi.fn() }),
  deferredExperiments: () => () => new Promise(() => undefined),
  reportError: vi.fn(),
}));

const TOKEN = 'tok-stored';
const config = { ...readConfig({ DEV: false } as never, window.location), apiBaseUrl: 'http://api.test' };

/** A lifecycle of the store it is given, whose calls the test sees. */
function fakeSession(store: AuthStore) {
  return {
    store,
    ready: Promise.resolve(),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    signIn: vi.fn(async () => undefined),
    signInWithSocial: vi.fn(async () => undefined),
    adopt: vi.fn(async () => 'uid'),
    userSaved: vi.fn(),
    tokenRefused: vi.fn(),
  } satisfies AuthSession;
}

let created: ReturnType<typeof fakeSession>[];
beforeEach(() => {
  created = [];
  localStorage.clear();
  localStorage.setItem('auth', JSON.stringify({ token: TOKEN, uid: 'u-1', expires: Date.now() + 3_600_000 }));
  window.history.replaceState(null, '', '/start?utm_source=mail');
  vi.mocked(createBrowserSession).mockImplementation(({ store }) => {
    const session = fakeSession(store);
    created.push(session);
    return session;
  });
});
afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('sends the stored token before the lifecycle has loaded; a call refused with it is told to the lifecycle once loaded', async () => {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request);
      return new Response('{"error":{"code":"UNAUTHORIZED","message":"no"}}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const services = createServices(config, 'ja');
  expect(services.auth.store.getState()).toMatchObject({ isLoadingAuth: true, token: TOKEN });
  const failure = await services.api
    .GET('/users/{id}', { params: { path: { id: 'u-1' } } })
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 401 });
  expect(sent[0]?.headers.get('x-access-token')).toBe(TOKEN);

  await services.auth.ready;
  expect(created).toHaveLength(1);
  expect(created[0]!.tokenRefused).toHaveBeenCalledWith(TOKEN);
});

it('loads the lifecycle once, at once, with the app’s client, store and the landing URL’s search', async () => {
  const services = createServices(config, 'ja');
  // The address changes before the lifecycle has loaded: the landing's search is what it keeps.
  window.history.replaceState(null, '', '/start');
  await services.auth.ready;
  expect(createBrowserSession).toHaveBeenCalledTimes(1);
  expect(createBrowserSession).toHaveBeenCalledWith(
    expect.objectContaining({
      api: services.api,
      store: services.auth.store,
      queryClient: services.queryClient,
      i18n: services.i18n,
      landingSearch: '?utm_source=mail',
    }),
  );
  await services.auth.logout();
  expect(created[0]!.logout).toHaveBeenCalledTimes(1);
});
