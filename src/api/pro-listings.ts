// The pro lists of the marketing pages and their counts (openapi/paths/pro-listings.yaml). Which
// pros-by-… call a page kind makes is the marketing feature's choice; this module pages through the
// chosen call and checks each call's own required parameters.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Language, ProListItem, operations } from '../../generated/api';
import type { ApiClient } from './client';
import { lang } from './http';

const root = ['proListings'] as const;

/** Page size of every pro-list page except a larger first page (see `ProListRequest.firstPageSize`). */
export const PRO_PAGE_SIZE = 10;

export type ProListOperation =
  | '/pro-location-jobtype-ref/pros-by-job'
  | '/pro-location-jobtype-ref/pros-by-prefecture-and-job'
  | '/pro-location-jobtype-ref/pros-by-job-and-city-group'
  | '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city'
  | '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city-not-nearby-cities';

type Filters = operations['listProsByJob']['parameters']['query'];

/** The query of a pros-by-… call without its paging (`size`, `skip`). */
export interface ProListQuery {
  jobType: string;
  language: Language;
  prefecture?: string;
  city?: string;
  cityGroup?: string;
  excludeCities?: string;
  priceRange?: string;
  day?: NonNullable<Filters['day']>;
  time?: NonNullable<Filters['time']>;
  matchingCriteriaFilter?: string;
  /** Only pros whose pricing menu has this item (a popular pricing item's key). */
  pricingMenuItemKey?: string;
}

export interface ProListRequest {
  path: ProListOperation;
  query: ProListQuery;
  /** Size of the first page; later pages hold {@link PRO_PAGE_SIZE}. */
  firstPageSize: number;
}

/**
 * The place a pro-list request names. A page's other place-narrowed calls (the count, reviews and
 * case studies) name the same place, so they are about the same pros as the list.
 */
export type ListPlace = Pick<ProListQuery, 'prefecture' | 'city' | 'cityGroup' | 'excludeCities'>;

export function listPlace(request: Pick<ProListRequest, 'query'>): ListPlace {
  const { prefecture, city, cityGroup, excludeCities } = request.query;
  return {
    ...(prefecture ? { prefecture } : {}),
    ...(city ? { city } : {}),
    ...(cityGroup ? { cityGroup } : {}),
    ...(excludeCities ? { excludeCities } : {}),
  };
}

/** Where pros are counted: the place the page's pro list names, so the count is the list's total. */
export interface ProCountParams {
  jobTypeId: string;
  prefectureKey?: string;
  cityKey?: string;
  cityGroup?: string;
  excludeCities?: string;
}

export const proListingKeys = {
  all: root,
  /** Changing any fetch parameter (job type, place, filters) is a new key: a new, empty list. */
  pros: (request: ProListRequest, startPage: number) =>
    [...root, 'pros', request.path, request.query, startPage] as const,
  count: (params: ProCountParams, language: Language) => [...root, 'count', params, language] as const,
};

/** `size` and `skip` of a 1-based pro-list page. */
export function proListPaging(request: Pick<ProListRequest, 'firstPageSize'>, pageNumber: number) {
  if (pageNumber <= 1) return { size: request.firstPageSize, skip: 0 };
  return { size: PRO_PAGE_SIZE, skip: request.firstPageSize + (pageNumber - 2) * PRO_PAGE_SIZE };
}

export type ProListEntry = ProListItem & {
  /** The 1-based list page it came from (added by the client). */ page: number;
};

/**
 * One pros-by-… list. `startPage` is the page the URL asked for (`?page=`, crawlers' paging); more
 * pages are appended after it.
 */
export const prosInfiniteQueryOptions = (api: ApiClient, request: ProListRequest, startPage = 1) =>
  infiniteQueryOptions({
    queryKey: proListingKeys.pros(request, startPage),
    initialPageParam: startPage,
    queryFn: async ({ pageParam }) => {
      const query = { ...request.query, ...proListPaging(request, pageParam) };
      const { data } = await getProsPage(api, request.path, query);
      const answer = data ?? { pros: [], totalPros: 0 };
      return {
        ...answer,
        pageNumber: pageParam,
        pros: answer.pros.map((pro): ProListEntry => ({ ...pro, page: pageParam })),
      };
    },
    getNextPageParam: (last) => {
      const { skip, size } = proListPaging(request, last.pageNumber);
      return skip + size < last.totalPros ? last.pageNumber + 1 : undefined;
    },
  });

type PagedQuery = ProListQuery & { size: number; skip: number };

// Each call's own required parameters are checked here, so a page kind cannot send an incomplete call.
function getProsPage(api: ApiClient, path: ProListOperation, query: PagedQuery) {
  const required = (value: string | undefined, name: string) => {
    if (!value) throw new Error(`${path} needs ${name}`);
    return value;
  };
  const headers = lang(query.language);
  switch (path) {
    case '/pro-location-jobtype-ref/pros-by-job':
      return api.GET(path, { params: { query }, headers });
    case '/pro-location-jobtype-ref/pros-by-prefecture-and-job':
      return api.GET(path, {
        params: { query: { ...query, prefecture: required(query.prefecture, 'prefecture') } },
        headers,
      });
    case '/pro-location-jobtype-ref/pros-by-job-and-city-group':
      return api.GET(path, {
        params: {
          query: {
            ...query,
            prefecture: required(query.prefecture, 'prefecture'),
            cityGroup: required(query.cityGroup, 'cityGroup'),
          },
        },
        headers,
      });
    case '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city':
    case '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city-not-nearby-cities':
      return api.GET(path, {
        params: {
          query: {
            ...query,
            prefecture: required(query.prefecture, 'prefecture'),
            city: required(query.city, 'city'),
          },
        },
        headers,
      });
  }
}

/**
 * The number of pros of a job type in a place. A failure is the count's error (shown as "could not
 * be loaded" or hidden), never 0: a false zero above a list of pros contradicts the page.
 */
export const proCountQueryOptions = (api: ApiClient, params: ProCountParams, language: Language) =>
  queryOptions({
    queryKey: proListingKeys.count(params, language),
    queryFn: () =>
      api
        .GET('/pro-location-jobtype-ref/pros-count', { params: { query: { ...params, language } } })
        .then(({ data }) => data?.count ?? 0),
  });
