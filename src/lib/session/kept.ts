// Kept for this visitor until sign-out: what a visitor had when a session failed or ended, held so
// that it is not lost with it — the account a registration made whose sign-in failed (the next try
// signs in with it, not registering again) and the name typed with it (stored once its user is
// signed in), what a user typed when the end of the session refused its save (back once the same
// user signs in again: `keptForReturn`). Every such value follows the rules here, whichever feature
// holds it:
//   - it is held in memory, for the page's life at most, and never stored: nothing of it outlives
//     the tab, and a reload starts without it;
//   - it is its session's: one auth store (a page's, in the browser), whose turns it follows;
//   - it is given back only to the user it was kept for (`forUser`), and forgotten when someone
//     else's session loads;
//   - it is forgotten when the visitor signs out, in this tab or in another (the shared computer's
//     next user must not find it);
//   - not when the session only ends (its token refused, expired): that is when it is kept, for the
//     same user's return;
//   - a value that is a way in (a registration's auth, `token`) lives no longer than its token: it
//     is forgotten when another token takes the session's place, or the server refuses it.
//
// The auth state says how the last session ended (src/features/auth/store.ts; src/lib knows only its
// shape), and a sign-out is read only from what it says: `signedOutHere` the visitor's logout in this
// tab, `signedOutElsewhere` a sign-out in another (the session's own watch of the stored auth,
// watch.ts, turns it into that), `expired` a refused token. Nothing is inferred from a state that
// only looks signed out. A login or sign-in that comes to nothing, a stored session found expired at
// login, the session clearing `expired` after a registration's new token was refused at once (the
// visitor had no session of theirs to be told of): none is the visitor's sign-out, and none forgets
// what is kept (someone else's session loading, or the end of a way in's token, still does). So a tab
// signed in as one user, whose login (another tab stored a session) finds the stored session expired,
// ends that user's session here and keeps what is kept for them: an expiry is no sign-out, and it is
// still given back to that user alone, and forgotten when someone else's session loads.

/** The session's state as far as a kept value follows it. */
export interface VisitorSessionState {
  isAuthenticated: boolean;
  isLoadingAuth: boolean;
  currentUser: { id: string } | null;
  /** The token the session is signing in or signed in with. */
  token: string | undefined;
  /** The session ended because the server refused its token. */
  expired: boolean;
  /** The session ended because the visitor signed out in another tab. */
  signedOutElsewhere: boolean;
  /** The session ended because the visitor signed out here. */
  signedOutHere: boolean;
  /** The stored session could not be loaded (it stays stored meanwhile). */
  sessionError: unknown;
}

/** The session a value is kept with: the app's auth store (`auth.store` in the route context). */
export interface VisitorSession {
  getState: () => VisitorSessionState;
  subscribe: (listener: () => void) => () => void;
}

/** Whose a kept value is. */
export interface KeptOwner {
  /** The only user it is given back to. */
  userId: string;
  /** For a way in (a registration's auth): the token it signs in with. */
  token?: string | undefined;
}

/**
 * What changed: kept (`current` set), dropped by its holder (`current` cleared), or forgotten by the
 * session (a sign-out, someone else's session, its token's end).
 */
export type KeptChange = 'kept' | 'dropped' | 'forgotten';

export interface KeptValue<T> {
  /**
   * The value kept, if any. Setting it keeps it from now on (`keep`); setting undefined drops it
   * (`drop`): a ref's shape, for code written against one.
   */
  current: T | undefined;
  /** Keeps `value` from now on, in place of any kept before. */
  keep: (value: T) => void;
  /** Drops the value kept, if any. */
  drop: () => void;
  /** The value if it was kept for `userId`. */
  forUser: (userId: string | undefined) => T | undefined;
  /** Calls `listener` at each change, with what it was. Answers the way to stop. */
  subscribe: (listener: (change: KeptChange) => void) => () => void;
}

const settledSignedOut = (state: VisitorSessionState) =>
  !state.isAuthenticated && !state.isLoadingAuth && state.sessionError === undefined;

/** Whether the session's turn from `previous` to `next` forgets a value of `owner`'s. */
function forgetsKept(owner: KeptOwner, previous: VisitorSessionState, next: VisitorSessionState): boolean {
  // Signed out, here or in another tab, as the session says. Its mark stays while the next login
  // loads, which signs nobody out: only the state the sign-out left is read as one.
  if ((next.signedOutHere || next.signedOutElsewhere) && settledSignedOut(next)) return true;
  // Someone else's session loaded (a sign-in here or in another tab).
  if (next.isAuthenticated && !next.isLoadingAuth && next.currentUser?.id !== owner.userId) return true;
  if (owner.token === undefined) return false;
  // A way in: another token took the session's place (must not be signed in with over it), or its
  // own was refused (it cannot sign in any more): it left the session, which says so (`expired` may
  // have been set before, by an earlier session's end, and stay set while this one signs in).
  if (next.token !== undefined && next.token !== previous.token && next.token !== owner.token) return true;
  return next.expired && previous.token === owner.token && next.token !== owner.token;
}

