// Feature flags, one example per flag name (openapi/paths/flags.yaml).
import type { Operations } from '../shared/operation';
import { param } from '../shared/request';

export const flags: Operations = ({ world }) => ({
  examples: () => ({
    getFeatureFlag: {
      cityGroupingEnabledJobTypes: { jobTypeIds: world.ds.cityGroupingEnabledJobTypeIds },
      reviewsQA: { flags: { enabled: true } },
      internalBlogFullRelease: { enabledByC1: false },
    },
  }),
  select: { getFeatureFlag: param('flagName') },
});
