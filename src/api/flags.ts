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