/**
 * A value kept with `session` by the rules above, whose owner `ownerOf` tells. Its holder decides
 * how long it lives (a component, or the page: `keptPerSession`). Without a session (a component
 * shown alone, outside the app's router) it follows none: kept until its holder drops it.
 */
export function keptForVisitor<T>(
  session: VisitorSession | undefined,
  ownerOf: (value: T) => KeptOwner,
): KeptValue<T> {
  let kept: { value: T; owner: KeptOwner } | undefined;
  let stopFollowing: (() => void) | undefined;
  const listeners = new Set<(change: KeptChange) => void>();

  const change = (next: typeof kept, how: KeptChange) => {
    // Nothing kept, nothing to drop.
    if (!next && !kept) return;
    stopFollowing?.();
    stopFollowing = undefined;
    kept = next;
    if (next && session) stopFollowing = follow(session, next.owner, () => change(undefined, 'forgotten'));
    for (const listener of [...listeners]) listener(how);
  };

  const keep = (value: T) => change({ value, owner: { ...ownerOf(value) } }, 'kept');
  const drop = () => change(undefined, 'dropped');
  return {
    get current() {
      return kept?.value;
    },
    set current(value) {
      if (value === undefined) drop();
      else keep(value);
    },
    keep,
    drop,
    forUser: (userId) =>
      kept && userId !== undefined && kept.owner.userId === userId ? kept.value : undefined,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Follows the session's turns from now on: `forget` at the first that forgets a value of `owner`'s. */
function follow(session: VisitorSession, owner: KeptOwner, forget: () => void): () => void {
  let previous = session.getState();
  return session.subscribe(() => {
    const next = session.getState();
    // The state this began with: no turn since (a value kept while the store tells its listeners).
    if (next === previous) return;
    const forgets = forgetsKept(owner, previous, next);
    previous = next;
    if (forgets) forget();
  });
}

/**
 * One kept value per session, the same each time it is asked for: what a page keeps beyond the
 * component that kept it (the account page's name, shown again by the next account page).
 */
export function keptPerSession<T>(
  ownerOf: (value: T) => KeptOwner,
): (session: VisitorSession) => KeptValue<T> {
  const values = new WeakMap<VisitorSession, KeptValue<T>>();
  return (session) => {
    let value = values.get(session);
    if (!value) {
      value = keptForVisitor(session, ownerOf);
      values.set(session, value);
    }
    return value;
  };
}

/** What a user typed whose save met the end of their session, kept for their return (`keptForReturn`). */
export interface KeptForReturn<T> {
  /**
   * Keeps `input`, typed by `userId`, whose save the end of their session refused, with `session` (the
   * app's auth store), in place of any kept before. Without one (the page shown alone) nothing is kept.
   */
  keep: (session: VisitorSession | undefined, userId: string, input: T) => void;
  /** What `userId` typed before their session ended, if any. Read only: `drop` forgets it. */
  of: (session: VisitorSession | undefined, userId: string) => T | undefined;
  /**
   * Forgets what is kept: shown once, or another user's page shows; given `only`, only if it says so
   * of the input and whose it is.
   */
  drop: (session: VisitorSession | undefined, only?: (input: T, userId: string) => boolean) => void;
}

/**
 * What a user typed on a page whose save met the end of their session (401): the session ends at
 * once and the sign-in page takes the page's place, which would lose it. Kept for the same user's
 * return, once: one per session (`keptPerSession`), by the rules above, and only when the session
 * ended by its refused token; given back to that user alone, and dropped by the next page of its
 * kind shown, whoever's (the account page's name, an onboarding step's input).
 */
export function keptForReturn<T>(): KeptForReturn<T> {
  const inputs = keptPerSession((kept: { userId: string; input: T }) => ({ userId: kept.userId }));
  return {
    keep: (session, userId, input) => {
      // Only when the session ended by its refused token: a 401 that answers a save sent after the
      // visitor signed out (here or in another tab: it went without a token) ends nothing, and keeps nothing.
      if (session?.getState().expired) inputs(session).keep({ userId, input });
    },
    of: (session, userId) => (session ? inputs(session).forUser(userId)?.input : undefined),
    drop: (session, only) => {
      if (!session) return;
      const kept = inputs(session);
      const { current } = kept;
      if (current && (!only || only(current.input, current.userId))) kept.drop();
    },
  };
}
