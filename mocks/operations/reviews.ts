// Clients' reviews of pros, by job type (and place) and by pro (openapi/paths/reviews.yaml).
import type { ProFeedback, ProFeedbackPage } from '../../generated/api';
import { reviewStatistics } from '../../fixtures/dataset';
import type { Operations } from '../shared/operation';
import { int, pageOf, param } from '../shared/request';
import { sameFor } from '../shared/tables';

const PAGE_SIZE = 10;
const NEWEST = 10;

const feedbackPage = (reviews: ProFeedback[]): ProFeedbackPage => ({
  list: reviews,
  total: reviews.length,
  counts: reviewStatistics(reviews).counts,
});

export const reviews: Operations = ({ world, places, english }) => {
  const { ds } = world;
  /** A job type's reviews, newest first. */
  const reviewsOf = (jobTypeId: string) =>
    ds.pros
      .flatMap((pro) => pro.reviews)
      .filter((review) => review.jobTypeId === jobTypeId)
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime));
  const pageInEnglish = (body: ProFeedbackPage): ProFeedbackPage => ({
    ...body,
    list: body.list.map(english.proName),
  });
  const newestInEnglish = (body: ProFeedback[]) => body.map(english.proName);

  return {
    examples: () => ({
      ...sameFor(['listNewestReviewsByJobType', 'listNewestReviewsByJobTypeAndPrefecture'], {
        ...world.perJobType(reviewsOf),
        empty: [],
      }),
      listReviewsByJobType: {
        ...world.perJobType((id) => feedbackPage(reviewsOf(id))),
        empty: feedbackPage([]),
      },
      listReviewsByUser: world.perPro((pro) => feedbackPage(pro.reviews)),
    }),

    select: {
      listNewestReviewsByJobType: param('jobTypeId'),
      listNewestReviewsByJobTypeAndPrefecture: param('jobTypeId'),
      listReviewsByJobType: param('jobTypeId'),
      listReviewsByUser: param('userId'),
    },

    refine: {
      listNewestReviewsByJobType: (_context, body: ProFeedback[]) => body.slice(0, NEWEST),
      // The reviews of the pros the place's list has.
      listNewestReviewsByJobTypeAndPrefecture: ({ pathParams, query }, body: ProFeedback[]) => {
        const pros = places.proIdsIn(pathParams.jobTypeId ?? '', places.ofQuery(query, pathParams));
        return body.filter((review) => pros.has(review.proId)).slice(0, NEWEST);
      },
      listReviewsByJobType: ({ pathParams, query }, body: ProFeedbackPage) => {
        const pros = places.proIdsIn(pathParams.jobTypeId ?? '', places.ofQuery(query));
        const placed = body.list.filter((review) => pros.has(review.proId));
        const rate = int(query.rate, 0);
        const matches = rate ? placed.filter((review) => review.rating === rate) : placed;
        return {
          list: pageOf(matches, query.page, PAGE_SIZE),
          total: matches.length,
          // The place's star counts, whichever rating the page shows.
          counts: reviewStatistics(placed).counts,
        };
      },
    },

    english: {
      listNewestReviewsByJobType: newestInEnglish,
      listNewestReviewsByJobTypeAndPrefecture: newestInEnglish,
      listReviewsByJobType: pageInEnglish,
      listReviewsByUser: pageInEnglish,
    },
  };
};
