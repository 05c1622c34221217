// Pro feedback (src/api/reviews.ts) against the mock: the newest reviews of a job type about the
// pros of a place, all its reviews by rating (paged, appended) and one pro's reviews — what each
// sends, and what a failure is for all three: the section's error (reported by its boundary), never
// an empty answer that reads as "no reviews yet".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newestReviewsQueryOptions,
  proReviewsQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp && candidate.reviews.length > 0)!;
const id = pro.profile.id;

beforeEach(() => vi.mocked(reportError).mockClear());

describe('newest reviews of a job type', () => {
  it('without failures answer the fixture content, of the whole job type without a prefecture', async () => {
    const { api, sent } = recording();
    const reviews = await fresh().fetchQuery(newestReviewsQueryOptions(api, 'house-cleaning', {}, 'ja'));
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.jobTypeId === 'house-cleaning')).toBe(true);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/pro-feedbacks/get-newest-by-jobtype/house-cleaning',
        query: {},
        language: 'ja',
      },
    ]);
  });

  it('name the place of the pro list: the prefecture in the path, the narrower place in the query', async () => {
    const { api, sent } = recording();
    const place = {
      prefecture: 'kanagawa',
      city: 'yokohama-shi-aoba-ku',
      excludeCities: 'yokohama-shi-midori-ku',
    };
    await fresh().fetchQuery(newestReviewsQueryOptions(api, 'gardener', place, 'en'));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/pro-feedbacks/get-newest-by-jobtype/gardener/kanagawa',
        query: { city: 'yokohama-shi-aoba-ku', excludeCities: 'yokohama-shi-midori-ku' },
        language: 'en',
      },
    ]);
  });

  it('a failure is not swallowed: the list shows its error (never "no reviews yet")', async () => {
    const api = failing('listNewestReviewsByJobTypeAndPrefecture');
    await expect(
      fresh().fetchQuery(newestReviewsQueryOptions(api, 'gardener', { prefecture: 'tokyo' }, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('a failure without a prefecture fails the same way', async () => {
    const api = failing('listNewestReviewsByJobType');
    await expect(
      fresh().fetchQuery(newestReviewsQueryOptions(api, 'gardener', {}, 'ja')),
    ).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('reviews of one rating', () => {
  it('page through the job type reviews of that rating, appended, with the exact query', async () => {
    const { api, calls: log } = recording();
    const queryClient = fresh();
    const options = reviewsByRatingInfiniteQueryOptions(api, 'house-cleaning', 5, 'ja');
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.total;
    expect(total).toBe(first.pages[0]!.counts['5']);
    const pages = Math.max(1, Math.ceil(total / first.pages[0]!.list.length));
    const all = await queryClient.fetchInfiniteQuery({ ...options, pages });
    const reviews = all.pages.flatMap((page) => page.list);
    expect(reviews).toHaveLength(total);
    expect(reviews.every((review) => review.rating === 5 && review.jobTypeId === 'house-cleaning')).toBe(
      true,
    );
    expect(options.getNextPageParam(all.pages.at(-1)!, all.pages, pages, [])).toBeUndefined();
    expect(log[0]).toBe('/pro-feedbacks/get-by-job-type/house-cleaning?page=1&rate=5');
  });

  it('name the place of the pro list in the query, and every rating without one', async () => {
    const { api, calls } = recording();
    await fresh().fetchInfiniteQuery(
      reviewsByRatingInfiniteQueryOptions(api, 'gardener', undefined, 'ja', {
        prefecture: 'saitama',
        cityGroup: 'saitama-area',
      }),
    );
    expect(calls).toEqual([
      '/pro-feedbacks/get-by-job-type/gardener?cityGroup=saitama-area&page=1&prefecture=saitama',
    ]);
  });

  it('a failure is not swallowed: the list shows its error, never "0 reviews"', async () => {
    const api = failing('listReviewsByJobType');
    await expect(
      fresh().fetchInfiniteQuery(reviewsByRatingInfiniteQueryOptions(api, 'house-cleaning', 4, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe("one pro's reviews", () => {
  it('GET /pro-feedbacks?userId= answers the pro’s reviews', async () => {
    const { api, sent } = recording();
    const reviews = await fresh().fetchQuery(proReviewsQueryOptions(api, id, 'en'));
    expect(sent).toEqual([{ method: 'GET', path: '/pro-feedbacks', query: { userId: id }, language: 'en' }]);
    expect(reviews.list.map((review) => review.id)).toEqual(pro.reviews.map((review) => review.id));
  });

  it('a failure is not swallowed: the section shows its error and retry', async () => {
    const api = failing('listReviewsByUser');
    await expect(fresh().fetchQuery(proReviewsQueryOptions(api, id, 'ja'))).rejects.toMatchObject({
      status: 500,
    });
  });
});
