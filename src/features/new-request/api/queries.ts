// Reference data the request modal needs beside the job type: the booked pro's name and, when the
// page named no place, the prefectures to choose from.
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes, type ApiClient, type Language } from '../../../api';

export const requestKeys = {
  all: ['request'] as const,
  proName: (userId: string, language: Language) => ['request', 'proName', userId, language] as const,
  prefectures: (language: Language) => ['request', 'prefectures', language] as const,
};

/** The pro's name as the page's language shows it (romanized on English pages when the pro has one). */
export const proNameQueryOptions = (api: ApiClient, userId: string, language: Language) =>
  queryOptions({
    queryKey: requestKeys.proName(userId, language),
    queryFn: async () =>
      (
        await api.GET('/users/{id}/name', {
          params: { path: { id: userId } },
          headers: { 'x-ui-language': language },
        })
      ).data?.name ?? '',
    staleTime: cacheTimes.reference,
  });

export const prefecturesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: requestKeys.prefectures(language),
    queryFn: async () =>
      (await api.GET('/location-prefectures', { headers: { 'x-ui-language': language } })).data ?? [],
    staleTime: cacheTimes.reference,
  });
