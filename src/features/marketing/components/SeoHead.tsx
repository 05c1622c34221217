import { SeoTags } from '../../../components/SeoTags';
import type { Language } from '../../../api';
import { withLanguage } from '../../../lib/i18n';
import { useOrigin } from '../../../utils/seo';
import { alternateLinks, breadcrumbStructuredData, canonicalPath } from '../seo';

export interface SeoCrumb {
  name: string;
  /** A path without the language prefix, e.g. `/home/cleaning`. */
  path: string;
}

/**
 * The head of a marketing page: title, description, canonical URL (with `?page=` and
 * `caseStudyPage=` from page 2 of each list, as the title's page suffixes),
 * hreflang alternates and, when given, JSON-LD breadcrumbs.
 */
export function SeoHead({
  title,
  description,
  path,
  language,
  page,
  caseStudyPage,
  crumbs,
}: {
  title: string;
  description: string;
  /** The page path without the language prefix and without the leading slash. */
  path: string;
  language: Language;
  page?: number | undefined;
  caseStudyPage?: number | undefined;
  crumbs?: SeoCrumb[];
}) {
  const base = useOrigin();
  return (
    <SeoTags
      title={title}
      description={description}
      urls={{
        canonical: base + canonicalPath(path, language, page, caseStudyPage),
        alternates: alternateLinks(base, path, page, caseStudyPage),
      }}
      structuredData={
        crumbs && crumbs.length > 0
          ? breadcrumbStructuredData(
              base,
              crumbs.map((crumb) => ({ name: crumb.name, path: withLanguage(crumb.path, language) })),
            )
          : undefined
      }
    />
  );
}

export const canonicalUrl = (origin: string, path: string, language: Language, page?: number) =>
  origin + canonicalPath(path, language, page);
