// Feature flags (openapi/paths/flags.yaml), cached 60 seconds. A failed flag is swallowed (no job
// types) and reported.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { swallow } from './http';
import { cacheTimes } from './query';

const root = ['flags'] as const;

export const flagKeys = {
  all: root,
  flag: (name: string) => [...root, name] as const,
};

/** The job types whose prefecture pages group their cities. */
export const cityGroupingFlagQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: flagKeys.flag('cityGroupingEnabledJobTypes'),
    queryFn: () =>
      api
        .GET('/feature-flags/{flagName}', { params: { path: { flagName: 'cityGroupingEnabledJobTypes' } } })
        .then(({ data }) => (data && 'jobTypeIds' in data ? data.jobTypeIds : []))
        .catch(swallow(api, [] as string[], 'getFeatureFlag', { flag: 'cityGroupingEnabledJobTypes' })),
    staleTime: cacheTimes.featureFlag,
  });

/** Whether the pro profile's questions-and-answers block shows (`flags.enabled`); a failure is false. */
export const reviewsQaFlagQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: flagKeys.flag('reviewsQA'),
    queryFn: () =>
      api
        .GET('/feature-flags/{flagName}', { params: { path: { flagName: 'reviewsQA' } } })
        .then(({ data }) => (data && 'flags' in data ? data.flags.enabled : false))
        .catch(swallow(api, false, 'getFeatureFlag', { flag: 'reviewsQA' })),
    staleTime: cacheTimes.featureFlag,
  });

/** Whether marketing pages show the internal blog block (`enabledByC1`); a failure is false. */
export const internalBlogFlagQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: flagKeys.flag('internalBlogFullRelease'),
    queryFn: () =>
      api
        .GET('/feature-flags/{flagName}', { params: { path: { flagName: 'internalBlogFullRelease' } } })
        .then(({ data }) => (data && 'enabledByC1' in data ? data.enabledByC1 : false))
        .catch(swallow(api, false, 'getFeatureFlag', { flag: 'internalBlogFullRelease' })),
    staleTime: cacheTimes.featureFlag,
  });
