// @vitest-environment jsdom
// Kept for this visitor until sign-out (src/lib/session/kept.ts), following the app's real session
// (src/features/auth/session.ts) as its turns come: a value is forgotten when the visitor signs out
// here or in another tab, and when someone else's session loads; it outlasts the end of a session
// (the token refused: that is when it is kept) and is given back to the same user on their return,
// to nobody else; a way in (a registration's auth) goes with its token. In memory only: nothing is
// stored. A sign-in that comes to nothing (the user did not load) forgets nothing, nor does a
// stored session found expired at login, or a registration's session that ended at once (its new
// token refused): nobody signed out. A sign-out's mark stays while the next login loads: what is kept
// meanwhile, for the next session, is not forgotten by it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type AuthToken, type User } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { createAuthStore, signedOut } from '../../../../src/features/auth/store';
import {
  keptForVisitor,
  keptPerSession,
  SessionEndedError,
  type KeptChange,
  type KeptOwner,
  type VisitorSession,
} from '../../../../src/lib/session';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));

const authOf = (name: string): AuthToken => ({
  token: `tok-${name}`,
  uid: `user-${name}`,
  expires: Date.now() + 3_600_000,
});
const HANAKO = authOf('hanako');
const JIRO = authOf('jiro');
const userOf = (auth: AuthToken) =>
  ({ id: auth.uid, email: `${auth.uid}@example.jp`, profile: {} }) as unknown as User;

/**
 * A fake API: the user load answers the user of the token the session sends (a token in `failing`
 * fails to load, with no answer; one in `refused` is refused, as an expired token is); a sign-in
 * answers the auth of the email's name (`hanako@…` → HANAKO).
 */
function fakeApi(current: () => string | undefined) {
  const failing = new Set<string>();
  const refused = new Set<string>();
  const GET = vi.fn(async () => {
    const token = current();
    if (!token) throw new Error('a user load without a token');
    if (refused.has(token)) throw new ApiError('GET /auth/current-user', 401, undefined);
    if (failing.has(token)) throw new ApiError('GET /auth/current-user', 503, undefined);
    return { data: userOf(authOf(token.replace(/^tok-/, ''))) };
  });
  const POST = vi.fn(async (_path: string, init: { body: { email: string } }) => ({
    data: authOf(init.body.email.split('@')[0] ?? ''),
  }));
  return { api: { GET, POST } as unknown as ApiClient, failing, refused };
}

/** The app's session, signed in as `auth` (stored, as a sign-in on an earlier page left it). */
async function signedInAs(auth: AuthToken | undefined) {
  if (auth) localStorage.setItem('auth', JSON.stringify(auth));
  const store = createAuthStore();
  const fake = fakeApi(() => store.getState().token);
  const session = createAuthSession({ api: fake.api, store });
  await session.ready;
  return { session, ...fake };
}

/** What another tab does to the stored auth (`auth` stored, or removed), as this tab hears it. */
function anotherTabStores(auth: AuthToken | undefined) {
  const newValue = auth ? JSON.stringify(auth) : null;
  if (newValue) localStorage.setItem('auth', newValue);
  else localStorage.removeItem('auth');
  window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue, storageArea: localStorage }));
}

/** A name kept for its user (as the account page keeps one). */
const keptName = (session: VisitorSession | undefined) =>
  keptForVisitor(session, (name: { userId: string; last: string }) => ({ userId: name.userId }));
/** A registration's auth kept to sign in with (as the request flow and the pro sign-up keep one). */
const keptAccount = (session: VisitorSession | undefined) =>
  keptForVisitor(session, (auth: AuthToken): KeptOwner => ({ userId: auth.uid, token: auth.token }));

/** Each change `kept` tells of, in order. */
function changesOf(kept: { subscribe: (listener: (change: KeptChange) => void) => () => void }) {
  const changes: KeptChange[] = [];
  kept.subscribe((change) => changes.push(change));
  return changes;
}

// Each session listens to the window for other tabs' changes for as long as the page lives: the
// sessions of earlier tests stop listening, as their pages would be gone.
aTabPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a value kept for a signed-in user', () => {
  it('is forgotten when they sign out here, and says so', async () => {
    const { session } = await signedInAs(HANAKO);
    const kept = keptName(session.store);
    const changes = changesOf(kept);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    await session.logout();
    expect(kept.current).toBeUndefined();
    expect(changes).toEqual(['kept', 'forgotten']);
  });

  it('is forgotten when they sign out in another tab', async () => {
    const { session } = await signedInAs(HANAKO);
    const kept = keptName(session.store);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    anotherTabStores(undefined);
    expect(session.store.getState().signedOutElsewhere).toBe(true);
    expect(kept.current).toBeUndefined();
  });

  it('is forgotten when someone else’s session loads (signed in in another tab)', async () => {
    const { session } = await signedInAs(HANAKO);
    const kept = keptName(session.store);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    anotherTabStores(JIRO);
    // Loading it, the user not known yet: still kept.
    expect(kept.current).toBeDefined();
    await session.ready;
    expect(session.store.getState().currentUser?.id).toBe(JIRO.uid);
    expect(kept.current).toBeUndefined();
  });

  it('stays while the session stays: a user saved, the same user signing in again', async () => {
    const { session } = await signedInAs(HANAKO);
    const kept = keptName(session.store);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    session.userSaved(userOf(HANAKO));
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(kept.forUser(HANAKO.uid)).toEqual({ userId: HANAKO.uid, last: '山田' });
  });
});

