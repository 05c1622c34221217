// The anonymous visitor id of analytics events and experiment assignment: the `anonymous_id`
// cookie (product spec §9 cookies: 1 day, path /, SameSite Strict, Secure on https).
import { readCookie } from '../session/cookies';

export const ANONYMOUS_ID_COOKIE = 'anonymous_id';
export const ANONYMOUS_ID_MAX_AGE_SECONDS = 86_400;

const VALID_ID = /^[A-Za-z0-9_-]{1,128}$/;

// Kept in memory too, so the id stays the same within the page where cookies are refused.
let memoryId: string | undefined;

/** A random id: crypto.randomUUID, else random base-36 digits. */
export function createAnonymousId(): string {
  const cryptoApi = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  let id = '';
  while (id.length < 24) id += Math.random().toString(36).slice(2);
  return id.slice(0, 24);
}

/** The value of a cookie in a `document.cookie` string (one parser for the app's cookies). */
export { readCookie };

/** The Set-Cookie string written for an id (exported for tests). */
export function anonymousIdCookie(id: string, secure: boolean): string {
  return (
    `${ANONYMOUS_ID_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${ANONYMOUS_ID_MAX_AGE_SECONDS}; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}

/**
 * The visitor's anonymous id: the `anonymous_id` cookie when it holds a valid id, else a new
 * random id, written to the cookie. Without a document (server, tests in node) the id lives in
 * memory only.
 */
export function getAnonymousId(): string {
  if (typeof document === 'undefined') return (memoryId ??= createAnonymousId());
  let fromCookie: string | undefined;
  try {
    fromCookie = readCookie(document.cookie, ANONYMOUS_ID_COOKIE);
  } catch {
    fromCookie = undefined;
  }
  if (fromCookie !== undefined && VALID_ID.test(fromCookie)) return (memoryId = fromCookie);
  const id = (memoryId ??= createAnonymousId());
  try {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:';
    document.cookie = anonymousIdCookie(id, secure);
  } catch {
    // Cookies refused: the in-memory id is used.
  }
  return id;
}
