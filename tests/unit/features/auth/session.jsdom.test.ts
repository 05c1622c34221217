// @vitest-environment jsdom
// The signed-in lifecycle: login with what is stored (or nothing), the other parts' turns in order,
// the socket, and logout on expiry, on a refused token and when asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, createApiClient, isApiError, type ApiClient, type User } from '../../../../src/api';
import { createAuthSession, type SessionPart } from '../../../../src/features/auth/session';
import { createAuthStore } from '../../../../src/features/auth/store';
import { setMonitoringUser } from '../../../../src/lib/monitoring';
import { connectRealtime, type RealtimeHandlers } from '../../../../src/lib/realtime';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn() }));

const { user, auth } = buildDataset().sessions.client;
const { token } = auth;
const stored = (expires = Date.now() + 3_600_000) => JSON.stringify({ token, uid: user.id, expires });

function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  const POST = vi.fn(async () => ({ data: { token, uid: user.id, expires: Date.now() + 3_600_000 } }));
  return { api: { GET, POST } as unknown as ApiClient, GET };
}

const close = vi.fn();
let handlers: RealtimeHandlers | undefined;
beforeEach(() => {
  localStorage.clear();
  close.mockClear();
  handlers = undefined;
  vi.mocked(setMonitoringUser).mockClear();
  vi.mocked(connectRealtime).mockImplementation(async (options) => {
    handlers = options.handlers;
    return { close };
  });
});
afterEach(() => vi.clearAllMocks());

/** A part that records its turns, in order. */
function recordingPart(turns: string[]): SessionPart {
  return {
    beforeSignedIn: async (who) => void turns.push(`before:${who.id}`),
    signedIn: (who) => void turns.push(`signedIn:${who.id}`),
    realtime: (userId) => ({ newNotification: (item) => void turns.push(`pushed:${userId}:${item.id}`) }),
    signedOut: () => void turns.push('signedOut'),
  };
}

