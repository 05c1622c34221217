// The memory a visitor's sends keep between tries (an account whose sign-in failed, a name not
// stored yet): one per session, the same each time the modal opens, kept for the visitor until
// sign-out (src/lib/session/kept.ts) — a sign-out forgets it all, a sign-in the account and any name
// that is not its user's, the token's refusal the account; a stored session that failed to load (the
// account's, after its failed sign-in) and a sign-in under way keep it. Against the app's auth
// store, as the auth session moves it.
import { describe, expect, it } from 'vitest';
import type { AuthToken, User } from '../../../../../src/api';
import { createAuthStore, signedOut } from '../../../../../src/features/auth/store';
import { visitorMemoryOf } from '../../../../../src/features/new-request/submission/visitor-memory';

const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: 1_900_000_000_000 };
const userOf = (id: string) => ({ id, email: `${id}@example.jp`, profile: {} }) as unknown as User;

/** A session whose visitor registered and could not sign in: the account and the name remembered. */
function afterFailedSignIn() {
  const store = createAuthStore();
  const memory = visitorMemoryOf(store);
  memory.registeredAccount.current = { auth: AUTH, login: 'email:visitor@example.jp' };
  memory.unsavedName.current = { userId: AUTH.uid, last: '山田', first: '花子' };
  // As the session's adopt moves it: loading, then the failed load, the token still stored.
  store.setState({ isLoadingAuth: true, sessionError: undefined });
  store.setState({ ...signedOut, sessionError: new Error('GET /auth/current-user failed with HTTP 503') });
  return { store, memory };
}

describe('the visitor memory', () => {
  it('is the session’s: the same for each dialog of the page, another for another session', () => {
    const store = createAuthStore();
    expect(visitorMemoryOf(store)).toBe(visitorMemoryOf(store));
    expect(visitorMemoryOf(createAuthStore())).not.toBe(visitorMemoryOf(store));
  });

  it('outlasts the failed sign-in, and a retry under way', () => {
    const { store, memory } = afterFailedSignIn();
    expect(memory.registeredAccount.current?.auth).toEqual(AUTH);
    store.setState({ isLoadingAuth: true, sessionError: undefined });
    expect(memory.registeredAccount.current?.auth).toEqual(AUTH);
    // The retry failed again: the session is still stored.
    store.setState({ ...signedOut, sessionError: new Error('no answer') });
    expect(memory.registeredAccount.current?.auth).toEqual(AUTH);
    expect(memory.unsavedName.current?.userId).toBe(AUTH.uid);
  });

  it('another session loading over it (a sign-in in another tab) forgets the account, even when that load fails', () => {
    const { store, memory } = afterFailedSignIn();
    // The account's own retry, under way with its token, keeps it.
    store.setState({ isLoadingAuth: true, sessionError: undefined, token: AUTH.token });
    expect(memory.registeredAccount.current?.auth).toEqual(AUTH);
    store.setState({ ...signedOut, sessionError: new Error('no answer') });
    store.setState({ isLoadingAuth: true, sessionError: undefined, token: 'tok-someone-else' });
    store.setState({ ...signedOut, sessionError: new Error('no answer') });
    expect(memory.registeredAccount.current).toBeUndefined();
  });

  it('a sign-in with the account forgets the account; its name stays, stored on the next send', () => {
    const { store, memory } = afterFailedSignIn();
    store.setState({ currentUser: userOf(AUTH.uid), isAuthenticated: true, isLoadingAuth: false });
    expect(memory.registeredAccount.current).toBeUndefined();
    expect(memory.unsavedName.current).toMatchObject({ userId: AUTH.uid, last: '山田' });
  });

  it('a sign-in as someone else forgets the account and the name', () => {
    const { store, memory } = afterFailedSignIn();
    store.setState({ currentUser: userOf('user-other'), isAuthenticated: true, isLoadingAuth: false });
    expect(memory.registeredAccount.current).toBeUndefined();
    expect(memory.unsavedName.current).toBeUndefined();
  });

  it.each([
    ['a sign-out', { ...signedOut, signedOutHere: true }],
    ['a sign-out in another tab', { ...signedOut, signedOutElsewhere: true }],
  ])('%s forgets the account and the name', (_, state) => {
    const { store, memory } = afterFailedSignIn();
    store.setState(state);
    expect(memory.registeredAccount.current).toBeUndefined();
    expect(memory.unsavedName.current).toBeUndefined();
  });

  it('the token refused forgets the account; the name waits for its user (the session’s end is no sign-out)', () => {
    const { store, memory } = afterFailedSignIn();
    // As the session's adopt moves it: the account's retry under way with its token, refused (the
    // session ends, marked expired): the way in goes, the name waits…
    store.setState({ isLoadingAuth: true, sessionError: undefined, token: AUTH.token });
    store.setState({ ...signedOut, expired: true });
    expect(memory.registeredAccount.current).toBeUndefined();
    expect(memory.unsavedName.current?.userId).toBe(AUTH.uid);
    // …and still once adopt wipes the mark (the visitor had no session of their own to be told of):
    // nobody signed out, and the account exists — signed in as its user (by email, once a password
    // is set), the next send stores the name.
    store.setState({ ...signedOut, expired: false });
    expect(memory.unsavedName.current?.userId).toBe(AUTH.uid);
    store.setState({ currentUser: userOf(AUTH.uid), isAuthenticated: true, isLoadingAuth: false });
    expect(memory.unsavedName.current).toMatchObject({ userId: AUTH.uid, last: '山田' });
  });

  it('a name kept for its user is not given to someone else signing in', () => {
    const { store, memory } = afterFailedSignIn();
    // Signed in again as someone else: not theirs.
    store.setState({ currentUser: userOf('user-other'), isAuthenticated: true, isLoadingAuth: false });
    expect(memory.unsavedName.current).toBeUndefined();
  });
});
