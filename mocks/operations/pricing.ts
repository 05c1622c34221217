// The pricing items clients choose most for a job type (openapi/paths/pricing.yaml).
import type { Operations } from '../shared/operation';
import { param } from '../shared/request';

export const pricing: Operations = ({ world }) => ({
  examples: () => ({
    getPopularPricingItems: {
      ...world.perJobType((id) => ({ popularItems: world.ds.popularPricingItems[id] ?? [] })),
      empty: { popularItems: [] },
    },
  }),
  select: { getPopularPricingItems: param('jobTypeId') },
});
