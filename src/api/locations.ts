// Prefectures, cities and city groups (openapi/paths/locations.yaml), cached 5 minutes: one place
// by key (null when the API knows none), lists, and the places with pros of a job type that the
// marketing pages link to.
import { queryOptions } from '@tanstack/react-query';
import type { City, Language, Prefecture, TownArea } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, notFoundAsNull } from './http';
import { cacheTimes } from './query';

const root = ['locations'] as const;

export const locationKeys = {
  all: root,
  prefectures: (language: Language) => [...root, 'prefectures', language] as const,
  prefecture: (key: string, language: Language) => [...root, 'prefecture', key, language] as const,
  cityInPrefecture: (prefectureKey: string, cityKey: string, language: Language) =>
    [...root, 'city', prefectureKey, cityKey, language] as const,
  cities: (prefectureKey: string, language: Language) =>
    [...root, 'cities', prefectureKey, language] as const,
  prefectureCities: (prefectureId: string, language: Language) =>
    [...root, 'prefectureCities', prefectureId, language] as const,
  allCityGroups: (language: Language) => [...root, 'allCityGroups', language] as const,
  zipCode: (zipCode: string, language: Language) => [...root, 'zipCode', zipCode, language] as const,
  cityGroups: (prefectureKey: string, language: Language) =>
    [...root, 'cityGroups', prefectureKey, language] as const,
  requestablePrefectures: (jobTypeId: string, nearPrefecture: string | undefined, language: Language) =>
    [...root, 'requestablePrefectures', jobTypeId, nearPrefecture ?? null, language] as const,
  requestableCities: (
    jobTypeId: string,
    prefectureKey: string,
    nearCity: string | undefined,
    language: Language,
  ) => [...root, 'requestableCities', jobTypeId, prefectureKey, nearCity ?? null, language] as const,
};

/** Prefecture links below a prefecture: the nearest this many. */
export const NEARBY_PREFECTURES = 10;

