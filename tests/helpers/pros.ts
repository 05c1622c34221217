// A pro's public profile and what its sections answer, as the contract has them, for tests of the
// profile's pages and of what is made of it (its search-engine data, its posts).
import type { PublicPro } from '../../src/api';

const noRatings = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/** A pro's public profile (山田 太郎 in Shibuya, two reviews, no case studies), with `overrides`. */
export const publicPro = (overrides: Partial<PublicPro> = {}): PublicPro => ({
  id: 'pro-0001',
  slug: 'yamada-cleaning',
  shortId: 'p7x2k',
  name: '山田 太郎',
  avatarUrl: '/mock-assets/avatar-1.svg',
  description: { ja: '丁寧な清掃を心がけています。' },
  location: { city: 'shibuya-ku', prefecture: 'tokyo', title: '東京都渋谷区' },
  jobTypeIds: ['house-cleaning'],
  mainJobTypeId: 'house-cleaning',
  reviewStatistics: { ratingValue: 4.5, reviewCount: 2, counts: { ...noRatings, '4': 1, '5': 1 } },
  caseStudies: [],
  isItp: false,
  ...overrides,
});

/** No reviews at all. */
export const noReviews = { ratingValue: 0, reviewCount: 0, counts: noRatings };

/**
 * The answers of a profile's sections (by path template) for a pro who has filled in none of them:
 * no prefectures, pricing items, reviews, case studies or posts, and the questions' flag off.
 */
export const emptyProfileSections: Readonly<Record<string, unknown>> = {
  '/pros/{id}/available-prefectures': [],
  '/users/{id}/pricing-menu': { items: [] },
  '/feature-flags/{flagName}': { flags: { enabled: false } },
  '/pro-feedbacks': { list: [], total: 0, counts: noRatings },
  '/case-studies/pros/{userId}': { caseStudies: [], totalCaseStudies: 0 },
  '/pro-blog-posts/pro/{id}': [],
};
