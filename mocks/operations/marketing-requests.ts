// Sample and popular requests a job type's page shows (openapi/paths/marketing-requests.yaml).
import type { PopularRequest } from '../../generated/api';
import { popularRequestIn } from '../../fixtures/regional';
import type { Operations } from '../shared/operation';
import { limit, one, param } from '../shared/request';

export const marketingRequests: Operations = ({ world }) => {
  const { ds } = world;
  return {
    examples: () => ({
      listSampleRequests: {
        ...world.perJobType((id) => ds.sampleRequests.filter((sample) => sample.jobTypeId === id)),
        empty: [],
      },
      listPopularRequests: {
        ...world.perJobType((id) => ds.popularRequests.filter((request) => request.jobTypeId === id)),
        empty: [],
      },
    }),

    select: {
      listSampleRequests: param('jobTypeId'),
      listPopularRequests: param('jobTypeId'),
    },

    refine: {
      // A real backend falls back to the job type's samples when none are local.
      listSampleRequests: ({ query }, body: { prefecture: string; city?: string }[]) => {
        const prefectureId = one(query.prefectureId);
        const local = prefectureId ? body.filter((sample) => sample.prefecture === prefectureId) : body;
        return limit(local.length > 0 ? local : body, query, 'limit', 5);
      },
      // The fixtures count and average the requests of the whole country; a page of a place shows
      // that place's (its share of the requests, at its prices).
      listPopularRequests: ({ query }, body: PopularRequest[]) =>
        body.map((request) =>
          popularRequestIn(request, { prefectureKey: one(query.prefectureKey), cityKey: one(query.cityKey) }),
        ),
    },
  };
};
