// Query options of a marketing page's content: the pro list (paged, appended), reviews, case
// studies, pricing, blog posts, requests and the job types and places the link blocks show. The
// swallowed fallbacks of product spec §8 (reviews, pricing, popular requests, internal blog posts)
// live here; other failures reach the section, which shows an error with a retry.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cacheTimes, type ApiClient, type Language, type ProListItem } from '../../../api';
import { reportError } from '../../../lib/monitoring';
import { proListPaging, type ListPlace, type ProListQuery, type ProListRequest } from '../listing';

const root = ['marketing'] as const;
const lang = (language: Language) => ({ 'x-ui-language': language });

export const contentKeys = {
  /** Changing any fetch parameter (job type, place, filters) is a new key: a new, empty list (§4). */
  pros: (request: ProListRequest, startPage: number) =>
    [...root, 'pros', request.path, request.query, startPage] as const,
  newestReviews: (jobTypeId: string, place: ListPlace, language: Language) =>
    [...root, 'newestReviews', jobTypeId, place, language] as const,
  reviewsByRating: (jobTypeId: string, rate: number | undefined, place: ListPlace, language: Language) =>
    [...root, 'reviewsByRating', jobTypeId, rate ?? null, place, language] as const,
  caseStudies: (scope: CaseStudyScope, language: Language) =>
    [...root, 'caseStudies', scope, language] as const,
  pricing: (params: ContentPlace, language: Language) => [...root, 'pricing', params, language] as const,
  proBlogPosts: (jobTypeId: string, language: Language) =>
    [...root, 'proBlogPosts', jobTypeId, language] as const,
  internalBlogPosts: (jobTypeId: string, isCostTag: boolean, language: Language) =>
    [...root, 'internalBlogPosts', jobTypeId, isCostTag, language] as const,
  popularRequests: (params: ContentPlace, language: Language) =>
    [...root, 'popularRequests', params, language] as const,
  sampleRequests: (params: ContentPlace, language: Language) =>
    [...root, 'sampleRequests', params, language] as const,
  serviceOfTheMonth: (language: Language) => [...root, 'serviceOfTheMonth', language] as const,
  relatedJobTypes: (
    id: string,
    prefectureKey: string | undefined,
    requestable: boolean,
    language: Language,
  ) => [...root, 'relatedJobTypes', id, prefectureKey ?? null, requestable, language] as const,
  requestableByCategory: (categoryId: string, language: Language) =>
    [...root, 'requestableByCategory', categoryId, language] as const,
  prefectureLinks: (jobTypeId: string, prefectureKey: string | undefined, language: Language) =>
    ['locations', 'requestablePrefectures', jobTypeId, prefectureKey ?? null, language] as const,
  cityLinks: (jobTypeId: string, prefectureKey: string, cityKey: string | undefined, language: Language) =>
    ['locations', 'requestableCities', jobTypeId, prefectureKey, cityKey ?? null, language] as const,
};

export interface ContentPlace {
  jobTypeId: string;
  prefectureKey?: string;
  cityKey?: string;
}

/** §9: case studies come 6 to a page. */
export const CASE_STUDY_PAGE_SIZE = 6;
/** How many newest reviews, sample requests and same-place job types a page shows. */
export const SHORT_LIST_SIZE = 5;
/** Prefecture links: all 47 on the job-type page, the nearest 10 below it. */
export const NEARBY_PREFECTURES = 10;

export type ProListEntry = ProListItem & {
  /** The 1-based list page it came from (client-added, §3). */ page: number;
};

/**
 * One pros-by-… page. `startPage` is the page the URL asked for (`?page=`, crawlers' paging); more
 * pages are appended after it.
 */
