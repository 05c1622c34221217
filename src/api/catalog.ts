// Categories and job types (openapi/paths/catalog.yaml, tags categories and jobTypes), split over
// four files so that a page loads only the factories it uses: this one holds the tag's key root, the
// category list (GET /job-categories) and a job type (GET /job-types/{id}), which most pages read;
// ./catalog-lists.ts the job-type lists of the marketing pages, ./catalog-trees.ts the category trees,
// ./catalog-job-types.ts the other job-type lists and lookups (sign-up, request form, dashboard).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, notFoundAsNull } from './http';
import { cacheTimes } from './query';

const root = ['catalog'] as const;

/** The tag's keys: every catalog query's key starts with `catalogKeys.all` (the other files' too). */
export const catalogKeys = {
  all: root,
  categories: (language: Language) => [...root, 'categories', language] as const,
  jobType: (id: string, language: Language) => [...root, 'jobType', id, language] as const,
};

export const jobCategoriesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.categories(language),
    queryFn: async () => (await api.GET('/job-categories', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/**
 * A job type; null only when the API says it does not exist (404). Any other failure is the
 * caller's error (the page's error state with a retry), never cached as "not found".
 * It carries the request-form fields (`format=full`: the request form needs its steps, a marketing
 * page its matching-criteria filters, and an article reuses the job type its page cached).
 */
export const jobTypeQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: catalogKeys.jobType(id, language),
    queryFn: () =>
      api
        .GET('/job-types/{id}', {
          params: { path: { id }, query: { format: 'full' } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? null, notFoundAsNull),
  });
