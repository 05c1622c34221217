// Search-engine data of a marketing page: canonical and alternate URLs,
// JSON-LD breadcrumbs and the review aggregate, which is given only when it means something.
import type { Language, ReviewStatistics } from '../../api';
import { withLanguage } from '../../lib/i18n';
import { breadcrumbList, jsonLdText, pageUrls, type AlternateLink } from '../../utils/seo';

/** Review structured data only if ratingValue is at least 1 and reviewCount above 0. */
export const hasReviewStructuredData = (
  statistics: Pick<ReviewStatistics, 'ratingValue' | 'reviewCount'> | undefined | null,
): statistics is Pick<ReviewStatistics, 'ratingValue' | 'reviewCount'> =>
  !!statistics && statistics.ratingValue >= 1 && statistics.reviewCount > 0;

/**
 * The paging part of a page's URL: `?page=N` (pro list) and `caseStudyPage=M` (case studies), each
 * from page 2 only. Each such page is its own document for crawlers, with its own title suffix
 * (`titleWithSuffixes`), so its canonical URL names it too.
 */
function pagingQuery(page?: number, caseStudyPage?: number): string {
  const parts = [
    ...(page && page >= 2 ? [`page=${page}`] : []),
    ...(caseStudyPage && caseStudyPage >= 2 ? [`caseStudyPage=${caseStudyPage}`] : []),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The canonical path of a page in a language: the page path, plus `?page=N` and
 * `caseStudyPage=M` from page 2 of each list. Filters are left out: a filtered list is a view of
 * the same page.
 */
export function canonicalPath(
  splat: string,
  language: Language,
  page?: number,
  caseStudyPage?: number,
): string {
  return withLanguage(`/${splat}`, language) + pagingQuery(page, caseStudyPage);
}

export type { AlternateLink } from '../../utils/seo';

/** hreflang alternates: ja, en, and ja as the default (Japanese-first site). */
export function alternateLinks(
  origin: string,
  splat: string,
  page?: number,
  caseStudyPage?: number,
): AlternateLink[] {
  return pageUrls(origin, `/${splat}`, 'ja', pagingQuery(page, caseStudyPage)).alternates;
}

export function breadcrumbStructuredData(origin: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    ...breadcrumbList(items.map((item) => ({ name: item.name, url: origin + item.path }))),
  };
}

/** The service with its review aggregate, or null when the rule above says not to give one. */
export function reviewStructuredData(
  name: string,
  url: string,
  statistics: Pick<ReviewStatistics, 'ratingValue' | 'reviewCount'> | undefined | null,
) {
  if (!hasReviewStructuredData(statistics)) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    url,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(statistics.ratingValue * 10) / 10,
      reviewCount: statistics.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export const jsonLd = jsonLdText;
