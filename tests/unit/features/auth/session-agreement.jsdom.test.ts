// @vitest-environment jsdom
// The page and the stored session agree:
// - a sign-in (email or LINE) whose credentials the server accepts but whose user then fails to load
//   stores nothing, leaves the visitor signed out, and fails with what really went wrong (no answer,
//   a rate limit, a server failure), not a made-up error that hides it;
// - a stored session that cannot be loaded for a reason other than a refused token (401) stays
//   stored, and the state says why (the signed-in pages show it with a retry), until a login succeeds;
// - a sign-out in another tab (the auth key removed from local storage) ends the session in this one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, NetworkError, type ApiClient, type User } from '../../../../src/api';
import { MalformedAnswerError } from '../../../../src/api/errors';
import { createAuthSession, type SessionPart } from '../../../../src/features/auth/session';
import { connectRealtime } from '../../../../src/lib/realtime';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn() }));

const { user, auth } = buildDataset().sessions.client;
const fresh = () => ({ token: 'tok-fresh', uid: user.id, expires: Date.now() + 3_600_000 });
const stored = () => JSON.stringify({ ...auth, expires: Date.now() + 3_600_000 });

/** An API whose sign-in calls accept the credentials, and whose user load answers `currentUser()`. */
function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  const POST = vi.fn(async () => ({ data: fresh() }));
  return { GET, POST } as unknown as ApiClient;
}

const close = vi.fn();
// Each session listens to the window for other tabs' changes for as long as the page lives: the
// sessions of earlier tests stop listening, as their pages would be gone.
aTabPerTest();
beforeEach(() => {
  vi.mocked(connectRealtime).mockImplementation(async () => ({ close }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const failures: [string, () => unknown][] = [
  ['a server failure (500)', () => new ApiError('GET /auth/current-user', 500, undefined)],
  ['no answer (aborted)', () => new NetworkError('GET /auth/current-user')],
  ['a rate limit (429)', () => new ApiError('GET /auth/current-user', 429, undefined)],
  ['a garbled answer', () => new MalformedAnswerError('GET /auth/current-user', 200)],
];

describe('credentials accepted, then the user fails to load', () => {
  it.each(failures)(
    '%s: nothing is stored, nobody is signed in, and the cause is thrown',
    async (_, make) => {
      const failure = make();
      const session = createAuthSession({ api: fakeApi(async () => Promise.reject(failure)) });
      await session.ready;
      await expect(session.signIn('hanako@example.com', 'correct-horse-battery')).rejects.toBe(failure);
      expect(localStorage.getItem('auth')).toBeNull();
      expect(localStorage.getItem('uid')).toBeNull();
      expect(session.store.getState()).toMatchObject({
        isAuthenticated: false,
        isLoadingAuth: false,
        currentUser: null,
        token: undefined,
      });
    },
  );

  it.each(failures)('with LINE, %s: the same', async (_, make) => {
    const failure = make();
    const session = createAuthSession({ api: fakeApi(async () => Promise.reject(failure)) });
    await session.ready;
    await expect(
      session.signInWithSocial({ provider: 'line', code: 'c', redirectUri: 'http://localhost/sign-in' }),
    ).rejects.toBe(failure);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, token: undefined });
  });

  it('a user that loads: the auth is stored then, and the visitor is signed in', async () => {
    let stored: string | null = 'not asked';
    const session = createAuthSession({
      api: fakeApi(async () => {
        // While the user loads, nothing of the new session is stored yet.
        stored = localStorage.getItem('auth');
        return user;
      }),
    });
    await session.ready;
    await session.signIn('hanako@example.com', 'correct-horse-battery');
    expect(stored).toBeNull();
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({ token: 'tok-fresh' });
    expect(localStorage.getItem('uid')).toBe(user.id);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, token: 'tok-fresh' });
  });
});

describe('a stored session that cannot be loaded', () => {
  it.each(failures)('%s: the session stays stored and the state says why', async (_, make) => {
    localStorage.setItem('auth', stored());
    const failure = make();
    const session = createAuthSession({ api: fakeApi(async () => Promise.reject(failure)) });
    await session.ready;
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      isLoadingAuth: false,
      expired: false,
      sessionError: failure,
    });
  });

  it('a login that then succeeds (the retry) signs in and forgets the failure', async () => {
    localStorage.setItem('auth', stored());
    let failing = true;
    const session = createAuthSession({
      api: fakeApi(async () =>
        failing ? Promise.reject(new ApiError('GET /auth/current-user', 503, undefined)) : user,
      ),
    });
    await session.ready;
    expect(session.store.getState().sessionError).toBeDefined();
    failing = false;
    const retry = session.login();
    // What awaits the session (the signed-in pages' guard) waits for this login, not the first.
    expect(session.store.getState()).toMatchObject({ isLoadingAuth: true, sessionError: undefined });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, sessionError: undefined });
    await retry;
  });

  it('a refused token (401) is no such failure: the session ends', async () => {
    localStorage.setItem('auth', stored());
    const session = createAuthSession({
      api: fakeApi(async () => Promise.reject(new ApiError('GET /auth/current-user', 401, undefined))),
    });
    await session.ready;
    // The fake client has no 401 hook: the session's own handling ends it.
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, sessionError: undefined });
  });
});

describe('a sign-out in another tab', () => {
  /** What the browser tells this tab when another one changes the auth key. */
  const otherTabSets = (newValue: string | null, key: string | null = 'auth') =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

  async function signedIn(parts: SessionPart[] = []) {
    localStorage.setItem('auth', stored());
    const session = createAuthSession({ api: fakeApi(async () => user), parts });
    await session.ready;
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    expect(session.store.getState().isAuthenticated).toBe(true);
    return session;
  }

  it('ends the session here too: the token dropped, the socket closed, the parts told', async () => {
    const signedOut = vi.fn();
    const session = await signedIn([{ signedOut }]);
    localStorage.removeItem('auth');
    otherTabSets(null);
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      token: undefined,
      expired: false,
      signedOutElsewhere: true,
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('storage cleared as a whole in another tab ends it as well', async () => {
    const session = await signedIn();
    localStorage.clear();
    otherTabSets(null, null);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, token: undefined });
  });

  it('other keys, and the same session written again, change nothing', async () => {
    const session = await signedIn();
    otherTabSets('x', 'utm');
    otherTabSets(localStorage.getItem('auth'));
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, token: auth.token });
    expect(close).not.toHaveBeenCalled();
  });

  it('signing in again here is no longer “signed out elsewhere”', async () => {
    const session = await signedIn();
    otherTabSets(null);
    expect(session.store.getState().signedOutElsewhere).toBe(true);
    await session.signIn('hanako@example.com', 'correct-horse-battery');
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, signedOutElsewhere: false });
  });
});
