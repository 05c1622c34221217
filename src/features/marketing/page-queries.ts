// The queries of a job-type page's first part (and of its narrowed kinds), from one function: the
// breadcrumbs' categories, the pro count and the pro list. The route's loader prefetches exactly
// these and the page reads exactly these, so the arguments of each call are computed once and the
// loader and the page can never ask for different data. The sections below the list read theirs
// from section-queries.ts the same way. Apart, because a module's code goes whole into the first
// page's JavaScript when the page imports it (whoever else uses it): what only the loader and the
// sections (loaded later) use, with their API modules, stays out of it.
import {
  jobCategoriesQueryOptions,
  listPlace,
  proCountQueryOptions,
  prosInfiniteQueryOptions,
  type ApiClient,
  type Language,
  type ProCountParams,
  type ProListRequest,
} from '../../api';
import type { Resolution } from './resolve';

type Page = Extract<Resolution, { type: 'page' }>;

/** The pro count names the place the pro list names, so the count is the list's total. */
export function proCountParams(request: ProListRequest): ProCountParams {
  const { prefecture, city, cityGroup, excludeCities } = listPlace(request);
  return {
    jobTypeId: request.query.jobType,
    ...(prefecture ? { prefectureKey: prefecture } : {}),
    ...(city ? { cityKey: city } : {}),
    ...(cityGroup ? { cityGroup } : {}),
    ...(excludeCities ? { excludeCities } : {}),
  };
}

/** What a page's queries (its own and its sections') are made of. */
export interface PageQueryInput {
  page: Page;
  request: ProListRequest;
  /** The list page the URL asked for (`?page=`); 1 without one. */
  startPage: number;
  /** The case-study page the URL asked for (`?caseStudyPage=`); 1 without one. */
  caseStudyPage?: number | undefined;
  language: Language;
}

export function pageQueries(api: ApiClient, { request, startPage, language }: PageQueryInput) {
  return {
    categories: jobCategoriesQueryOptions(api, language),
    count: proCountQueryOptions(api, proCountParams(request), language),
    pros: prosInfiniteQueryOptions(api, request, startPage),
  };
}

export type PageQueries = ReturnType<typeof pageQueries>;
