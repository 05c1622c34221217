// Every query a job-type page (and its narrowed kinds) reads, from one function: the route's
// loader prefetches exactly these and the page's components read exactly these, so the arguments
// of each call are computed once and the loader and a component can never ask for different data.
import {
  caseStudiesInfiniteQueryOptions,
  internalBlogFlagQueryOptions,
  internalBlogPostsQueryOptions,
  jobCategoriesQueryOptions,
  listPlace,
  newestReviewsQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  proCountQueryOptions,
  prosInfiniteQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
  sampleRequestsQueryOptions,
  serviceOfTheMonthQueryOptions,
  type ApiClient,
  type CaseStudyScope,
  type Language,
  type ProCountParams,
  type ProListRequest,
} from '../../api';
import { linkQueries } from './links';
import { placeKeys } from './listing';
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

/**
 * Where a page's case studies come from: the call of the place its pro list names (city, city
 * group, prefecture or the whole job type), so they are the listed pros' case studies.
 */
export function caseScope(request: ProListRequest): CaseStudyScope {
  const jobTypeId = request.query.jobType;
  const { prefecture, city, cityGroup, excludeCities } = listPlace(request);
  if (!prefecture) return { jobTypeId };
  const excluded = excludeCities ? { excludeCities } : {};
  if (city) return { jobTypeId, prefecture, city, ...excluded };
  if (cityGroup) return { jobTypeId, prefecture, cityGroup, ...excluded };
  return { jobTypeId, prefecture };
}

export interface PageQueryInput {
  page: Page;
  request: ProListRequest;
  /** The list page the URL asked for (`?page=`); 1 without one. */
  startPage: number;
  /** The case-study page the URL asked for (`?caseStudyPage=`); 1 without one. */
  caseStudyPage?: number | undefined;
  language: Language;
}

export function pageQueries(
  api: ApiClient,
  { page, request, startPage, caseStudyPage = 1, language }: PageQueryInput,
) {
  const jobTypeId = page.jobType.id;
  const place = listPlace(request);
  const contentPlace = { jobTypeId, ...placeKeys(page) };
  return {
    categories: jobCategoriesQueryOptions(api, language),
    count: proCountQueryOptions(api, proCountParams(request), language),
    pros: prosInfiniteQueryOptions(api, request, startPage),
    /** The sections below the pro list, in the order they show. */
    content: {
      newestReviews: newestReviewsQueryOptions(api, jobTypeId, place, language),
      caseStudies: caseStudiesInfiniteQueryOptions(api, caseScope(request), language, caseStudyPage),
      pricing: popularPricingItemsQueryOptions(api, contentPlace, language),
      popularRequests: popularRequestsQueryOptions(api, contentPlace, language),
      sampleRequests: sampleRequestsQueryOptions(api, contentPlace, language),
      /** The internal blog block shows only while the internalBlogFullRelease flag is on. */
      internalBlogFlag: internalBlogFlagQueryOptions(api),
      costGuides: internalBlogPostsQueryOptions(api, jobTypeId, true, language),
      articles: internalBlogPostsQueryOptions(api, jobTypeId, false, language),
      proPosts: proBlogPostsByJobTypeQueryOptions(api, jobTypeId, language),
      serviceOfTheMonth: serviceOfTheMonthQueryOptions(api, language),
    },
    /** One star rating's reviews of the listed pros' place (read when a visitor picks a rating). */
    reviewsOfRating: (rate: number) =>
      reviewsByRatingInfiniteQueryOptions(api, jobTypeId, rate, language, place),
    /** The internal link blocks at the bottom (their code loads after the first paint, and so do they). */
    links: linkQueries(api, page, language),
  };
}

export type PageQueries = ReturnType<typeof pageQueries>;
