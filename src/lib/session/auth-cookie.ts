// The auth cookie (auth data as JSON under `auth`, with the attributes of authCookieAttributes):
// another part of the site writes it; this app takes the session over from it, then deletes it.
import {
  authCookieAttributes,
  COOKIE_NAMES,
  cookieDomain,
  type CookieJar,
  type CookieRuleOptions,
} from './cookies';

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
