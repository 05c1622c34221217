/**
 * A URL taken from API data, made safe to put in a link or an image: only `https:` URLs and
 * same-site root-relative paths pass; anything else (`http:`, `javascript:`, `data:`, protocol-relative
 * `//host`, backslashes, control or bidi characters, relative paths) is undefined, and the caller
 * renders the text without a link (or no image). The answer is the URL as parsed, never the input.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u0020\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
const MAX_LENGTH = 2048;

export function safeDataUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    try {
      const resolved = new URL(value, 'https://same-site.invalid');
      const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
      // Dot segments may resolve to `//host` (`/..//evil`): still another site.
      return resolved.origin === 'https://same-site.invalid' && !path.startsWith('//') ? path : undefined;
    } catch {
      return undefined;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}
