// The pricing items clients choose most for a job type (openapi/paths/pricing.yaml).
import type { PopularPricingItems } from '../../generated/api';
import { popularPricingItemsOf } from '../../fixtures/dataset';
import type { Operations } from '../shared/operation';
import { one, param } from '../shared/request';

export const pricing: Operations = ({ world, places }) => ({
  examples: () => ({
    getPopularPricingItems: {
      ...world.perJobType((id) => ({ popularItems: world.ds.popularPricingItems[id] ?? [] })),
      empty: { popularItems: [] },
    },
  }),
  select: { getPopularPricingItems: param('jobTypeId') },
  refine: {
    // The example is the job type's everywhere. A place's items are those of the pros its list
    // shows: their prices, and a "see the pros" link that finds the item's pro on that page.
    getPopularPricingItems: ({ query }, body: PopularPricingItems): PopularPricingItems => {
      const prefecture = one(query.prefectureKey);
      const city = one(query.cityKey);
      if (!prefecture && !city) return body;
      const jobTypeId = one(query.jobTypeId) ?? '';
      const local = world
        .prosOf(jobTypeId)
        .filter(places.inPlace({ prefecture, city, excludeCities: new Set() }));
      return { ...body, popularItems: popularPricingItemsOf(local, jobTypeId) };
    },
  },
});
