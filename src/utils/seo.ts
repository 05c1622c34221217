import { useRouter } from '@tanstack/react-router';
// Search-engine data every public page shares: the canonical URL in the page's language, its
// hreflang alternates, JSON-LD breadcrumbs, and JSON-LD text that cannot close its script tag.
import { withLanguage, type AppLanguage } from '../lib/i18n';

export interface AlternateLink {
  hrefLang: 'ja' | 'en' | 'x-default';
  href: string;
}

export interface PageUrls {
  canonical: string;
  alternates: AlternateLink[];
}

/**
 * The canonical URL of a page in `language` and its hreflang alternates: ja, en, and ja as
 * x-default (a Japanese-first site). `path` is the page's path without the language prefix;
 * `search` (e.g. `?page=2`) follows every URL.
 */
export function pageUrls(origin: string, path: string, language: AppLanguage, search = ''): PageUrls {
  const ja = `${origin}${withLanguage(path, 'ja')}${search}`;
  const en = `${origin}${withLanguage(path, 'en')}${search}`;
  return {
    canonical: language === 'en' ? en : ja,
    alternates: [
      { hrefLang: 'ja', href: ja },
      { hrefLang: 'en', href: en },
      { hrefLang: 'x-default', href: ja },
    ],
  };
}

/** A schema.org BreadcrumbList of absolute URLs (without `@context`, so it can sit in a `@graph`). */
export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page's origin, the same on the server (the request's public origin) and in the browser: the
 * router's. '' outside a router (tests rendering a component alone).
 */
export const useOrigin = (): string => useRouter({ warn: false })?.origin ?? '';
