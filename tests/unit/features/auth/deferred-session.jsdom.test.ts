// @vitest-environment jsdom
// The session before its code has loaded (the deferred session the app's services hold while the
// signed-in lifecycle loads in its own chunk): the state the login's start shows, calls that wait for
// the lifecycle, `ready`, a token refused meanwhile, and code that fails to load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, type ApiClient, type User } from '../../../../src/api';
import { deferredAuthSession } from '../../../../src/features/auth/deferred-session';
import { createAuthSession } from '../../../../src/features/auth/session';
import { createAuthStore, signedOut, type AuthSession } from '../../../../src/features/auth/store';
import { connectRealtime } from '../../../../src/lib/realtime';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn() }));

const { user, auth } = buildDataset().sessions.client;
const { token } = auth;
const stored = (expires = Date.now() + 3_600_000) => JSON.stringify({ token, uid: user.id, expires });

/** A promise the test settles. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled after the pending microtasks and timers have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

/** A fake GET /users/{id} (the login's user load) answering with `currentUser`. */
function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  return { api: { GET } as unknown as ApiClient, GET };
}

/** A lifecycle whose calls the test sees; its `ready` is `ready`. */
function fakeSession(ready: Promise<void> = Promise.resolve()) {
  const store = createAuthStore();
  const session = {
    store,
    ready,
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    signIn: vi.fn(async () => undefined),
    signInWithSocial: vi.fn(async () => undefined),
    adopt: vi.fn(async () => 'uid-adopted'),
    userSaved: vi.fn(),
    tokenRefused: vi.fn(),
  } satisfies AuthSession;
  return session;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'auth=; Max-Age=0; Path=/';
  vi.mocked(connectRealtime).mockImplementation(async () => ({ close: vi.fn() }));
});
afterEach(() => vi.clearAllMocks());

