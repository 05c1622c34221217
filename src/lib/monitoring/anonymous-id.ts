// The anonymous visitor id of analytics events and experiment assignment: the `anonymous_id`
// cookie (1 day, path /, SameSite=Strict, Secure on https; on the parent domain, host-only on
// localhost and IP addresses), written through the session's cookie jar (one serialiser and one
// parser for the app's cookies).
import {
  anonymousIdCookieAttributes,
  COOKIE_NAMES,
  currentHostname,
  documentCookieJar,
} from '../session/cookies';
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

/**
 * The visitor's anonymous id: the `anonymous_id` cookie when it holds a valid id, else a new
 * random id, written to the cookie. Without a document (server, tests in node) the id lives in
 * memory only.
 */
export function getAnonymousId(): string {
  if (typeof document === 'undefined') return (memoryId ??= createAnonymousId());
  const cookies = documentCookieJar(document);
  const fromCookie = cookies.get(COOKIE_NAMES.anonymousId);
  if (fromCookie !== undefined && VALID_ID.test(fromCookie)) return (memoryId = fromCookie);
  const id = (memoryId ??= createAnonymousId());
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  cookies.set(COOKIE_NAMES.anonymousId, id, anonymousIdCookieAttributes(currentHostname(), { secure }));
  return id;
}
