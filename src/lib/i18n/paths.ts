import type { AppLanguage } from './languages';

// `/en` followed by the end, `/`, `?` or `#`. `/enx`, `/english` or `/EN` are Japanese pages.
const englishPrefix = /^\/en(?=[/?#]|$)/;

/**
 * The language of a root-relative path or href: `'en'` for `/en` and everything under `/en/`,
 * `'ja'` for anything else (`/`, `/start`, `/enx`, …). A search or hash may follow (`/en?x=1` is
 * English). Matching is case-sensitive, like the router.
 */
export function languageFromPath(pathname: string): AppLanguage {
  return englishPrefix.test(pathname) ? 'en' : 'ja';
}

/**
 * The path without its `/en` prefix: `/en/start` → `/start`, `/en` and `/en/` → `/`,
 * `/en?x=1#top` → `/?x=1#top`. A Japanese path (`/start`, `/enx`) comes back unchanged. Only one
 * prefix is removed; trailing slashes, search and hash are kept.
 */
export function stripLanguage(pathname: string): string {
  if (!englishPrefix.test(pathname)) return pathname;
  const rest = pathname.slice('/en'.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page in `language`, for the language switch and for building links.
 *
 * Contract:
 * - `href` is root-relative: a pathname optionally followed by `?search` and/or `#hash`
 *   (`/tokyo/house-cleaning?page=2#reviews`). A missing leading `/` is added; `''` means `/`.
 *   Absolute URLs (`https://…`) are not supported.
 * - Any existing `/en` prefix is removed first (see {@link stripLanguage}), so the result never
 *   has a double prefix and the call is idempotent.
 * - `'ja'`: the unprefixed path (`/en/start` → `/start`, `/en` → `/`).
 * - `'en'`: `/en` + the path (`/start` → `/en/start`); the root `/` becomes `/en` (no trailing
 *   slash), a root with a search or hash becomes `/en?…` / `/en#…`.
 * - Search and hash are kept verbatim, trailing slashes of non-root paths too.
 */
export function withLanguage(href: string, language: AppLanguage): string {
  const normalized = href.startsWith('/') ? href : `/${href}`;
  const stripped = stripLanguage(normalized);
  const cut = stripped.search(/[?#]/);
  const path = cut === -1 ? stripped : stripped.slice(0, cut);
  const suffix = cut === -1 ? '' : stripped.slice(cut);
  if (language === 'ja') return `${path}${suffix}`;
  return `${path === '/' ? '/en' : `/en${path}`}${suffix}`;
}

// A path on this site: one leading `/` (a `//host` URL is another site).
const rootRelative = /^\/(?!\/)/;

/**
 * An href from the API in `language`: a root-relative path of this site gets the language
 * (`/blog/x` → `/en/blog/x` in English, see {@link withLanguage}); anything else (`https://…`,
 * `//host/…`, `mailto:`) points off the app and is returned unchanged.
 */
export function localizeHref(href: string, language: AppLanguage): string {
  return rootRelative.test(href) ? withLanguage(href, language) : href;
}
