// The auth cookie: auth data as JSON under `auth`, with the §9 attributes of authCookieAttributes.
import {
  authCookieAttributes,
  COOKIE_NAMES,
  cookieDomain,
  type CookieJar,
  type CookieRuleOptions,
} from './cookies';
import { parseAuthData, type AuthData } from './storage';

/** The auth data in the auth cookie when it parses into valid auth data (§5), else undefined. */
export function readAuthCookie(cookies: CookieJar): AuthData | undefined {
  return parseAuthData(cookies.get(COOKIE_NAMES.auth));
}

/** Writes auth data to the auth cookie: 1 day, path /, SameSite=Strict, Secure, parent domain. */
export function writeAuthCookie(
  cookies: CookieJar,
  auth: AuthData,
  hostname: string,
  options: CookieRuleOptions = {},
): void {
  const { token, uid, expires } = auth;
  cookies.set(
    COOKIE_NAMES.auth,
    JSON.stringify({ token, uid, expires }),
    authCookieAttributes(hostname, options),
  );
}

/**
 * Deletes the auth cookie. A cookie is deleted only with the Domain it was set with, so where the
 * page has a parent domain both the domain cookie and a host-only one are deleted: a leftover
 * copy would sign the user in again at the next session sync.
 */
export function removeAuthCookie(
  cookies: CookieJar,
  hostname: string,
  options: CookieRuleOptions = {},
): void {
  const attributes = authCookieAttributes(hostname, options);
  cookies.remove(COOKIE_NAMES.auth, attributes);
  if (cookieDomain(hostname) !== undefined) {
    const { domain: _domain, ...hostOnly } = attributes;
    cookies.remove(COOKIE_NAMES.auth, hostOnly);
  }
}
