// Case studies (openapi/paths/case-studies.yaml): of a job type in a place (paged, appended like
// the pro list) and of one pro (the published ones of the pro's service page).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CaseStudyPage, Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang } from './http';

const root = ['caseStudies'] as const;

/** Case studies come 6 to a page, on marketing pages and on profiles. */
export const CASE_STUDY_PAGE_SIZE = 6;
/** A profile's "all case studies": one call asking for up to 999. */
export const CASE_STUDY_FULL_FETCH = 999;

/** `excludeCities`: leave out the case studies of pros based there, as the page's pro list does. */
export type CaseStudyScope =
  | { jobTypeId: string }
  | { jobTypeId: string; prefecture: string }
  | { jobTypeId: string; prefecture: string; cityGroup: string; excludeCities?: string }
  | { jobTypeId: string; prefecture: string; city: string; excludeCities?: string };

export const caseStudyKeys = {
  all: root,
  ofJobType: (scope: CaseStudyScope, language: Language, startPage: number) =>
    [...root, 'ofJobType', scope, language, startPage] as const,
  ofPro: (proId: string, pageSize: number, language: Language) =>
    [...root, 'ofPro', proId, pageSize, language] as const,
};

const noCaseStudies = (): CaseStudyPage => ({ caseStudies: [], totalCaseStudies: 0 });

function getCaseStudyPage(api: ApiClient, scope: CaseStudyScope, page: number, language: Language) {
  const query = { currentPage: page, pageSize: CASE_STUDY_PAGE_SIZE };
  const excluded =
    'excludeCities' in scope && scope.excludeCities ? { excludeCities: scope.excludeCities } : {};
  const headers = lang(language);
  const id = scope.jobTypeId;
  if ('city' in scope)
    return api.GET('/case-studies/job-type/{id}/{prefecture}/city/{city}', {
      params: {
        path: { id, prefecture: scope.prefecture, city: scope.city },
        query: { ...query, ...excluded },
      },
      headers,
    });
  if ('cityGroup' in scope)
    return api.GET('/case-studies/job-type/{id}/{prefecture}/cityGroup/{group}', {
      params: {
        path: { id, prefecture: scope.prefecture, group: scope.cityGroup },
        query: { ...query, ...excluded },
      },
      headers,
    });
  if ('prefecture' in scope)
    return api.GET('/case-studies/job-type/{id}/{prefecture}', {
      params: { path: { id, prefecture: scope.prefecture }, query },
      headers,
    });
  return api.GET('/case-studies/job-type/{id}', { params: { path: { id }, query }, headers });
}

/**
 * A job type's case studies in the scope's place, 6 a page, appended. `startPage` is the page the URL
 * asked for (`?caseStudyPage=`); more pages are appended after it.
 */
export const caseStudiesInfiniteQueryOptions = (
  api: ApiClient,
  scope: CaseStudyScope,
  language: Language,
  startPage = 1,
) =>
  infiniteQueryOptions({
    queryKey: caseStudyKeys.ofJobType(scope, language, startPage),
    initialPageParam: startPage,
    queryFn: async ({ pageParam }) => {
      const { data } = await getCaseStudyPage(api, scope, pageParam, language);
      return { ...(data ?? noCaseStudies()), pageNumber: pageParam };
    },
    getNextPageParam: (last) =>
      last.pageNumber * CASE_STUDY_PAGE_SIZE < last.totalCaseStudies ? last.pageNumber + 1 : undefined,
  });

/** A profile shows the published case studies of the pro's service page. */
export const publishedServicePage = { caseStatus: 'published', isServicePage: true } as const;

export const proCaseStudiesQueryOptions = (
  api: ApiClient,
  proId: string,
  language: Language,
  pageSize = CASE_STUDY_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: caseStudyKeys.ofPro(proId, pageSize, language),
    queryFn: async (): Promise<CaseStudyPage> =>
      (
        await api.GET('/case-studies/pros/{userId}', {
          params: { path: { userId: proId }, query: { pageSize, ...publishedServicePage } },
          headers: lang(language),
        })
      ).data ?? noCaseStudies(),
  });
