// The job-type lists of the marketing pages (split from ./catalog.ts; the operations are in
// openapi/paths/catalog.yaml, tag jobTypes): the popular job types (GET /job-types/popular), the
// service of the month (GET /job-types/service-of-the-month), the related job types or those of them
// a client can request (GET /job-types/{id}/related-job-types,
// /job-types/{id}/related-requestable-job-types) and the requestable job types of a category
// (GET /job-types/get-requestable-by-category/{id}).
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../generated/api';
import { catalogKeys } from './catalog';
import type { ApiClient } from './client';
import { lang } from './http';
import { cacheTimes } from './query';

const root = catalogKeys.all;

export interface PopularJobTypesParams {
  categoryId?: string;
  prefectureKey?: string;
  cityKey?: string;
  limit?: number;
}

export const catalogListKeys = {
  popular: (params: PopularJobTypesParams, language: Language) =>
    [...root, 'popular', params, language] as const,
  serviceOfTheMonth: (language: Language) => [...root, 'serviceOfTheMonth', language] as const,
  related: (id: string, prefectureKey: string | undefined, requestable: boolean, language: Language) =>
    [...root, 'related', id, prefectureKey ?? null, requestable, language] as const,
  requestableByCategory: (categoryId: string, language: Language) =>
    [...root, 'requestableByCategory', categoryId, language] as const,
};

/** Popular job types, overall or of a category, prefecture or city. */
export const popularJobTypesQueryOptions = (
  api: ApiClient,
  params: PopularJobTypesParams,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogListKeys.popular(params, language),
    queryFn: async () =>
      (await api.GET('/job-types/popular', { params: { query: params }, headers: lang(language) })).data ??
      [],
  });

export const serviceOfTheMonthQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: catalogListKeys.serviceOfTheMonth(language),
    queryFn: async () =>
      (await api.GET('/job-types/service-of-the-month', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Related job types, or those of them a client can request here (`requestable`). */
export const relatedJobTypesQueryOptions = (
  api: ApiClient,
  id: string,
  prefectureKey: string | undefined,
  requestable: boolean,
  language: Language,
) =>
  queryOptions({
    queryKey: catalogListKeys.related(id, prefectureKey, requestable, language),
    queryFn: async () => {
      const options = {
        params: { path: { id }, query: prefectureKey ? { prefectureKey } : {} },
        headers: lang(language),
      };
      const { data } = requestable
        ? await api.GET('/job-types/{id}/related-requestable-job-types', options)
        : await api.GET('/job-types/{id}/related-job-types', options);
      return data ?? [];
    },
  });

export const requestableByCategoryQueryOptions = (api: ApiClient, categoryId: string, language: Language) =>
  queryOptions({
    queryKey: catalogListKeys.requestableByCategory(categoryId, language),
    queryFn: async () =>
      (
        await api.GET('/job-types/get-requestable-by-category/{id}', {
          params: { path: { id: categoryId } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });
