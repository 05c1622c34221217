// A path without the landing URL's campaign parameters (utm.ts keeps them): apart from the rest of
// the UTM rules, as the header's sign-in link writes it on every page, before the session's code has
// loaded.

/** A campaign parameter: the five of utm.ts, and any other `utm_` one (utm_id, utm_source_platform, …). */
const isUtmParameter = (pair: string): boolean => {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).startsWith('utm_');
  } catch {
    return false;
  }
};

/**
 * `path` (a path with its search and hash) without its campaign parameters. They are the landing
 * URL's, kept in storage from the landing until logout: a page reached later (a sign-in's way back)
 * is no new landing, and a reload of it must not store them again. The other parameters stay as
 * they were written.
 */
export function withoutUtm<Path extends string>(path: Path): Path {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const searchAt = beforeHash.indexOf('?');
  if (searchAt === -1) return path;
  const pairs = beforeHash.slice(searchAt + 1).split('&');
  const kept = pairs.filter((pair) => !isUtmParameter(pair));
  if (kept.length === pairs.length) return path;
  const search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return `${beforeHash.slice(0, searchAt)}${search}${hash}` as Path;
}