export const prosInfiniteQueryOptions = (api: ApiClient, request: ProListRequest, startPage = 1) =>
  infiniteQueryOptions({
    queryKey: contentKeys.pros(request, startPage),
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
function getProsPage(api: ApiClient, path: ProListRequest['path'], query: PagedQuery) {
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
 * Newest reviews of the job type about the pros of the page's place (`place`: what its pro list
 * names; the whole job type without a prefecture). Swallowed and reported (§8).
 */
export const newestReviewsQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  place: ListPlace,
  language: Language,
) =>
  queryOptions({
    queryKey: contentKeys.newestReviews(jobTypeId, place, language),
    queryFn: () =>
      (place.prefecture
        ? api.GET('/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}/{prefecture}', {
            params: {
              path: { jobTypeId, prefecture: place.prefecture },
              query: {
                ...(place.city ? { city: place.city } : {}),
                ...(place.cityGroup ? { cityGroup: place.cityGroup } : {}),
                ...(place.excludeCities ? { excludeCities: place.excludeCities } : {}),
              },
            },
            headers: lang(language),
          })
        : api.GET('/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}', {
            params: { path: { jobTypeId } },
            headers: lang(language),
          })
      )
        .then(({ data }) => data ?? [])
        .catch((error: unknown) => {
          reportError(error, { tags: { operation: 'listNewestReviewsByJobType' } });
          return [];
        }),
  });

const noReviews = { list: [], total: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };

/**
 * The reviews of a job type about the pros of `place` (the page's pro list's place; all of them
 * without one), optionally of one star rating, page by page (appended). Failures are swallowed
 * with an empty page and reported (§8).
 */
export const reviewsByRatingInfiniteQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  rate: number | undefined,
  language: Language,
  place: ListPlace = {},
) =>
  infiniteQueryOptions({
    queryKey: contentKeys.reviewsByRating(jobTypeId, rate, place, language),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const answer = await api
        .GET('/pro-feedbacks/get-by-job-type/{jobTypeId}', {
          params: { path: { jobTypeId }, query: { ...place, page: pageParam, ...(rate ? { rate } : {}) } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? noReviews)
        .catch((error: unknown) => {
          reportError(error, { tags: { operation: 'listReviewsByJobType' } });
          return noReviews;
        });
      return { ...answer, pageNumber: pageParam };
    },
    // The server's page size is its own: there is more while fewer than the total are loaded.
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.reduce((sum, page) => sum + page.list.length, 0) < last.total
        ? last.pageNumber + 1
        : undefined,
  });

/** `excludeCities`: leave out the case studies of pros based there, as the page's pro list does. */
export type CaseStudyScope =
  | { jobTypeId: string }
  | { jobTypeId: string; prefecture: string }
  | { jobTypeId: string; prefecture: string; cityGroup: string; excludeCities?: string }
  | { jobTypeId: string; prefecture: string; city: string; excludeCities?: string };

/** Case studies, 6 a page, appended (§4: like the pro list). */
export const caseStudiesInfiniteQueryOptions = (api: ApiClient, scope: CaseStudyScope, language: Language) =>
  infiniteQueryOptions({
    queryKey: contentKeys.caseStudies(scope, language),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const query = { currentPage: pageParam, pageSize: CASE_STUDY_PAGE_SIZE };
      const excluded =
        'excludeCities' in scope && scope.excludeCities ? { excludeCities: scope.excludeCities } : {};
      const headers = lang(language);
      const id = scope.jobTypeId;
      const { data } =
        'city' in scope
          ? await api.GET('/case-studies/job-type/{id}/{prefecture}/city/{city}', {
              params: {
                path: { id, prefecture: scope.prefecture, city: scope.city },
                query: { ...query, ...excluded },
              },
              headers,
            })
          : 'cityGroup' in scope
            ? await api.GET('/case-studies/job-type/{id}/{prefecture}/cityGroup/{group}', {
                params: {
                  path: { id, prefecture: scope.prefecture, group: scope.cityGroup },
                  query: { ...query, ...excluded },
                },
                headers,
              })
            : 'prefecture' in scope
              ? await api.GET('/case-studies/job-type/{id}/{prefecture}', {
                  params: { path: { id, prefecture: scope.prefecture }, query },
                  headers,
                })
              : await api.GET('/case-studies/job-type/{id}', { params: { path: { id }, query }, headers });
      return { ...(data ?? { caseStudies: [], totalCaseStudies: 0 }), pageNumber: pageParam };
    },
    getNextPageParam: (last) =>
      last.pageNumber * CASE_STUDY_PAGE_SIZE < last.totalCaseStudies ? last.pageNumber + 1 : undefined,
  });

