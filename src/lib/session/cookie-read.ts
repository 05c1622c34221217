// Reading the app's cookies: their names, and a cookie's value. Apart from the rest of the cookie
// rules (cookies.ts, which re-exports it), so that the first page can read the auth cookie
// (at-start.ts) without the session's code.

/** The names of the app's cookies. */
export const COOKIE_NAMES = {
  /** Auth data as JSON: {token, uid, expires}. */
  auth: 'auth',
  /** The visitor's anonymous id (analytics and experiments). */
  anonymousId: 'anonymous_id',
  /** The short-lived nonce of a social sign-in state (state.ts). */
  nonce: 'nonce',
} as const;

/** The decoded value of the first cookie named `name` in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    const raw = part.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The decoded value of the cookie `name` of `doc` (the page's `document`), or undefined: none, or
 * cookies refused (reading them throws in a sandboxed frame).
 */
export function readDocumentCookie(
  name: string,
  doc: Pick<Document, 'cookie'> = document,
): string | undefined {
  let cookieString: string;
  try {
    cookieString = doc.cookie;
  } catch {
    return undefined;
  }
  return typeof cookieString === 'string' ? readCookie(cookieString, name) : undefined;
}