export const prefecturesQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: locationKeys.prefectures(language),
    queryFn: async () => (await api.GET('/location-prefectures', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

export const prefectureQueryOptions = (api: ApiClient, key: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.prefecture(key, language),
    queryFn: () =>
      api
        .GET('/location-prefectures/{id}', { params: { path: { id: key } }, headers: lang(language) })
        .then(({ data }) => data ?? null, notFoundAsNull),
    staleTime: cacheTimes.reference,
  });

/** Needs both keys; a city outside the prefecture is null (not found). */
export const cityInPrefectureQueryOptions = (
  api: ApiClient,
  prefectureKey: string,
  cityKey: string,
  language: Language,
) =>
  queryOptions({
    queryKey: locationKeys.cityInPrefecture(prefectureKey, cityKey, language),
    queryFn: () =>
      api
        .GET('/location-prefectures/{prefectureKey}/location-cities/{cityKey}', {
          params: { path: { prefectureKey, cityKey } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? null, notFoundAsNull),
    staleTime: cacheTimes.reference,
  });

export const cityGroupsQueryOptions = (api: ApiClient, prefectureKey: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.cityGroups(prefectureKey, language),
    queryFn: async () =>
      (
        await api.GET('/location-prefectures/{prefectureKey}/location-city-groups', {
          params: { path: { prefectureKey } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Prefectures with pros of the job type: all of them, or the nearest to `nearPrefecture`. */
export const prefectureLinksQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  nearPrefecture: string | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: locationKeys.requestablePrefectures(jobTypeId, nearPrefecture, language),
    queryFn: async () => {
      const headers = lang(language);
      const { data } = nearPrefecture
        ? await api.GET('/location-prefectures/nearby-requestable-prefectures', {
            params: {
              query: { jobType: jobTypeId, prefectureKey: nearPrefecture, size: NEARBY_PREFECTURES },
            },
            headers,
          })
        : await api.GET('/location-prefectures/requestable-prefectures', {
            params: { query: { jobType: jobTypeId } },
            headers,
          });
      return data ?? [];
    },
    staleTime: cacheTimes.reference,
  });

/** Cities with pros of the job type in a prefecture, or those near `nearCity`. */
export const cityLinksQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  prefectureKey: string,
  nearCity: string | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: locationKeys.requestableCities(jobTypeId, prefectureKey, nearCity, language),
    queryFn: async () => {
      const headers = lang(language);
      const { data } = nearCity
        ? await api.GET('/location-cities/nearby-requestable-cities', {
            params: { query: { jobType: jobTypeId, prefectureKey, cityKey: nearCity } },
            headers,
          })
        : await api.GET('/location-cities/requestable-cities', {
            params: { query: { jobType: jobTypeId, prefectureKey } },
            headers,
          });
      return data ?? [];
    },
    staleTime: cacheTimes.reference,
  });

/** The cities of one prefecture (`GET /location-cities?prefecture=`), for choosing a service area. */
export const citiesOfPrefectureQueryOptions = (api: ApiClient, prefectureKey: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.cities(prefectureKey, language),
    queryFn: async () =>
      (
        await api.GET('/location-cities', {
          params: { query: { prefecture: prefectureKey } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });

/**
 * The cities and wards of a prefecture by its id (`GET /location-prefectures/{prefectureId}/location-cities`):
 * an empty list for an unknown prefecture. Cached 5 minutes.
 */
export const prefectureCitiesQueryOptions = (api: ApiClient, prefectureId: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.prefectureCities(prefectureId, language),
    queryFn: () =>
      api
        .GET('/location-prefectures/{prefectureId}/location-cities', {
          params: { path: { prefectureId } },
          headers: lang(language),
        })
        .then(
          ({ data }) => data ?? [],
          (error: unknown) => notFoundAsNull(error) ?? [],
        ),
    staleTime: cacheTimes.reference,
  });

/** Every city group of every prefecture (`GET /location-city-groups`), cached 5 minutes. */
export const allCityGroupsQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: locationKeys.allCityGroups(language),
    queryFn: async () => (await api.GET('/location-city-groups', { headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** The areas a zip code covers (`GET /locations?zipCode=`): empty when it does not exist. */
export const zipCodeQueryOptions = (api: ApiClient, zipCode: string, language: Language) =>
  queryOptions({
    queryKey: locationKeys.zipCode(zipCode, language),
    queryFn: async () =>
      (await api.GET('/locations', { params: { query: { zipCode } }, headers: lang(language) })).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Where the browser says it is (navigator.geolocation's coordinates). */
export interface GeoPosition {
  lat: number;
  lng: number;
}

/**
 * The nearest place to a position, as §7 reads a geolocation: `GET /locations/geolocation` (with the
 * assumed lat and lng), then the city (`GET /location-cities/{city}`) and the prefecture
 * (`GET /location-prefectures/{prefecture}`) it names. Null when the API knows no place there.
 */
export async function nearestPlace(
  api: ApiClient,
  position: GeoPosition,
  language: Language,
): Promise<{ prefecture: Prefecture; city: City } | null> {
  const headers = lang(language);
  const located = await api
    .GET('/locations/geolocation', { params: { query: position }, headers })
    .then(({ data }) => data ?? null, notFoundAsNull);
  if (!located) return null;
  const [city, prefecture] = await Promise.all([
    api
      .GET('/location-cities/{id}', { params: { path: { id: located.city } }, headers })
      .then(({ data }) => data ?? null, notFoundAsNull),
    api
      .GET('/location-prefectures/{id}', { params: { path: { id: located.prefecture } }, headers })
      .then(({ data }) => data ?? null, notFoundAsNull),
  ]);
  return city && prefecture ? { city, prefecture } : null;
}

/** A city's town area (`GET /location-town-areas/{id}`, the id a city names); null for an unknown id. */
export const townAreaQueryOptions = (api: ApiClient, id: string, language: Language) =>
  queryOptions({
    queryKey: [...root, 'townArea', id, language] as const,
    queryFn: (): Promise<TownArea | null> =>
      api
        .GET('/location-town-areas/{id}', { params: { path: { id } }, headers: lang(language) })
        .then(({ data }) => data ?? null, notFoundAsNull),
    staleTime: cacheTimes.reference,
  });
