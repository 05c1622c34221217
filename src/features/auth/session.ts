// The signed-in lifecycle, with the session storage rules (its realtime socket: session-socket.ts).
//   login: loading; read stored auth; expired → log out; token and uid → load the user, set the
//          token header, open the socket, start what the other parts of the app do for a signed-in
//          user (the notifications and announcements, the socket's events); on failure loading ends.
//          A failure that is not a refused token (no answer, a rate limit, a server failure) leaves
//          the session stored and says what failed (`sessionError`): the visitor is not asked to sign
//          in again for the server's fault, and a retry (a new login) may succeed.
//   sign-in: the credentials (or the provider's code) give fresh auth data, which is stored only once
//          its user has loaded: a sign-in the page reports as failed leaves nothing a reload would
//          sign in with.
//   logout: clear stored auth, UTM, sign-up and business forms and the uid; drop the token; close
//          the socket (unauthenticate); let the other parts drop what is the user's; reset the user;
//          marked `signedOutHere`, so what is kept for the visitor until sign-out goes too.
//   a refused token (a call that carried it answered 401, or the socket refused it): the same logout,
//          marked `expired`, so signed-in pages send the visitor to sign in again and say why.
//   another tab: a sign-out there (the stored auth removed) is the same logout here, marked
//          `signedOutElsewhere` (a shared computer must not stay signed in in a forgotten tab); a
//          session stored there (signed in, or in as someone else) is loaded here too.
//
// The other features take part without this feature knowing them, and without importing it: the
// app hands their `SessionPart`s in (src/app/browser-session.ts, loaded beside the page's hydration;
// until then deferred-session.ts holds the session). What they need of the session reaches them as
// props, given by the routes, which read the session from the router context.
import type { ApiClient, AuthToken, User } from '../../api';
import { getCurrentUser, isApiError, signIn, signInWithSocial } from '../../api';
import { WAIT_LIMIT_MS } from '../../hooks/use-wait-limit';
import { setMonitoringUser } from '../../lib/monitoring';
import {
  browserLocalStorage,
  captureUtm,
  clearSession,
  createMemoryStorage,
  documentCookieJar,
  isExpired,
  readAuth,
  readFailedAttempts,
  SessionEndedError,
  syncSessionFromCookie,
  watchStoredAuth,
  writeAuth,
  writeFailedAttempts,
  writeUid,
} from '../../lib/session';
import { createSessionSocket, type PushedEventHandlers } from './session-socket';
import type { AuthSession, AuthStore, SessionEnd } from './store';
import { createAuthStore, endedState, signedOut } from './store';

/** What another part of the app does at the session's turns. */
export interface SessionPart {
  /** Awaited before the signed-in state shows (e.g. the texts of what then appears). */
  beforeSignedIn?: (user: User) => Promise<void>;
  /** Started once signed in, not awaited (e.g. loading the user's notifications). */
  signedIn?: (user: User) => void;
  /** Handlers of the socket's pushed events for the signed-in user (one part per event). */
  realtime?: (userId: string) => PushedEventHandlers;
  /** After sign-out: what of the user's the part drops (caches, drafts). */
  signedOut?: () => void;
}

/** The conversion goals the session reaches. */
export type SessionConversionGoal = 'loginStep1Passed';

/**
 * Starts at once: a session from the auth cookie, then the login with what is stored (`ready`), and
 * the landing URL's UTM parameters kept.
 */
