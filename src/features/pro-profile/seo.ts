// Search-engine data of a pro profile: canonical and alternate URLs, meta description, JSON-LD.
import type { PublicPro } from '../../api';
import { localized, withLanguage, type AppLanguage } from '../../lib/i18n';
import { breadcrumbList, pageUrls, type PageUrls } from '../../utils/seo';

/** The profile's own path: always by slug, so every key (id, short id, custom URL) has one canonical. */
export function profilePath(pro: Pick<PublicPro, 'slug'>): string {
  return `/profile/${encodeURIComponent(pro.slug)}/pro`;
}

export type ProfileUrls = PageUrls;

/**
 * Canonical (this language) and hreflang alternates (ja, en, and ja as x-default) of every address
 * of the profile: the profile's own, whichever key, `?backlinkId` or job type (`/pro/{jobTypeId}`)
 * the address has. A job type's address shows the same profile (only its pricing for that job type
 * first and its request button for it differ): §2 makes the job type an optional suffix of the one
 * profile route, like the backlink id, and the API has no content by job type. Each claiming to be
 * its own page made one duplicate of the profile per job type.
 */
export const profileUrls = (
  origin: string,
  pro: Pick<PublicPro, 'slug'>,
  language: AppLanguage,
): ProfileUrls => pageUrls(origin, profilePath(pro), language);

const META_DESCRIPTION_MAX = 120;

/**
 * The pro's own description for the head of a page in `language`, cut to a snippet's length; ''
 * when there is none to use. A Japanese page takes the English text when the pro wrote no Japanese;
 * an English page takes only the English text: the head of an English URL (which hreflang announces
 * as English) is never a Japanese snippet. The page's "About" still shows the Japanese text.
 */
export function descriptionSnippet(pro: Pick<PublicPro, 'description'>, language: AppLanguage): string {
  const own = language === 'en' ? (pro.description.en ?? '') : localized(pro.description, language);
  const text = own.replace(/\s+/g, ' ').trim();
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The profile's descriptions: `meta` (the meta description) is the pro's own snippet, else
 * `template` (the page's "Profile of … (…): …" text); `structured` (the JSON-LD business's) is the
 * pro's own snippet, and on English pages the template too when the pro wrote no English ('' means
 * none: a Japanese profile without any description keeps none in its structured data).
 */
export function profileDescriptions(
  pro: Pick<PublicPro, 'description'>,
  language: AppLanguage,
  template: string,
): { meta: string; structured: string } {
  const own = descriptionSnippet(pro, language);
  return { meta: own || template, structured: own || (language === 'en' ? template : '') };
}

/**
 * Review structured data only when ratingValue ≥ 1 and reviewCount > 0: a
 * profile without reviews must not claim a rating.
 */
export function hasReviewAggregate(statistics: PublicPro['reviewStatistics']): boolean {
  return statistics.ratingValue >= 1 && statistics.reviewCount > 0;
}

/** JSON-LD (schema.org) of the profile: the business, its rating when allowed, breadcrumbs. */
export function profileStructuredData(
  pro: PublicPro,
  {
    origin,
    canonical,
    language,
    startLabel,
    description = descriptionSnippet(pro, language),
  }: {
    origin: string;
    canonical: string;
    language: AppLanguage;
    startLabel: string;
    /** The business's description ('' for none): by default the pro's own snippet. */
    description?: string;
  },
): Record<string, unknown> {
  const name = pro.companyName ?? pro.name;
  const business: Record<string, unknown> = {
    '@type': 'LocalBusiness',
    '@id': `${canonical}#business`,
    name,
    url: canonical,
    image: new URL(pro.avatarUrl, origin).href,
    address: { '@type': 'PostalAddress', addressRegion: pro.location.title, addressCountry: 'JP' },
  };
  if (description) business.description = description;
  if (hasReviewAggregate(pro.reviewStatistics)) {
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: pro.reviewStatistics.ratingValue,
      reviewCount: pro.reviewStatistics.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const breadcrumbs = breadcrumbList([
    { name: startLabel, url: `${origin}${withLanguage('/start', language)}` },
    { name, url: canonical },
  ]);
  return { '@context': 'https://schema.org', '@graph': [business, breadcrumbs] };
}

export { jsonLdText } from '../../utils/seo';