describe('createAuthSession', () => {
  it('with nothing stored, is ready signed out and asks the API nothing', async () => {
    const { api, GET } = fakeApi(async () => user);
    const session = createAuthSession({ api });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, isLoadingAuth: false });
    expect(GET).not.toHaveBeenCalled();
  });

  it('with stored auth, loads the user, gives the parts their turns and opens the socket', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const { api } = fakeApi(async () => user);
    const session = createAuthSession({
      api,
      parts: [
        {
          // The signed-in state shows only after this has finished.
          beforeSignedIn: async () => {
            expect(session.store.getState().isAuthenticated).toBe(false);
            turns.push('texts');
          },
        },
        recordingPart(turns),
      ],
    });
    await session.ready;
    expect(session.store.getState()).toMatchObject({
      currentUser: user,
      isAuthenticated: true,
      isLoadingAuth: false,
      token,
    });
    expect(turns).toEqual(['texts', `before:${user.id}`, `signedIn:${user.id}`]);
    expect(setMonitoringUser).toHaveBeenCalledWith(user.id);

    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    handlers?.newNotification?.({ id: 'n-1' } as Parameters<
      NonNullable<RealtimeHandlers['newNotification']>
    >[0]);
    expect(turns.at(-1)).toBe(`pushed:${user.id}:n-1`);
  });

  it('logs out when the stored auth has expired', async () => {
    localStorage.setItem('auth', stored(Date.now() - 1));
    localStorage.setItem('uid', user.id);
    const turns: string[] = [];
    const { api, GET } = fakeApi(async () => user);
    const session = createAuthSession({ api, parts: [recordingPart(turns)] });
    await session.ready;
    expect(GET).not.toHaveBeenCalled();
    expect(turns).toEqual(['signedOut']);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
    // Ended, but by nobody's sign-out (what is kept for the visitor until sign-out stays).
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, signedOutHere: false });
  });

  it('logs out when the API refuses the token, and only ends the loading on other failures', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const refused = createAuthSession({
      api: fakeApi(async () => Promise.reject(new ApiError('getCurrentUser', 401, undefined))).api,
      parts: [recordingPart(turns)],
    });
    await refused.ready;
    expect(turns).toEqual(['signedOut']);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(refused.store.getState()).toMatchObject({ expired: true, signedOutHere: false });

    localStorage.setItem('auth', stored());
    turns.length = 0;
    const offline = createAuthSession({
      api: fakeApi(async () => Promise.reject(new TypeError('offline'))).api,
      parts: [recordingPart(turns)],
    });
    await offline.ready;
    expect(offline.store.getState()).toMatchObject({ isAuthenticated: false, isLoadingAuth: false });
    expect(turns).toEqual([]);
    expect(localStorage.getItem('auth')).not.toBeNull();
  });

  it('logout clears the stored session, closes the socket and gives the parts their turn', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const session = createAuthSession({ api: fakeApi(async () => user).api, parts: [recordingPart(turns)] });
    await session.ready;
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    await session.logout();
    expect(close).toHaveBeenCalledTimes(1);
    expect(turns.at(-1)).toBe('signedOut');
    // Marked as the visitor's own sign-out here: what is kept for them until sign-out goes too.
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      token: undefined,
      signedOutHere: true,
    });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(setMonitoringUser).toHaveBeenLastCalledWith(null);
  });

  it('a login after the logout, with nothing stored, is no longer a sign-out’s state', async () => {
    localStorage.setItem('auth', stored());
    const session = createAuthSession({ api: fakeApi(async () => user).api });
    await session.ready;
    await session.logout();
    expect(session.store.getState().signedOutHere).toBe(true);
    // The session settled again: what is kept from now on is no longer forgotten by that sign-out.
    await session.login();
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      isLoadingAuth: false,
      signedOutHere: false,
    });
  });

  it('a token the socket refuses ends the session', async () => {
    localStorage.setItem('auth', stored());
    const session = createAuthSession({ api: fakeApi(async () => user).api });
    await session.ready;
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    handlers?.unauthorized?.('revoked');
    await vi.waitFor(() => expect(session.store.getState().isAuthenticated).toBe(false));
    expect(localStorage.getItem('auth')).toBeNull();
    // Ended by the server, not by the user: signed-in pages send the visitor to sign in again.
    expect(session.store.getState().expired).toBe(true);
  });

  it('signIn stores the token and signs in; adopt fails loudly, with the cause, when the user cannot load', async () => {
    const session = createAuthSession({ api: fakeApi(async () => user).api });
    await session.ready;
    await session.signIn('hanako@example.com', 'secret');
    expect(session.store.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('uid')).toBe(user.id);

    localStorage.clear();
    const offline = new TypeError('offline');
    const failing = createAuthSession({ api: fakeApi(async () => Promise.reject(offline)).api });
    await failing.ready;
    await expect(failing.adopt({ token, uid: user.id, expires: Date.now() + 3_600_000 })).rejects.toBe(
      offline,
    );
    // A registration's account exists: its session stays stored, and the state says what failed.
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(failing.store.getState().sessionError).toBe(offline);
  });

  it('a registration whose user fails to load keeps the account’s only way in: adopted again, or retried, it signs in', async () => {
    // A client registered by email has no password yet, and the contract signs nobody in by phone:
    // the registration's token is their session. Dropped on a failed load (as a sign-in's is), the
    // account would be out of reach; kept, the page's retry (adopt again) or the session's (login) signs in.
    let failing = true;
    const offline = new TypeError('offline');
    const { api } = fakeApi(async () => (failing ? Promise.reject(offline) : user));
    const session = createAuthSession({ api });
    await session.ready;
    const registered = { token, uid: user.id, expires: Date.now() + 3_600_000 };
    await expect(session.adopt(registered)).rejects.toBe(offline);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, sessionError: offline });

    failing = false;
    await expect(session.adopt(registered)).resolves.toBe(user.id);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, sessionError: undefined });

    failing = true;
    await session.logout();
    await expect(session.adopt(registered)).rejects.toBe(offline);
    failing = false;
    await session.login();
    expect(session.store.getState().currentUser?.id).toBe(user.id);
  });
});

