// Logout, its storage part: clear stored auth, UTM, pro sign-up form, business profile form
// and the current uid, and the auth cookie. Removing the token header, closing the socket and
// resetting the user are the app's part.
import { removeAuthCookie } from './auth-cookie';
import { currentHostname, type CookieJar, type CookieRuleOptions } from './cookies';
import { safeRemoveItem, STORAGE_KEYS, type SessionStorageLike } from './storage';

/** The local-storage keys logout removes; the failed-attempts counter stays. */
export const LOGOUT_STORAGE_KEYS = [
  STORAGE_KEYS.auth,
  STORAGE_KEYS.utm,
  STORAGE_KEYS.proSignUpForm,
  STORAGE_KEYS.businessProfileForm,
  STORAGE_KEYS.uid,
] as const;

export interface ClearSessionInput extends CookieRuleOptions {
  storage: SessionStorageLike;
  cookies: CookieJar;
  /** The page's hostname, for the Domain of the cookie deletion (default location.hostname). */
  hostname?: string;
}

/** Removes the session's local-storage keys and the auth cookie; never throws. */
export function clearSession(input: ClearSessionInput): void {
  const { storage, cookies, hostname = currentHostname() } = input;
  for (const key of LOGOUT_STORAGE_KEYS) safeRemoveItem(storage, key);
  try {
    removeAuthCookie(cookies, hostname, input.secure === undefined ? {} : { secure: input.secure });
  } catch {
    // A jar that throws: the stored session is gone all the same.
  }
}
