// Session sync: the auth cookie (written by another part of the site on the parent domain)
// hands a session over to this app's local storage.
import { removeAuthCookie } from './auth-cookie';
import { COOKIE_NAMES, currentHostname, type CookieJar, type CookieRuleOptions } from './cookies';
import {
  isExpired,
  parseAuthData,
  readAuth,
  writeAuth,
  writeFailedAttempts,
  writeUid,
  type AuthData,
  type SessionStorageLike,
} from './storage';

export interface SessionSyncInput extends CookieRuleOptions {
  cookies: CookieJar;
  storage: SessionStorageLike;
  /** Now, in milliseconds since the epoch (default Date.now()). */
  now?: number;
  /** The page's hostname, for the Domain of the cookie deletion (default location.hostname). */
  hostname?: string;
}

/** Why no session was synced. */
export type SessionSyncSkip =
  /** No auth cookie. */
  | 'no-cookie'
  /** The auth cookie is not JSON of {expires: number, token: string, uid: string}. */
  | 'invalid-cookie'
  /** The auth cookie's data has expired. */
  | 'expired-cookie'
  /** Local storage holds valid, unexpired auth data expiring no earlier than the cookie's. */
  | 'local-is-current'
  /** Local storage refused the write; the cookie is kept for the next attempt. */
  | 'storage-unavailable';

export type SessionSyncResult = { synced: true; auth: AuthData } | { synced: false; reason: SessionSyncSkip };

/**
 * If the auth cookie parses into valid, unexpired auth data and the local copy is missing,
 * invalid (wrong shape or expired) or expires earlier: writes the cookie data to local storage,
 * stores the user id, resets failed attempts to 0, clears the auth cookie and answers
 * `{ synced: true, auth }`. Otherwise answers `{ synced: false, reason }` ("no session") and
 * leaves the storage and the cookie as they are.
 */
export function syncSessionFromCookie(input: SessionSyncInput): SessionSyncResult {
  const { cookies, storage, now = Date.now(), hostname = currentHostname() } = input;
  const raw = cookies.get(COOKIE_NAMES.auth);
  if (raw === undefined) return { synced: false, reason: 'no-cookie' };
  const auth = parseAuthData(raw);
  if (auth === undefined) return { synced: false, reason: 'invalid-cookie' };
  if (isExpired(auth, now)) return { synced: false, reason: 'expired-cookie' };

  const local = readAuth(storage);
  if (local !== undefined && !isExpired(local, now) && local.expires >= auth.expires)
    return { synced: false, reason: 'local-is-current' };

  if (!writeAuth(storage, auth)) return { synced: false, reason: 'storage-unavailable' };
  writeUid(storage, auth.uid);
  writeFailedAttempts(storage, 0);
  removeAuthCookie(cookies, hostname, input.secure === undefined ? {} : { secure: input.secure });
  return { synced: true, auth };
}