describe('before the lifecycle has loaded', () => {
  it('starts loading it at once, and shows what the login’s start shows: loading, with the stored token', () => {
    localStorage.setItem('auth', stored());
    const store = createAuthStore();
    const load = vi.fn(() => new Promise<AuthSession>(() => undefined));
    const deferred = deferredAuthSession({ store, load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(deferred.store).toBe(store);
    // The API client sends the token from the start, as it did when the login set it at once.
    expect(store.getState()).toEqual({ ...signedOut, isLoadingAuth: true, token });
  });

  it('a session the auth cookie hands over shows loading too, with the cookie’s token', () => {
    const handed = { token: 'tok-cookie', uid: user.id, expires: Date.now() + 3_600_000 };
    document.cookie = `auth=${encodeURIComponent(JSON.stringify(handed))}; Path=/`;
    const store = createAuthStore();
    deferredAuthSession({ store, load: () => new Promise(() => undefined) });
    expect(store.getState()).toMatchObject({ isLoadingAuth: true, token: 'tok-cookie' });
  });

  it('with nothing stored, or a session that has expired, the state stays signed out (as the server rendered)', () => {
    const nothing = createAuthStore();
    deferredAuthSession({ store: nothing, load: () => new Promise(() => undefined) });
    expect(nothing.getState()).toEqual(signedOut);

    localStorage.setItem('auth', stored(Date.now() - 1));
    const expired = createAuthStore();
    deferredAuthSession({ store: expired, load: () => new Promise(() => undefined) });
    expect(expired.getState()).toEqual(signedOut);
  });

  it('each call waits for the lifecycle, then is its, with what it answers', async () => {
    const loading = gate<AuthSession>();
    const deferred = deferredAuthSession({ store: createAuthStore(), load: () => loading.promise });
    const session = fakeSession();
    session.signIn.mockRejectedValueOnce(new ApiError('signIn', 401, undefined));
    const registered = { token: 'tok-new', uid: 'uid-adopted', expires: Date.now() + 3_600_000 };
    const signIn = deferred.signIn('hanako@example.com', 'secret');
    const social = deferred.signInWithSocial({
      provider: 'line',
      code: 'c',
      redirectUri: 'https://x/',
    } as never);
    const adopt = deferred.adopt(registered);
    const logout = deferred.logout();
    deferred.userSaved(user);
    // A login asked for while it loads is its start-up one (no second login), as its `ready` is.
    const login = deferred.login();
    expect(await settled(Promise.race([signIn, social, adopt, logout, login]))).toBe(false);

    loading.resolve(session);
    await expect(signIn).rejects.toMatchObject({ status: 401 });
    await expect(adopt).resolves.toBe('uid-adopted');
    await social;
    await logout;
    expect(session.signIn).toHaveBeenCalledWith('hanako@example.com', 'secret');
    expect(session.signInWithSocial).toHaveBeenCalledWith({
      provider: 'line',
      code: 'c',
      redirectUri: 'https://x/',
    });
    expect(session.adopt).toHaveBeenCalledWith(registered);
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(session.userSaved).toHaveBeenCalledWith(user);
    await login;
    expect(session.login).not.toHaveBeenCalled();
  });

  it('ready resolves once the lifecycle has loaded and its start-up login has finished', async () => {
    const loading = gate<AuthSession>();
    const login = gate<void>();
    const deferred = deferredAuthSession({ store: createAuthStore(), load: () => loading.promise });
    const ready = deferred.ready;
    expect(await settled(ready)).toBe(false);
    loading.resolve(fakeSession(login.promise));
    expect(await settled(ready)).toBe(false);
    login.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('a token the server refused meanwhile ends the session once the lifecycle has loaded', async () => {
    localStorage.setItem('auth', stored());
    localStorage.setItem('uid', user.id);
    const store = createAuthStore();
    const loading = gate<void>();
    // The user would load: only the refusal ends the session.
    const { api } = fakeApi(async () => user);
    const deferred = deferredAuthSession({
      store,
      load: () => loading.promise.then(() => createAuthSession({ api, store })),
    });
    // A call that carried the stored token (the client sends it from the start) was refused.
    deferred.tokenRefused(token);
    // Another token (an earlier session's) ends nothing.
    deferred.tokenRefused('tok-other');
    expect(store.getState()).toMatchObject({ isLoadingAuth: true, token });

    loading.resolve();
    await deferred.ready;
    expect(store.getState()).toEqual({ ...signedOut, expired: true });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
  });
});

describe('once the lifecycle has loaded', () => {
  it('a refused token ends the session at once, as the API client tells it (before the call’s caller hears)', async () => {
    localStorage.setItem('auth', stored());
    const store = createAuthStore();
    const { api } = fakeApi(async () => user);
    const deferred = deferredAuthSession({
      store,
      load: () => Promise.resolve(createAuthSession({ api, store })),
    });
    await deferred.ready;
    expect(store.getState()).toMatchObject({ isAuthenticated: true, currentUser: user, token });
    deferred.tokenRefused(token);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, expired: true, token: undefined });
  });

  it('calls go straight to it: ready is its latest login’s, userSaved takes effect at once', async () => {
    const session = fakeSession();
    const deferred = deferredAuthSession({ store: session.store, load: async () => session });
    await deferred.ready;
    deferred.userSaved(user);
    expect(session.userSaved).toHaveBeenCalledWith(user);
    await deferred.login();
    expect(session.login).toHaveBeenCalledTimes(1);
    const later = gate<void>();
    session.ready = later.promise;
    expect(await settled(deferred.ready)).toBe(false);
    later.resolve();
    expect(await settled(deferred.ready)).toBe(true);
  });
});

describe('when its code fails to load', () => {
  it('a stored session is as one whose user did not load: kept, with what failed; a login loads it again', async () => {
    localStorage.setItem('auth', stored());
    const store = createAuthStore();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { api } = fakeApi(async () => user);
    const load = vi
      .fn<() => Promise<AuthSession>>()
      .mockRejectedValueOnce(failure)
      .mockImplementation(async () => createAuthSession({ api, store }));
    const deferred = deferredAuthSession({ store, load });
    await deferred.ready;
    expect(store.getState()).toEqual({ ...signedOut, sessionError: failure });
    expect(localStorage.getItem('auth')).not.toBeNull();

    // The signed-in page's retry: loading again, then the stored session's login.
    const retry = deferred.login();
    expect(store.getState()).toMatchObject({ isLoadingAuth: true, sessionError: undefined, token });
    await retry;
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, currentUser: user });
  });

  it('without a session nothing shows it; a sign-in fails with it, and the next one loads again', async () => {
    const store = createAuthStore();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const first = gate<AuthSession>();
    const session = fakeSession();
    const load = vi
      .fn<() => Promise<AuthSession>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue(session);
    const deferred = deferredAuthSession({ store, load });
    const signIn = deferred.signIn('hanako@example.com', 'secret');
    first.reject(failure);
    await expect(signIn).rejects.toBe(failure);
    await deferred.ready;
    expect(store.getState()).toEqual(signedOut);

    await expect(deferred.signIn('hanako@example.com', 'secret')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(session.signIn).toHaveBeenCalledTimes(1);
  });
});