export function createAuthSession({
  api,
  store = createAuthStore(),
  parts = [],
  onConversion,
  landingSearch = window.location.search,
}: {
  api: ApiClient;
  store?: AuthStore;
  parts?: readonly SessionPart[];
  /** The landing URL's search (default: the address's now), whose UTM parameters are kept. */
  landingSearch?: string;
  /** A conversion goal reached (sent as an analytics conversion). */
  onConversion?: (goal: SessionConversionGoal) => void;
}): AuthSession {
  const storage = browserLocalStorage() ?? createMemoryStorage();
  const cookies = documentCookieJar();
  const secure = window.location.protocol === 'https:';
  const socket = createSessionSocket({
    handlers: (userId) =>
      parts.reduce<PushedEventHandlers>((all, part) => ({ ...all, ...part.realtime?.(userId) }), {}),
    // A refused token (revoked elsewhere) ends the session.
    refused: tokenRefused,
  });
  // Each login and logout starts a new generation; work of an older one stops at its next step
  // (sign-out during a login, or signing in as someone else).
  let generation = 0;
  // Sign-in calls under way: their 401 refuses the credentials or the code, not a token they carried.
  let credentialCalls = 0;
  // The token of the stored session this tab holds (read at login, or stored by it): what another
  // tab's change to the stored auth is compared with.
  let held: string | undefined;
  // The latest login or sign-in (what `ready` answers).
  let latest: Promise<void> = Promise.resolve();

  /** Ends the session, marked with `how` it ended; unmarked: a stored session found expired at login. */
  function endSession(how?: SessionEnd) {
    generation += 1;
    held = undefined;
    clearSession({ storage, cookies, secure });
    socket.close();
    for (const part of parts) part.signedOut?.();
    store.setState(endedState(how));
    setMonitoringUser(null);
  }

  function tokenRefused(token: string) {
    // Only this session's token: a late answer to an earlier session's call changes nothing, and of
    // several calls refused together the first ends the session (and takes the token with it). A
    // refusal during a sign-in's own call is left to the next call: the sign-in replaces the session.
    if (credentialCalls > 0 || token !== store.getState().token) return;
    endSession('expired');
  }

  /** A sign-in call: its 401 is the caller's (wrong password, refused code), not the session's end. */
  async function credentialCall<T>(call: () => Promise<T>): Promise<T> {
    credentialCalls += 1;
    try {
      return await call();
    } finally {
      credentialCalls -= 1;
    }
  }

  /** Stores fresh auth data (a sign-in's, a registration's): the session this tab holds from now. */
  function keep(auth: AuthToken) {
    writeAuth(storage, auth);
    writeUid(storage, auth.uid);
    writeFailedAttempts(storage, 0);
    held = auth.token;
  }

  /** A new login or sign-in: work of an older one stops at its next step. Answers its generation. */
  function begin(): number {
    const mine = ++generation;
    socket.close();
    store.setState({ isLoadingAuth: true, sessionError: undefined });
    return mine;
  }

  /**
   * Loads the user of `auth` with its token and shows them signed in; throws what failed. `loaded`
   * runs once the user has loaded, before the signed-in state shows. False when a newer login or a
   * logout came meanwhile (nothing shown).
   */
  async function signInAs(auth: AuthToken, mine: number, loaded?: () => void): Promise<boolean> {
    // The token header goes on every call from here on (the client reads it from the store).
    store.setState({ token: auth.token });
    // A hung call must not keep the app loading for ever: as long as the app's parts wait for a
    // first answer (then it is a failure with a retry, not a sign-out).
    const user = await getCurrentUser(api, WAIT_LIMIT_MS);
    await Promise.all(parts.map((part) => part.beforeSignedIn?.(user)));
    if (mine !== generation) return false;
    loaded?.();
    store.setState({
      currentUser: user,
      isAuthenticated: true,
      isLoadingAuth: false,
      expired: false,
      signedOutElsewhere: false,
      signedOutHere: false,
      sessionError: undefined,
    });
    setMonitoringUser(user.id);
    // What follows does not hold up the page.
    for (const part of parts) part.signedIn?.(user);
    void socket.open(user.id, auth.token);
    return true;
  }

  /** The stored session, loaded (see the module comment); never throws. */
  async function restore() {
    const mine = begin();
    const auth = readAuth(storage);
    held = auth?.token;
    if (!auth) {
      store.setState({ ...signedOut });
      return;
    }
    if (isExpired(auth, Date.now())) {
      endSession();
      return;
    }
    try {
      await signInAs(auth, mine);
    } catch (error) {
      if (mine !== generation) return;
      // A refused token ends the session (the API client's hook usually has already); anything else
      // ends the loading with the session still stored, and says what failed.
      if (isApiError(error) && error.status === 401) tokenRefused(auth.token);
      else store.setState({ ...signedOut, sessionError: error });
    }
  }

  const login = (): Promise<void> => (latest = restore());

  /**
   * Signs in with the fresh auth data a sign-in call answered: stored (with the uid, and the failed
   * attempts reset) only once its user has loaded. On failure nothing is stored and the state is what
   * it was (a stored session that failed to load still says so); what failed is thrown.
   */
  async function signInWith(auth: AuthToken): Promise<void> {
    const before = store.getState().sessionError;
    const mine = begin();
    const attempt = (async () => {
      try {
        // The new token's user load is part of the sign-in: a 401 to it is no older session's end.
        await credentialCall(() => signInAs(auth, mine, () => keep(auth)));
      } catch (error) {
        if (mine === generation) store.setState({ ...signedOut, sessionError: before });
        // A 401 here is not the visitor's wrong password: the server refused what it had just given.
        throw isApiError(error) && error.status === 401
          ? new Error('the new session was refused at once', { cause: error })
          : error;
      }
    })();
    latest = attempt.catch(() => undefined);
    await attempt;
  }

  /**
   * Stores fresh auth data and logs in with it: a registration's, whose account exists whatever
   * follows. Unlike a sign-in's it is stored before the user loads: for a client registered by email
   * (no password yet) or by phone (no phone sign-in) it is the only way in; a failed load is the
   * session's `sessionError`, with its retry, and adopting the same auth again retries it. A session
   * that ended instead (the token refused or expired: no longer held) is a `SessionEndedError`.
   */
  async function adopt(auth: AuthToken): Promise<string> {
    keep(auth);
    await login();
    // login() leaves its failure in the state; the caller must hear about it, and what it was: an
    // ended session dropped the token (a retry with it would end the same way), a failed load keeps it.
    // A refused token is no expired session of the visitor's (they had none): the sign-in page must not
    // say so. Nor is it a sign-out: what is kept for the visitor (the name typed) stays.
    if (held !== auth.token) {
      const refused = store.getState().expired;
      if (refused) store.setState({ ...store.getState(), expired: false });
      const why = refused ? 'the new token refused' : 'expired, signed out or replaced';
      throw new SessionEndedError(`registered, but the session ended at once (${why})`);
    }
    const { isAuthenticated, sessionError } = store.getState();
    if (!isAuthenticated) throw sessionError ?? new Error('registered, but not signed in');
    return auth.uid;
  }

  syncSessionFromCookie({ cookies, storage, secure });
  void login();
  // After login's first, synchronous part: an expired session's logout clears the stored UTM, and
  // must not clear what this landing URL brings.
  captureUtm(landingSearch, storage);
  // Another tab's sign-out ends the session here; a session it stored is loaded here.
  watchStoredAuth(storage, (stored) => {
    if (!stored) {
      if (held !== undefined) endSession('signedOutElsewhere');
    } else if (stored.token !== held) void login();
  });

  return {
    store,
    get ready() {
      return latest;
    },
    login,
    logout: async () => endSession('signedOutHere'),
    signIn: async (email, password) => {
      let auth: AuthToken;
      try {
        auth = await credentialCall(() => signIn(api, email, password));
      } catch (error) {
        // Refused credentials count as a failed attempt (a sign-in or session sync resets it to 0).
        if (isApiError(error) && error.status === 401)
          writeFailedAttempts(storage, readFailedAttempts(storage) + 1);
        throw error;
      }
      // Step 1 (credentials accepted) passed; step 2 loads the user.
      onConversion?.('loginStep1Passed');
      await signInWith(auth);
    },
    signInWithSocial: async (input) => {
      // The code is the provider's proof of step 1; a refused code is no failed password attempt.
      const auth = await credentialCall(() => signInWithSocial(api, input));
      onConversion?.('loginStep1Passed');
      await signInWith(auth);
    },
    adopt,
    userSaved: (user) => {
      if (store.getState().currentUser?.id === user.id) store.setState({ currentUser: user });
    },
    tokenRefused,
  };
}