/** Popular pricing items (`popularItems`); a failure is swallowed with none (§8, pricing menu). */
export const popularPricingItemsQueryOptions = (api: ApiClient, params: ContentPlace, language: Language) =>
  queryOptions({
    queryKey: contentKeys.pricing(params, language),
    queryFn: () =>
      api
        .GET('/pricing-menu/popular-items', {
          params: { query: { ...params, language } },
          headers: lang(language),
        })
        .then(({ data }) => data?.popularItems ?? [])
        .catch(() => []),
  });

export const proBlogPostsQueryOptions = (api: ApiClient, jobTypeId: string, language: Language) =>
  queryOptions({
    queryKey: contentKeys.proBlogPosts(jobTypeId, language),
    queryFn: async () =>
      (
        await api.GET('/pro-blog-posts/job-type/{id}', {
          params: { path: { id: jobTypeId } },
          headers: lang(language),
        })
      ).data ?? [],
  });

/** Internal blog posts, cost articles or the others; failures swallowed with none (§8). */
export const internalBlogPostsQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  isCostTag: boolean,
  language: Language,
) =>
  queryOptions({
    queryKey: contentKeys.internalBlogPosts(jobTypeId, isCostTag, language),
    queryFn: () =>
      api
        .GET('/internal-blog-posts/job-type/{id}', {
          params: { path: { id: jobTypeId }, query: { isCostTag } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? [])
        .catch(() => []),
  });

/** Popular requests; failures swallowed with none (§8). */
export const popularRequestsQueryOptions = (api: ApiClient, params: ContentPlace, language: Language) =>
  queryOptions({
    queryKey: contentKeys.popularRequests(params, language),
    queryFn: () =>
      api
        .GET('/requests/popular-requests/', { params: { query: params }, headers: lang(language) })
        .then(({ data }) => data ?? [])
        .catch(() => []),
  });

export const sampleRequestsQueryOptions = (api: ApiClient, params: ContentPlace, language: Language) =>
  queryOptions({
    queryKey: contentKeys.sampleRequests(params, language),
    queryFn: async () =>
      (
        await api.GET('/sample-requests/query', {
          params: {
            query: {
              jobTypeId: params.jobTypeId,
              ...(params.prefectureKey ? { prefectureId: params.prefectureKey } : {}),
              ...(params.cityKey ? { cityId: params.cityKey } : {}),
              language,
              limit: SHORT_LIST_SIZE,
            },
          },
          headers: lang(language),
        })
      ).data ?? [],
  });

export const serviceOfTheMonthQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: contentKeys.serviceOfTheMonth(language),
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
    queryKey: contentKeys.relatedJobTypes(id, prefectureKey, requestable, language),
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
    queryKey: contentKeys.requestableByCategory(categoryId, language),
    queryFn: async () =>
      (
        await api.GET('/job-types/get-requestable-by-category/{id}', {
          params: { path: { id: categoryId } },
          headers: lang(language),
        })
      ).data ?? [],
    staleTime: cacheTimes.reference,
  });

/** Prefectures with pros of the job type: all of them, or the nearest to `prefectureKey`. */
export const prefectureLinksQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  prefectureKey: string | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: contentKeys.prefectureLinks(jobTypeId, prefectureKey, language),
    queryFn: async () =>
      (prefectureKey
        ? (
            await api.GET('/location-prefectures/nearby-requestable-prefectures', {
              params: { query: { jobType: jobTypeId, prefectureKey, size: NEARBY_PREFECTURES } },
              headers: lang(language),
            })
          ).data
        : (
            await api.GET('/location-prefectures/requestable-prefectures', {
              params: { query: { jobType: jobTypeId } },
              headers: lang(language),
            })
          ).data) ?? [],
    staleTime: cacheTimes.reference,
  });

/** Cities with pros of the job type in a prefecture, or those near `cityKey`. */
export const cityLinksQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  prefectureKey: string,
  cityKey: string | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: contentKeys.cityLinks(jobTypeId, prefectureKey, cityKey, language),
    queryFn: async () =>
      (cityKey
        ? (
            await api.GET('/location-cities/nearby-requestable-cities', {
              params: { query: { jobType: jobTypeId, prefectureKey, cityKey } },
              headers: lang(language),
            })
          ).data
        : (
            await api.GET('/location-cities/requestable-cities', {
              params: { query: { jobType: jobTypeId, prefectureKey } },
              headers: lang(language),
            })
          ).data) ?? [],
    staleTime: cacheTimes.reference,
  });