describe('a value kept when the session ended (its token refused)', () => {
  /** Signed in as HANAKO, whose token the server then refuses: the value kept after that. */
  async function keptAtTheEnd() {
    const page = await signedInAs(HANAKO);
    page.session.tokenRefused(HANAKO.token);
    expect(page.session.store.getState()).toMatchObject({ expired: true, isAuthenticated: false });
    const kept = keptName(page.session.store);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    return { ...page, kept };
  }

  it('is given back to the same user signing in again, to nobody else', async () => {
    const { session, kept } = await keptAtTheEnd();
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(session.store.getState().currentUser?.id).toBe(HANAKO.uid);
    expect(kept.forUser(HANAKO.uid)).toEqual({ userId: HANAKO.uid, last: '山田' });
    expect(kept.forUser(JIRO.uid)).toBeUndefined();
    expect(kept.forUser(undefined)).toBeUndefined();
  });

  it('outlasts a sign-in that comes to nothing (the user did not load)', async () => {
    const { session, kept, failing } = await keptAtTheEnd();
    failing.add(HANAKO.token);
    await expect(session.signIn('hanako@example.jp', 'correct-horse-battery')).rejects.toThrow();
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, isLoadingAuth: false });
    failing.clear();
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(kept.forUser(HANAKO.uid)).toBeDefined();
  });

  it('is forgotten when someone else signs in', async () => {
    const { session, kept } = await keptAtTheEnd();
    await session.signIn('jiro@example.jp', 'correct-horse-battery');
    expect(kept.current).toBeUndefined();
  });

  it.each([
    ['here', (session: Awaited<ReturnType<typeof signedInAs>>['session']) => session.logout()],
    ['in another tab', async () => anotherTabStores(undefined)],
  ])('is forgotten when the user, signed in again, signs out %s', async (_, signOut) => {
    const { session, kept } = await keptAtTheEnd();
    // Signed in again away from the page that shows it: nothing took it meanwhile.
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    await signOut(session);
    expect(kept.current).toBeUndefined();
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(kept.forUser(HANAKO.uid)).toBeUndefined();
  });

  it('is forgotten by a sign-out even before signing in again', async () => {
    const { session, kept } = await keptAtTheEnd();
    await session.logout();
    expect(kept.current).toBeUndefined();
  });
});

describe('a value kept while signed in, when a stored session is found expired at login', () => {
  it('stays for the same user: an expiry is no sign-out, and nobody else’s session loaded', async () => {
    const { session } = await signedInAs(HANAKO);
    const kept = keptName(session.store);
    kept.current = { userId: HANAKO.uid, last: '山田' };
    // Another tab stored a session this tab's login finds expired: HANAKO's session ends here too,
    // unmarked (neither a sign-out nor a refused token).
    anotherTabStores({ ...JIRO, expires: Date.now() - 1 });
    await session.ready;
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      expired: false,
      signedOutHere: false,
      signedOutElsewhere: false,
    });
    expect(kept.current).toEqual({ userId: HANAKO.uid, last: '山田' });
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(kept.forUser(HANAKO.uid)).toEqual({ userId: HANAKO.uid, last: '山田' });
  });
});

describe('a value kept after a sign-out here, for the next session (the mark stays while it loads)', () => {
  it('a registration’s account outlasts its user failing to load', async () => {
    const { session, failing } = await signedInAs(HANAKO);
    await session.logout();
    // As the pro sign-up keeps the account it registered before adopting its token.
    const account = keptAccount(session.store);
    account.current = JIRO;
    failing.add(JIRO.token);
    await expect(session.adopt(JIRO)).rejects.toThrow();
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, signedOutHere: false });
    expect(session.store.getState().sessionError).toBeDefined();
    expect(account.current).toEqual(JIRO);
  });

  it('a name for the registration’s user outlasts its token refused at once', async () => {
    const { session, refused } = await signedInAs(HANAKO);
    await session.logout();
    // As the request flow keeps the name typed before adopting the new token.
    const name = keptName(session.store);
    name.current = { userId: JIRO.uid, last: '鈴木' };
    refused.add(JIRO.token);
    await expect(session.adopt(JIRO)).rejects.toThrow(SessionEndedError);
    expect(name.current).toEqual({ userId: JIRO.uid, last: '鈴木' });
    refused.clear();
    await session.signIn('jiro@example.jp', 'correct-horse-battery');
    expect(name.forUser(JIRO.uid)).toEqual({ userId: JIRO.uid, last: '鈴木' });
  });
});

