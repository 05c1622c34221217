// The queries of a job-type page's sections below the pro list (reviews, case studies, pricing,
// requests, articles, service of the month) and of its link blocks, from one function: the route's
// loader prefetches exactly these and the sections read exactly these (page-queries.ts is the same
// for the page's first part). Only the loader and the sections import this module, and both load
// apart from the first page, so neither these queries nor their API modules are in its JavaScript.
import {
  caseStudiesInfiniteQueryOptions,
  internalBlogFlagQueryOptions,
  internalBlogPostsQueryOptions,
  listPlace,
  newestReviewsQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
  sampleRequestsQueryOptions,
  serviceOfTheMonthQueryOptions,
  type ApiClient,
  type CaseStudyScope,
  type ProListRequest,
} from '../../api';
import { linkQueries } from './links';
import { placeKeys } from './listing';
import type { PageQueryInput } from './page-queries';

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

export function sectionQueries(
  api: ApiClient,
  { page, request, caseStudyPage = 1, language }: PageQueryInput,
) {
  const jobTypeId = page.jobType.id;
  const place = listPlace(request);
  const contentPlace = { jobTypeId, ...placeKeys(page) };
  return {
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

export type SectionQueries = ReturnType<typeof sectionQueries>;
