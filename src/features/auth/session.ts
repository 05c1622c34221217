// The signed-in lifecycle, with the session storage rules and the realtime socket.
//   login: loading; read stored auth; expired → log out; token and uid → load the user, set the
//          token header, open the socket, start what the other parts of the app do for a signed-in
//          user (the notifications and announcements, the socket's events); on failure loading ends.
//   logout: clear stored auth, UTM, sign-up and business forms and the uid; drop the token; close
//          the socket (unauthenticate); let the other parts drop what is the user's; reset the user.
//   a refused token (a call that carried it answered 401, or the socket refused it): the same logout,
//          marked `expired`, so signed-in pages send the visitor to sign in again and say why.
//
// The other features take part without this feature knowing them, and without importing it: the
// app hands their `SessionPart`s in (src/app/services.ts). What they need of the session reaches
// them as props, given by the routes, which read the session from the router context.
import type { ApiClient, AuthToken, User } from '../../api';
import { getCurrentUser, isApiError, signIn, signInWithSocial } from '../../api';
import { setMonitoringUser } from '../../lib/monitoring';
import type { RealtimeConnection, RealtimeHandlers } from '../../lib/realtime';
import {
  browserLocalStorage,
  captureUtm,
  clearSession,
  createMemoryStorage,
  documentCookieJar,
  isExpired,
  readAuth,
  readFailedAttempts,
  syncSessionFromCookie,
  writeAuth,
  writeFailedAttempts,
  writeUid,
} from '../../lib/session';
import { createAuthStore, signedOut, type AuthSession, type AuthStore } from './store';

/** What another part of the app does at the session's turns. */
export interface SessionPart {
  /** Awaited before the signed-in state shows (e.g. the texts of what then appears). */
  beforeSignedIn?: (user: User) => Promise<void>;
  /** Started once signed in, not awaited (e.g. loading the user's notifications). */
  signedIn?: (user: User) => void;
  /** Handlers of the socket's pushed events for the signed-in user (one part per event). */
  realtime?: (userId: string) => Omit<RealtimeHandlers, 'authenticated' | 'unauthorized'>;
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
}: {
  api: ApiClient;
  store?: AuthStore;
  parts?: readonly SessionPart[];
  /** A conversion goal reached (sent as an analytics conversion). */
  onConversion?: (goal: SessionConversionGoal) => void;
}): AuthSession {
  const storage = browserLocalStorage() ?? createMemoryStorage();
  const cookies = documentCookieJar();
  const secure = window.location.protocol === 'https:';
  let connection: RealtimeConnection | undefined;
  // Each login and logout starts a new generation; work of an older one stops at its next step
  // (sign-out during a login, or signing in as someone else).
  let generation = 0;
  // Sign-in calls under way: their 401 refuses the credentials or the code, not a token they carried.
  let credentialCalls = 0;

  async function openSocket(userId: string, token: string, mine: number) {
    const { connectRealtime } = await import('../../lib/realtime');
    if (mine !== generation) return;
    const opened = await connectRealtime({
      token,
      handlers: {
        ...parts.reduce<RealtimeHandlers>((all, part) => ({ ...all, ...part.realtime?.(userId) }), {}),
        // A refused token (revoked elsewhere) ends the session.
        unauthorized: () => tokenRefused(token),
      },
    });
    // Signed out (or in as someone else) meanwhile: this socket is not wanted.
    if (mine !== generation) {
      opened.close();
      return;
    }
    connection = opened;
  }

  function endSession(expired: boolean) {
    generation += 1;
    clearSession({ storage, cookies, secure });
    connection?.close();
    connection = undefined;
    for (const part of parts) part.signedOut?.();
    store.setState({ ...signedOut, expired });
    setMonitoringUser(null);
  }

  async function logout() {
    endSession(false);
  }

  function tokenRefused(token: string) {
    // Only this session's token: a late answer to an earlier session's call changes nothing, and of
    // several calls refused together the first ends the session (and takes the token with it). A
    // refusal during a sign-in's own call is left to the next call: the sign-in replaces the session.
    if (credentialCalls > 0 || token !== store.getState().token) return;
    endSession(true);
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

  async function login() {
    const mine = ++generation;
    connection?.close();
    connection = undefined;
    store.setState({ isLoadingAuth: true });
    const auth = readAuth(storage);
    if (!auth) {
      store.setState({ ...signedOut });
      return;
    }
    if (isExpired(auth, Date.now())) {
      await logout();
      return;
    }
    // The token header goes on every call from here on (the client reads it from the store).
    store.setState({ token: auth.token });
    try {
      // A hung call must not keep the app loading for ever.
      const user = await getCurrentUser(api, 10_000);
      await Promise.all(parts.map((part) => part.beforeSignedIn?.(user)));
      if (mine !== generation) return;
      store.setState({ currentUser: user, isAuthenticated: true, isLoadingAuth: false, expired: false });
      setMonitoringUser(user.id);
      // What follows does not hold up the page.
      for (const part of parts) part.signedIn?.(user);
      void openSocket(user.id, auth.token, mine).catch(() => undefined);
    } catch (error) {
      if (mine !== generation) return;
      // A refused token ends the session (the API client's hook usually has already); anything else
      // ends the loading, signed out.
      if (isApiError(error) && error.status === 401) tokenRefused(auth.token);
      else store.setState({ ...signedOut });
    }
  }

  /** Stores fresh auth data (sign-in or registration) and logs in with it. */
  async function adopt(auth: AuthToken): Promise<string> {
    writeAuth(storage, auth);
    writeUid(storage, auth.uid);
    writeFailedAttempts(storage, 0);
    await login();
    // login() swallows its failures; the caller must hear about them.
    if (!store.getState().isAuthenticated) throw new Error('signed in, but the user could not be loaded');
    return auth.uid;
  }

  syncSessionFromCookie({ cookies, storage, secure });
  const ready = login();
  // After login's first, synchronous part: an expired session's logout clears the stored UTM, and
  // must not clear what this landing URL brings.
  captureUtm(window.location.search, storage);

  return {
    store,
    ready,
    login,
    logout,
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
      await adopt(auth);
    },
    signInWithSocial: async (input) => {
      // The code is the provider's proof of step 1; a refused code is no failed password attempt.
      const auth = await credentialCall(() => signInWithSocial(api, input));
      onConversion?.('loginStep1Passed');
      await adopt(auth);
    },
    adopt,
    userSaved: (user) => {
      if (store.getState().currentUser?.id === user.id) store.setState({ currentUser: user });
    },
    tokenRefused,
  };
}
