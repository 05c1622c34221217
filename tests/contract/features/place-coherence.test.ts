// The numbers a marketing page shows agree with each other, on every page kind, as the app asks the
// mock for them: the pro count is the list's total, the review statistics and the newest reviews
// are those of the listed pros, case studies are the listed pros' own, and "nearby prefectures"
// are the prefecture's land neighbours.
import { describe, expect, it } from 'vitest';
import { prefectureNeighbours } from '../../../fixtures/reference/prefecture-adjacency';
import { proListRequest } from '../../../src/features/marketing/listing';
import { proCountParams } from '../../../src/features/marketing/page-queries';
import { caseScope } from '../../../src/features/marketing/section-queries';
import {
  caseStudiesInfiniteQueryOptions,
  listPlace,
  newestReviewsQueryOptions,
  prefectureLinksQueryOptions,
  proCountQueryOptions,
  type ProFeedback,
  prosInfiniteQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
} from '../../../src/api';
import { groupsOf, pageAt, pagesByKind, type MarketingPage } from '../../helpers/marketing-pages';
import { apiClient, fixtures, fresh } from '../harness';

const HC = 'home/cleaning/house-cleaning';
/**
 * Every page kind twice over: the gardener pages the other contract tests use, and house-cleaning
 * pages with more pros, among them the places the defect report names (Yokohama's central group,
 * Kawasaki, Setagaya).
 */
const pages: string[] = [
  ...Object.values(pagesByKind),
  HC,
  `${HC}/tokyo`,
  `${HC}/kanagawa/kawasaki-shi`,
  `${HC}/fukuoka/kitakyushu-shi`,
  `${HC}/osaka/osaka-shi`,
  `${HC}/kanagawa/yokohama-central`,
  `${HC}/osaka/osaka-east`,
  `${HC}/osaka/osaka-east/osaka-shi-higashinari-ku`,
  `${HC}/tokyo/setagaya-ku`,
  `${HC}/tokyo/sumida-ku`,
  `${HC}/chiba/chiba-shi/chiba-shi-inage-ku`,
];

const requestOf = (page: MarketingPage) =>
  proListRequest(
    page,
    {},
    'ja',
    page.place.kind === 'majorCity' && page.place.prefecture ? groupsOf(page.place.prefecture.key) : [],
  );

/** Everything a page shows about its pros, every page of each list loaded. */
async function pageNumbers(path: string) {
  const api = apiClient();
  const queryClient = fresh();
  const page = await pageAt(path);
  const request = requestOf(page);
  const jobTypeId = page.jobType.id;
  const place = listPlace(request);

  const count = await queryClient.fetchQuery(proCountQueryOptions(api, proCountParams(request), 'ja'));
  const prosOptions = prosInfiniteQueryOptions(api, request);
  // Every page: fetching stops at the last one (no next page param), well before this bound.
  const pros = await queryClient.fetchInfiniteQuery({ ...prosOptions, pages: 1_000 });

  const newest = await queryClient.fetchQuery(newestReviewsQueryOptions(api, jobTypeId, place, 'ja'));
  const reviewsOptions = reviewsByRatingInfiniteQueryOptions(api, jobTypeId, undefined, 'ja', place);
  const firstReviews = await queryClient.fetchInfiniteQuery(reviewsOptions);
  const reviewPages = Math.max(1, Math.ceil(firstReviews.pages[0]!.total / 10));
  const reviews = await queryClient.fetchInfiniteQuery({ ...reviewsOptions, pages: reviewPages });
  const byRating = await Promise.all(
    [1, 2, 3, 4, 5].map(async (rate) => {
      const answer = await fresh().fetchInfiniteQuery(
        reviewsByRatingInfiniteQueryOptions(api, jobTypeId, rate, 'ja', place),
      );
      return answer.pages[0]!.total;
    }),
  );

  const studiesOptions = caseStudiesInfiniteQueryOptions(api, caseScope(request), 'ja');
  const firstStudies = await queryClient.fetchInfiniteQuery(studiesOptions);
  const studies = await queryClient.fetchInfiniteQuery({
    ...studiesOptions,
    pages: Math.max(1, Math.ceil(firstStudies.pages[0]!.totalCaseStudies / 6)),
  });

  return {
    page,
    jobTypeId,
    count,
    totalPros: pros.pages[0]!.totalPros,
    statistics: pros.pages[0]!.proReviewStatistics,
    listed: pros.pages.flatMap((answer) => answer.pros.map((pro) => pro.id)),
    newest,
    reviews: reviews.pages.flatMap((answer) => answer.list),
    byRating,
    studies: studies.pages.flatMap((answer) => answer.caseStudies),
    totalStudies: firstStudies.pages[0]!.totalCaseStudies,
  };
}

