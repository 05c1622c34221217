/**
 * Where sign-in may send the user afterwards: only a path of this site. The `redirect` parameter is
 * read from the address bar, so anyone can write it; following it blindly would make our sign-in
 * page a trampoline to any site (or a `javascript:` URL).
 */
declare const safePath: unique symbol;

/** A root-relative path (with search and hash) checked by {@link safeRedirect}; nothing else has this type. */
export type SafePath = string & { readonly [safePath]: true };

// Browsers read a backslash in a path as a slash, so `/\evil` is `//evil`: another host.
// Control characters are dropped or refused by URL parsers in ways that differ between them.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;
// Each layer of percent-encoding is a chance to hide `//` or `\` from one reader and not the next.
const MAX_DECODINGS = 3;

function isRootRelativePath(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path);
}

/**
 * `value` as a same-origin path when it is one, else undefined (callers then go to /start).
 *
 * Accepted: a root-relative path (`/home/cleaning?page=2`, `/en/billing#top`) that stays on
 * `origin` when resolved, and still looks like one after each percent-decoding. Refused: absolute
 * and protocol-relative URLs, backslashes, control characters, other schemes, and encoded forms
 * of any of them (`/%2F%2Fevil`, `/%5Cevil`). The answer is the resolved URL's own path, search
 * and hash, never the input string.
 */
export function safeRedirect(value: unknown, origin: string | undefined): SafePath | undefined {
  if (typeof value !== 'string' || !origin || value.length === 0 || value.length > MAX_LENGTH)
    return undefined;
  let layer = value;
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings += 1) {
    if (!isRootRelativePath(layer)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return undefined;
    }
    if (decoded === layer) break;
    // Still encoded after the last allowed decoding: too deep to reason about.
    if (decodings === MAX_DECODINGS) return undefined;
    layer = decoded;
  }
  let resolved: URL;
  let base: URL;
  try {
    base = new URL(origin);
    resolved = new URL(value, base.origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base.origin) return undefined;
  // Dot segments resolve away (`/..//evil` → `//evil`): the result must still be a plain path.
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isRootRelativePath(path) ? (path as SafePath) : undefined;
}
