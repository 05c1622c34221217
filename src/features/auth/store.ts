// The auth state (the signed-in user, whether signed in, whether the sign-in is still loading, and
// the token the API client sends): an external store React reads with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { AuthToken, SocialSignInInput, User } from '../../api';
import type { AppLanguage } from '../../lib/i18n';

export interface AuthState {
  currentUser: User | null;
  isAuthenticated: boolean;
  isLoadingAuth: boolean;
  /** The access token the API client sends; never logged. */
  token: string | undefined;
  /**
   * The last session ended because the server refused its token (it expired or was revoked), not by
   * the user's sign-out: a signed-in page sends the visitor to sign in again, and the sign-in page
   * says why. Until the next sign-in or sign-out.
   */
  expired: boolean;
  /**
   * The last session ended because the visitor signed out in another tab (the stored auth went):
   * a signed-in page here sends them to sign in, as after an expiry. Until the next sign-in.
   */
  signedOutElsewhere: boolean;
  /**
   * The last session ended because the visitor signed out here (the logout of this tab): what was
   * kept for them goes with it (src/lib/session/kept.ts). Nothing else says so, however signed out
   * it looks: a refused token, a stored session found expired at login, a login or sign-in that comes
   * to nothing. Until the session settles again (a sign-in, a login's end, a failed sign-in).
   */
  signedOutHere: boolean;
  /**
   * The stored session could not be loaded, for another reason than a refused token (no answer, a
   * rate limit, a server failure): what failed. The session stays stored and nobody is signed in
   * meanwhile; signed-in pages say why with a retry (a new login) instead of asking to sign in.
   * Undefined otherwise.
   */
  sessionError: unknown;
}

export const signedOut: AuthState = {
  currentUser: null,
  isAuthenticated: false,
  isLoadingAuth: false,
  token: undefined,
  expired: false,
  signedOutElsewhere: false,
  signedOutHere: false,
  sessionError: undefined,
};

/** How a session ended, as the state says (none: a stored session found expired at login). */
export type SessionEnd = 'expired' | 'signedOutElsewhere' | 'signedOutHere';

/** The state a session's end leaves: signed out, marked with how it ended, and with nothing else. */
export const endedState = (how?: SessionEnd): AuthState => ({
  ...signedOut,
  expired: how === 'expired',
  signedOutElsewhere: how === 'signedOutElsewhere',
  signedOutHere: how === 'signedOutHere',
});

export interface AuthStore {
  getState: () => AuthState;
  setState: (patch: Partial<AuthState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createAuthStore(initial: AuthState = signedOut): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const personName = (
  parts: { last: string; first: string } | null | undefined,
  order: 'lastFirst' | 'firstLast',
) =>
  parts
    ? (order === 'lastFirst' ? `${parts.last} ${parts.first}` : `${parts.first} ${parts.last}`).trim()
    : '';

/**
 * How the site names a signed-in user in `language`: on Japanese pages the company, the kanji name, the
 * romanised name; on English pages the English names first (the company's, the romanised one — "the
 * name English pages show", as the account page says), then the Japanese ones; else the email.
 */
export function displayNameOf(user: User, language: AppLanguage = 'ja'): string {
  const { fullNameKanji, fullNameEnglish, companyNameKanji, companyNameEnglish } = user.profile;
  const kanji = personName(fullNameKanji, 'lastFirst');
  const romanised = personName(fullNameEnglish, 'firstLast');
  const names =
    language === 'en'
      ? [companyNameEnglish, romanised, companyNameKanji, kanji]
      : [companyNameKanji, kanji, romanised];
  return names.map((name) => name?.trim()).find(Boolean) ?? user.email;
}

// The server renders the anonymous page, so hydration starts from the signed-out state; the
// visitor's own state follows at once after it.
const serverSnapshot = () => signedOut;

export const useAuthState = (store: AuthStore): AuthState =>
  useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);

/** The signed-in lifecycle (session.ts implements it). */
export interface AuthSession {
  store: AuthStore;
  /**
   * Resolves once the latest login has finished (signed in or not): the start-up one, or a later one
   * (a retry after the stored session failed to load).
   */
  readonly ready: Promise<void>;
  /** Loads the stored session (again); never throws: the state says how it went. */
  login: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<void>;
  /** Exchanges a social provider's authorization code for a session and signs in with it. */
  signInWithSocial: (input: SocialSignInInput) => Promise<void>;
  /**
   * Signs in with the token a registration answered with; resolves with the user id. Rejects with
   * what failed to load (the token kept: adopting it again retries), or, when the session ended at
   * once (the token refused or expired: dropped), with a `SessionEndedError` (src/lib/session):
   * the account exists, but this token will not sign it in.
   */
  adopt: (auth: AuthToken) => Promise<string>;
  /** Takes the signed-in user as the server answered after a change (ignored for anyone else). */
  userSaved: (user: User) => void;
  logout: () => Promise<void>;
  /**
   * The server refused `token` (a call that carried it answered 401): when it is this session's,
   * the session ends as a logout does, marked `expired`. Any other token changes nothing.
   */
  tokenRefused: (token: string) => void;
}