describe('a way in: a registration’s auth, whose sign-in failed', () => {
  /** Nobody signed in; the registration's token adopted, its user failing to load: kept to retry with. */
  async function registeredNotSignedIn() {
    const page = await signedInAs(undefined);
    const kept = keptAccount(page.session.store);
    kept.current = HANAKO;
    page.failing.add(HANAKO.token);
    await expect(page.session.adopt(HANAKO)).rejects.toThrow();
    expect(page.session.store.getState().sessionError).toBeDefined();
    return { ...page, kept };
  }

  it('outlasts the failure and its retries, and the sign-in with it', async () => {
    const { session, kept, failing } = await registeredNotSignedIn();
    await session.login();
    expect(kept.current).toEqual(HANAKO);
    failing.clear();
    await session.adopt(HANAKO);
    expect(session.store.getState().currentUser?.id).toBe(HANAKO.uid);
    expect(kept.current).toEqual(HANAKO);
  });

  it('is forgotten when another session loads over it, even when that load fails too', async () => {
    const { session, kept, failing } = await registeredNotSignedIn();
    failing.add(JIRO.token);
    anotherTabStores(JIRO);
    await session.ready;
    expect(session.store.getState().sessionError).toBeDefined();
    expect(kept.current).toBeUndefined();
  });

  it('is forgotten when its token is refused', async () => {
    const { session, kept, refused } = await registeredNotSignedIn();
    refused.add(HANAKO.token);
    await session.login();
    expect(session.store.getState().expired).toBe(true);
    expect(kept.current).toBeUndefined();
  });

  it.each([
    ['here', (session: Awaited<ReturnType<typeof signedInAs>>['session']) => session.logout()],
    ['in another tab', async () => anotherTabStores(undefined)],
  ])('is forgotten when the visitor signs out %s', async (_, signOut) => {
    const { session, kept } = await registeredNotSignedIn();
    await signOut(session);
    expect(kept.current).toBeUndefined();
  });

  it('is forgotten when the visitor signs out here while its retry loads', async () => {
    const { session, kept } = await registeredNotSignedIn();
    const retry = session.login();
    expect(session.store.getState().isLoadingAuth).toBe(true);
    await session.logout();
    await retry;
    expect(kept.current).toBeUndefined();
  });
});

describe('a registration whose session ended at once (its new token refused)', () => {
  it('forgets the way in, not what waits for its user: nobody signed out', async () => {
    const { session, refused } = await signedInAs(undefined);
    const name = keptName(session.store);
    const account = keptAccount(session.store);
    name.current = { userId: HANAKO.uid, last: '山田' };
    account.current = HANAKO;
    refused.add(HANAKO.token);
    await expect(session.adopt(HANAKO)).rejects.toThrow(SessionEndedError);
    // The session says no expiry (the visitor had no session of theirs), and no sign-out either.
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, expired: false });
    expect(account.current).toBeUndefined();
    expect(name.current).toEqual({ userId: HANAKO.uid, last: '山田' });
    // Back as that user (a password set meanwhile), signed in with a token the server accepts: theirs.
    refused.clear();
    await session.signIn('hanako@example.jp', 'correct-horse-battery');
    expect(name.forUser(HANAKO.uid)).toEqual({ userId: HANAKO.uid, last: '山田' });
  });
});

describe('the value itself', () => {
  it('is held in memory only: nothing of it is stored', async () => {
    const { session } = await signedInAs(HANAKO);
    const stored = () => ({ local: { ...localStorage }, session: { ...sessionStorage } });
    const before = stored();
    keptName(session.store).current = { userId: HANAKO.uid, last: '山田' };
    keptAccount(session.store).current = JIRO;
    expect(stored()).toEqual(before);
  });

  it('per session: the same for each holder of one session, another for another session', () => {
    const ofSession = keptPerSession((name: { userId: string }) => ({ userId: name.userId }));
    const store = createAuthStore();
    ofSession(store).current = { userId: HANAKO.uid };
    expect(ofSession(store)).toBe(ofSession(store));
    expect(ofSession(createAuthStore()).current).toBeUndefined();
    expect(ofSession(store).current).toEqual({ userId: HANAKO.uid });
  });

  it('dropped by its holder: says so, and follows the session no more', () => {
    const store = createAuthStore({ ...signedOut, isAuthenticated: true, currentUser: userOf(HANAKO) });
    const kept = keptName(store);
    const changes = changesOf(kept);
    kept.keep({ userId: HANAKO.uid, last: '山田' });
    kept.drop();
    // A sign-out, which would have forgotten it: nothing is followed any more, nothing is told.
    store.setState({ ...signedOut, signedOutHere: true });
    expect(changes).toEqual(['kept', 'dropped']);
    store.setState({ isAuthenticated: true, currentUser: userOf(HANAKO) });
    // Nothing left to drop: nothing changes.
    kept.current = undefined;
    kept.current = { userId: HANAKO.uid, last: '鈴木' };
    expect(changes).toEqual(['kept', 'dropped', 'kept']);
    expect(kept.current).toEqual({ userId: HANAKO.uid, last: '鈴木' });
  });

  it('without a session: follows none, kept until its holder drops it', () => {
    const kept = keptAccount(undefined);
    kept.current = HANAKO;
    expect(kept.current).toEqual(HANAKO);
    kept.current = undefined;
    expect(kept.current).toBeUndefined();
  });
});
