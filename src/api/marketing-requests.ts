// Sample and popular requests shown on marketing pages (openapi/paths/marketing-requests.yaml).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, type JobTypePlace } from './http';

const root = ['marketingRequests'] as const;

/** How many sample requests a page shows. */
export const SAMPLE_REQUESTS = 5;

export const marketingRequestKeys = {
  all: root,
  popular: (params: JobTypePlace, language: Language) => [...root, 'popular', params, language] as const,
  samples: (params: JobTypePlace, language: Language) => [...root, 'samples', params, language] as const,
};

/** Popular requests. A failure is the section's error ("could not be loaded", with a retry), never an empty answer that would read as "none". */
export const popularRequestsQueryOptions = (api: ApiClient, params: JobTypePlace, language: Language) =>
  queryOptions({
    queryKey: marketingRequestKeys.popular(params, language),
    queryFn: () =>
      api
        .GET('/requests/popular-requests/', { params: { query: params }, headers: lang(language) })
        .then(({ data }) => data ?? []),
  });

export const sampleRequestsQueryOptions = (api: ApiClient, params: JobTypePlace, language: Language) =>
  queryOptions({
    queryKey: marketingRequestKeys.samples(params, language),
    queryFn: async () =>
      (
        await api.GET('/sample-requests/query', {
          params: {
            query: {
              jobTypeId: params.jobTypeId,
              ...(params.prefectureKey ? { prefectureId: params.prefectureKey } : {}),
              ...(params.cityKey ? { cityId: params.cityKey } : {}),
              language,
              limit: SAMPLE_REQUESTS,
            },
          },
          headers: lang(language),
        })
      ).data ?? [],
  });