describe('a token the server refuses while signed in', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const unauthorized = () => json({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401);

  /**
   * The app's composition (src/app/services.ts, browser-session.ts): the real client sends the store's token and tells
   * the session of a refused one. `refuse` answers the calls the server refuses (the rest succeed).
   */
  function signedInApp(refuse: (request: Request) => boolean) {
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request);
        if (refuse(request)) return unauthorized();
        const path = new URL(request.url).pathname;
        if (path === '/auth/sign-in')
          return json({ token: 'tok-new', uid: user.id, expires: Date.now() + 3_600_000 });
        return json(user);
      }),
    );
    localStorage.setItem('auth', stored());
    const store = createAuthStore();
    const turns: string[] = [];
    const api = createApiClient('http://api.test', {
      language: () => 'ja',
      fingerprint: () => 'f'.repeat(32),
      accessToken: () => store.getState().token,
      onUnauthorized: (refused) => session.tokenRefused(refused),
    });
    const session = createAuthSession({ api, store, parts: [recordingPart(turns)] });
    const getUser = () =>
      api.GET('/users/{id}', { params: { path: { id: user.id } } }).catch((error: unknown) => error);
    return { session, turns, sent, getUser };
  }

  it('ends the session as a logout does, once, however many calls are refused together', async () => {
    let refusing = false;
    const { session, turns, sent, getUser } = signedInApp(() => refusing);
    await session.ready;
    expect(session.store.getState().isAuthenticated).toBe(true);
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    turns.length = 0;

    refusing = true;
    const failures = await Promise.all([getUser(), getUser(), getUser()]);
    // Each call still fails with its own 401 (the page's message), all three sent with the token.
    expect(failures.map((error) => isApiError(error) && error.status)).toEqual([401, 401, 401]);
    expect(sent.slice(-3).map((request) => request.headers.get('x-access-token'))).toEqual([
      token,
      token,
      token,
    ]);

    expect(turns).toEqual(['signedOut']);
    expect(close).toHaveBeenCalledTimes(1);
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      token: undefined,
      expired: true,
    });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
    expect(setMonitoringUser).toHaveBeenLastCalledWith(null);

    // What follows is a signed-out visitor's: no token, and a 401 then ends nothing more.
    await getUser();
    expect(sent.at(-1)!.headers.get('x-access-token')).toBeNull();
    expect(turns).toEqual(['signedOut']);
  });

  it('a 401 to the start-up login ends it the same way, once', async () => {
    const { session, turns } = signedInApp(() => true);
    await session.ready;
    expect(turns).toEqual(['signedOut']);
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      isLoadingAuth: false,
      expired: true,
    });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('a refusal of a token the session no longer holds changes nothing', async () => {
    const { session, turns } = signedInApp(() => false);
    await session.ready;
    turns.length = 0;
    session.tokenRefused('tok-of-an-earlier-session');
    expect(turns).toEqual([]);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, expired: false, token });
  });

  it('a sign-in’s refused code is no refused token: the session it would replace goes on', async () => {
    const { session, turns, sent } = signedInApp(
      (request) => new URL(request.url).pathname === '/auth/social-sign-in',
    );
    await session.ready;
    turns.length = 0;
    const failure = await session
      .signInWithSocial({ provider: 'line', code: 'used-code', redirectUri: 'http://localhost/sign-in' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(401);
    // The call carried the token (the visitor is signed in), yet only the code was refused.
    expect(sent.at(-1)!.headers.get('x-access-token')).toBe(token);
    expect(turns).toEqual([]);
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, expired: false });
  });

  it('signing in again, or signing out oneself, is no longer an expired session', async () => {
    let refusing = true;
    const { session, getUser } = signedInApp(() => refusing);
    await session.ready;
    expect(session.store.getState().expired).toBe(true);
    refusing = false;
    await session.signIn('hanako@example.com', 'correct-horse-battery');
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: true,
      expired: false,
      token: 'tok-new',
    });
    await getUser();
    await session.logout();
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      expired: false,
      signedOutHere: true,
    });
    // Signed in again: no longer a sign-out's state.
    await session.signIn('hanako@example.com', 'correct-horse-battery');
    expect(session.store.getState()).toMatchObject({ isAuthenticated: true, signedOutHere: false });
  });
});