const average = (reviews: ProFeedback[]) =>
  Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;

describe('the numbers of a marketing page agree', () => {
  const seen = new Map<string, Awaited<ReturnType<typeof pageNumbers>>>();
  const numbersOf = async (path: string) => {
    const known = seen.get(path);
    if (known) return known;
    const numbers = await pageNumbers(path);
    seen.set(path, numbers);
    return numbers;
  };

  it.each(pages)('%s: the pro count is the list total', async (path) => {
    const { count, totalPros, listed } = await numbersOf(path);
    expect(count).toBe(totalPros);
    expect(listed).toHaveLength(totalPros);
    expect(new Set(listed).size).toBe(totalPros);
  });

  it.each(pages)(
    '%s: the reviews are those of the listed pros, as the statistics count them',
    async (path) => {
      const { jobTypeId, statistics, listed, newest, reviews, byRating } = await numbersOf(path);
      const pros = new Set(listed);
      for (const review of [...newest, ...reviews]) {
        expect(pros, `${review.id} is about ${review.proId}`).toContain(review.proId);
        expect(review.jobTypeId).toBe(jobTypeId);
      }
      expect(reviews).toHaveLength(statistics?.reviewCount ?? 0);
      if (reviews.length > 0) expect(statistics?.ratingValue).toBe(average(reviews));
      expect(byRating).toEqual(
        (['1', '2', '3', '4', '5'] as const).map((star) => statistics?.counts[star] ?? 0),
      );
      // The newest of the same reviews, newest first.
      const newestFirst = [...reviews].sort((a, b) => b.createdTime.localeCompare(a.createdTime));
      expect(newest.map((review) => review.id)).toEqual(
        newestFirst.slice(0, newest.length).map((review) => review.id),
      );
      expect(newest).toHaveLength(Math.min(10, reviews.length));
    },
  );

  it.each(pages)('%s: case studies are the listed pros’ own', async (path) => {
    const { jobTypeId, listed, studies, totalStudies } = await numbersOf(path);
    const pros = new Set(listed);
    expect(studies).toHaveLength(totalStudies);
    for (const study of studies) {
      expect(pros, `${study.id} is by ${study.proId}`).toContain(study.proId);
      expect(study.jobTypeId).toBe(jobTypeId);
    }
  });

  it('the pages checked are not empty: every kind has a page with pros, reviews and case studies', async () => {
    const all = await Promise.all(pages.map(numbersOf));
    const kinds = new Set(all.map((numbers) => numbers.page.place.kind));
    expect([...kinds].sort()).toEqual(
      ['city', 'group', 'groupCity', 'jobType', 'majorCity', 'majorCityCity', 'prefecture'].sort(),
    );
    for (const kind of kinds) {
      const ofKind = all.filter((numbers) => numbers.page.place.kind === kind);
      expect(
        ofKind.some((numbers) => numbers.count > 0),
        `${kind} pages with pros`,
      ).toBe(true);
    }
    expect(all.some((numbers) => numbers.page.place.prefecture && numbers.reviews.length > 0)).toBe(true);
    expect(all.some((numbers) => numbers.page.place.prefecture && numbers.studies.length > 0)).toBe(true);
  });
});

describe('nearby prefectures', () => {
  const jobTypes = ['gardener', 'house-cleaning', 'roof-construction'];
  it.each(jobTypes)('of every prefecture are its land neighbours with pros of %s', async (jobTypeId) => {
    const api = apiClient();
    const requestable = new Set(
      (await fresh().fetchQuery(prefectureLinksQueryOptions(api, jobTypeId, undefined, 'ja'))).map(
        (prefecture) => prefecture.key,
      ),
    );
    let linked = 0;
    for (const prefecture of fixtures.prefectures) {
      const nearby = await fresh().fetchQuery(
        prefectureLinksQueryOptions(api, jobTypeId, prefecture.key, 'ja'),
      );
      const neighbours = prefectureNeighbours[prefecture.key] ?? [];
      expect(
        nearby.map((other) => other.key),
        prefecture.key,
      ).toEqual(
        fixtures.prefectures
          .map((other) => other.key)
          .filter((key) => neighbours.includes(key) && requestable.has(key)),
      );
      linked += nearby.length;
    }
    expect(linked).toBeGreaterThan(0);
  });

  it('of Tokyo are neither Hokkaido nor Okayama', async () => {
    const nearby = await fresh().fetchQuery(
      prefectureLinksQueryOptions(apiClient(), 'house-cleaning', 'tokyo', 'ja'),
    );
    const keys = nearby.map((prefecture) => prefecture.key);
    expect(keys).not.toContain('hokkaido');
    expect(keys).not.toContain('okayama');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => ['saitama', 'chiba', 'kanagawa', 'yamanashi'].includes(key))).toBe(true);
  });
});
