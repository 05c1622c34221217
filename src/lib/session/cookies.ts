// The app's cookies: a small jar over `document.cookie` and the attribute rules. The auth and
// anonymous-id cookies live one day with SameSite=Strict, the nonce cookie 15 minutes with
// SameSite=Lax; all are Secure, on path / and on the parent (registrable) domain of the page, or
// host-only on localhost and IP addresses. Reading a cookie is in cookie-read.ts (the first page
// reads the auth cookie before the session's code has loaded).
import { readDocumentCookie } from './cookie-read';

export { COOKIE_NAMES, readCookie } from './cookie-read';

export const AUTH_COOKIE_MAX_AGE_SECONDS = 86_400;
export const NONCE_COOKIE_MAX_AGE_SECONDS = 15 * 60;

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieAttributes {
  path?: string;
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge?: number;
  sameSite?: SameSite;
  secure?: boolean;
  /** The Domain attribute (e.g. `.example.jp`); absent means a host-only cookie. */
  domain?: string;
}

export interface CookieJar {
  /** The decoded value of the first cookie of that name, or undefined. */
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  /** Deletes the cookie; path and domain must be those it was set with. */
  remove(name: string, attributes: CookieAttributes): void;
}

export interface CookieRuleOptions {
  /**
   * Whether the Secure attribute is written (default true: the session's cookies are Secure). Browsers refuse Secure
   * cookies from plain-http pages other than localhost; pass `location.protocol === 'https:'`
   * to keep cookies working on such a page.
   */
  secure?: boolean;
}

/** The page's hostname (`location.hostname`), or '' where there is no location (node). */
export function currentHostname(): string {
  const hostname = (globalThis as { location?: { hostname?: unknown } }).location?.hostname;
  return typeof hostname === 'string' ? hostname : '';
}

// Second-level Japanese suffixes under which the registrable domain has three labels.
const JP_SECOND_LEVEL = new Set(['co', 'ne', 'or', 'ac', 'go', 'ed', 'lg', 'gr']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The Domain attribute for a page's hostname: its registrable domain with a leading dot
 * (`www.example.jp` → `.example.jp`, `a.b.example.co.jp` → `.example.co.jp`), or undefined (a
 * host-only cookie) for localhost, IP addresses, single labels and public suffixes themselves.
 * The registrable domain is the last two labels, or the last three under co.jp, ne.jp, or.jp,
 * ac.jp, go.jp, ed.jp, lg.jp and gr.jp; other multi-label public suffixes are not known.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return undefined;
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return undefined;
  const [secondLevel, topLevel] = labels.slice(-2);
  const size = topLevel === 'jp' && secondLevel !== undefined && JP_SECOND_LEVEL.has(secondLevel) ? 3 : 2;
  if (labels.length < size) return undefined;
  return `.${labels.slice(-size).join('.')}`;
}

function baseAttributes(hostname: string, options: CookieRuleOptions): CookieAttributes {
  const domain = cookieDomain(hostname);
  return {
    path: '/',
    secure: options.secure ?? true,
    ...(domain === undefined ? {} : { domain }),
  };
}

/** The auth cookie: 1 day, path /, SameSite=Strict, Secure, parent domain. */
export function authCookieAttributes(hostname: string, options: CookieRuleOptions = {}): CookieAttributes {
  return { ...baseAttributes(hostname, options), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS, sameSite: 'Strict' };
}

/**
 * The anonymous-id cookie: the auth cookie's rules (1 day, path /, SameSite=Strict, Secure, parent
 * domain), so every part of the site under the parent domain sees the same visitor.
 */
export function anonymousIdCookieAttributes(
  hostname: string,
  options: CookieRuleOptions = {},
): CookieAttributes {
  return authCookieAttributes(hostname, options);
}

/** The nonce cookie: 15 minutes, path /, SameSite=Lax (it must survive the provider's redirect back), Secure, parent domain. */
export function nonceCookieAttributes(hostname: string, options: CookieRuleOptions = {}): CookieAttributes {
  return { ...baseAttributes(hostname, options), maxAge: NONCE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' };
}

/**
 * A `document.cookie` assignment: `name=value; Path=/; Max-Age=86400; SameSite=Strict; Secure;
 * Domain=.example.jp`, the value URI-encoded, absent attributes left out.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.path !== undefined) parts.push(`Path=${attributes.path}`);
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`);
  if (attributes.sameSite !== undefined) parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure === true) parts.push('Secure');
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  return parts.join('; ');
}

/**
 * A jar over `document.cookie` (or any object with a `cookie` property). Reading or writing never
 * throws: a refused cookie (sandboxed frame, cookies off) reads as absent and writes nothing.
 */
export function documentCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  const write = (cookie: string): void => {
    try {
      doc.cookie = cookie;
    } catch {
      // Cookies refused: nothing is written.
    }
  };
  return {
    get: (name) => readDocumentCookie(name, doc),
    set(name, value, attributes) {
      write(serializeCookie(name, value, attributes));
    },
    remove(name, attributes) {
      write(serializeCookie(name, '', { ...attributes, maxAge: 0 }));
    },
  };
}
