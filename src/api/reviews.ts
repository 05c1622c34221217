// Pro feedback (openapi/paths/reviews.yaml): the newest reviews of a job type, all its reviews by
// rating (paged), and one pro's reviews. A failure is the section's error (shown as "could not be
// loaded", with a retry, and reported there), never an empty answer beside a rating that has reviews.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Language, ProFeedbackPage } from '../../generated/api';
import type { ApiClient } from './client';
import { lang } from './http';
import type { ListPlace } from './pro-listings';

const root = ['reviews'] as const;

export const reviewKeys = {
  all: root,
  newest: (jobTypeId: string, place: ListPlace, language: Language) =>
    [...root, 'newest', jobTypeId, place, language] as const,
  byRating: (jobTypeId: string, rate: number | undefined, place: ListPlace, language: Language) =>
    [...root, 'byRating', jobTypeId, rate ?? null, place, language] as const,
  ofPro: (proId: string, language: Language) => [...root, 'ofPro', proId, language] as const,
};

export const emptyReviewPage = (): ProFeedbackPage => ({
  list: [],
  total: 0,
  counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
});

/**
 * Newest reviews of the job type about the pros of the page's place (`place`: what its pro list
 * names; the whole job type without a prefecture).
 */
export const newestReviewsQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  place: ListPlace,
  language: Language,
) =>
  queryOptions({
    queryKey: reviewKeys.newest(jobTypeId, place, language),
    queryFn: () => {
      const headers = lang(language);
      const { prefecture, ...narrower } = place;
      const call = prefecture
        ? api.GET('/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}/{prefecture}', {
            params: { path: { jobTypeId, prefecture }, query: narrower },
            headers,
          })
        : api.GET('/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}', {
            params: { path: { jobTypeId } },
            headers,
          });
      return call.then(({ data }) => data ?? []);
    },
  });

/**
 * The reviews of a job type about the pros of `place` (the page's pro list's place; all of them
 * without one), optionally of one star rating, page by page (appended).
 */
export const reviewsByRatingInfiniteQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  rate: number | undefined,
  language: Language,
  place: ListPlace = {},
) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.byRating(jobTypeId, rate, place, language),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const answer = await api
        .GET('/pro-feedbacks/get-by-job-type/{jobTypeId}', {
          params: { path: { jobTypeId }, query: { ...place, page: pageParam, ...(rate ? { rate } : {}) } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? emptyReviewPage());
      return { ...answer, pageNumber: pageParam };
    },
    // The server's page size is its own: there is more while fewer than the total are loaded.
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.reduce((sum, page) => sum + page.list.length, 0) < last.total
        ? last.pageNumber + 1
        : undefined,
  });

/** One pro's reviews. */
export const proReviewsQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: reviewKeys.ofPro(proId, language),
    queryFn: (): Promise<ProFeedbackPage> =>
      api
        .GET('/pro-feedbacks', { params: { query: { userId: proId } }, headers: lang(language) })
        .then(({ data }) => data ?? emptyReviewPage()),
  });
