// A client's requests: sending one and the duplicate check before it (openapi/paths/requests.yaml).
import type { CreatedRequest } from '../../generated/api';
import { FIXTURE_NOW } from '../../fixtures/constants';
import type { Operations } from '../shared/operation';

const HOUR = 3_600_000;

export const requests: Operations = ({ world }) => ({
  examples: () => ({
    createRequest: {
      default: {
        _id: 'req-0101',
        jobTypeId: 'house-cleaning',
        status: 'open',
        createdTime: new Date(FIXTURE_NOW).toISOString(),
        expirationTime: new Date(FIXTURE_NOW + 72 * HOUR).toISOString(),
      } satisfies CreatedRequest,
    },
    checkDuplicateRequest: {
      notDuplicate: { duplicateRequestId: null },
      duplicate: { duplicateRequestId: 'req-0002' },
    },
  }),

  select: {
    // The fixture client already has an open aircon-cleaning request.
    checkDuplicateRequest: ({ pathParams }) => ({
      example:
        pathParams.id === world.ds.sessions.client.user.id && pathParams.jobTypeId === 'aircon-cleaning'
          ? 'duplicate'
          : 'notDuplicate',
    }),
  },

  refine: {
    // The created request is of the job type sent.
    createRequest: ({ body }, created: CreatedRequest) => ({
      ...created,
      jobTypeId: (body as { jobTypeId: string }).jobTypeId,
    }),
  },
});
