// Feature flags, one example per flag name (openapi/paths/flags.yaml).
import type { Operations } from '../shared/operation';
import { param } from '../shared/request';

export const flags: Operations = ({ world }) => ({
  examples: () => ({
    getFeatureFlag: {
      cityGroupingEnabledJobTypes: { jobTypeIds: world.ds.cityGroupingEnabledJobTypeIds },
      reviewsQA: { flags: { enabled: true } },
      // On, as the product's pages are today; the end-to-end tests answer it off to see the block go.
      internalBlogFullRelease: { enabledByC1: true },
    },
  }),
  select: { getFeatureFlag: param('flagName') },
});
