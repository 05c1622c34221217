import type { Language } from '../../../lib/api';
import { withLanguage } from '../../../lib/i18n';
import { alternateLinks, breadcrumbStructuredData, canonicalPath, jsonLd } from '../seo';

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export interface SeoCrumb {
  name: string;
  /** A path without the language prefix, e.g. `/home/cleaning`. */
  path: string;
}

/**
 * The head of a public page (React hoists title, meta and link into <head>): title, description,
 * canonical URL, hreflang alternates and, when given, JSON-LD breadcrumbs.
 */
export function SeoHead({
  title,
  description,
  path,
  language,
  page,
  crumbs,
}: {
  title: string;
  description: string;
  /** The page path without the language prefix and without the leading slash. */
  path: string;
  language: Language;
  page?: number | undefined;
  crumbs?: SeoCrumb[];
}) {
  const base = origin();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={base + canonicalPath(path, language, page)} />
      {alternateLinks(base, path, page).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {crumbs && crumbs.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLd(
              breadcrumbStructuredData(
                base,
                crumbs.map((crumb) => ({ name: crumb.name, path: withLanguage(crumb.path, language) })),
              ),
            ),
          }}
        />
      )}
    </>
  );
}

export const canonicalUrl = (path: string, language: Language, page?: number) =>
  origin() + canonicalPath(path, language, page);
