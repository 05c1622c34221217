// The session a page starts with, read before the signed-in lifecycle's code has loaded: the auth
// data the login's first, synchronous steps will sign in with (the session sync's, then the stored
// auth), so the app can show the loading state, and send the token, from the start as those steps
// did. Reads only: the session sync and the login write and clear, when they run.
import { COOKIE_NAMES } from './cookie-read';
import type { CookieJar } from './cookies';
import { isExpired, parseAuthData, readAuth, type AuthData, type SessionStorageLike } from './stored-auth';

/**
 * What the start-up login will load: the auth cookie's data when the session sync will take it over
 * (valid, unexpired, and the stored copy missing, invalid, expired or expiring earlier), else the
 * stored auth data when valid and unexpired; undefined when there is none (the login ends signed out
 * at once, as it does with an expired session, which it logs out).
 */
export function authAtStart({
  storage,
  cookies,
  now = Date.now(),
}: {
  /** The page's local storage (undefined: none usable, as the session then keeps it in memory). */
  storage: SessionStorageLike | undefined;
  cookies: Pick<CookieJar, 'get'>;
  now?: number;
}): AuthData | undefined {
  const stored = storage && readAuth(storage);
  const local = stored && !isExpired(stored, now) ? stored : undefined;
  const cookie = parseAuthData(cookies.get(COOKIE_NAMES.auth));
  if (cookie && !isExpired(cookie, now) && !(local && local.expires >= cookie.expires)) return cookie;
  return local;
}
