// Every query a pro profile's sections read, from one function: the route's loader prefetches
// exactly these and each section reads its own from the same function, so a section never asks
// for other data than the loader started.
import { useMemo } from 'react';
import {
  CASE_STUDY_FULL_FETCH,
  pricingMenuQueryOptions,
  proBlogPostsByProQueryOptions,
  proCaseStudiesQueryOptions,
  proJobTypesQueryOptions,
  proPrefecturesQueryOptions,
  proReviewsQueryOptions,
  questionsQueryOptions,
  reviewsQaFlagQueryOptions,
  useApi,
  type ApiClient,
  type Language,
  type PublicPro,
} from '../../api';

export type ProfileOf = Pick<PublicPro, 'id' | 'isItp'>;

export function profileQueries(api: ApiClient, pro: ProfileOf, language: Language) {
  return {
    jobTypes: proJobTypesQueryOptions(api, pro, language),
    prefectures: proPrefecturesQueryOptions(api, pro.id, language),
    caseStudies: proCaseStudiesQueryOptions(api, pro.id, language),
    /** Every case study of the pro (one call of up to 999), asked for on demand. */
    allCaseStudies: proCaseStudiesQueryOptions(api, pro.id, language, CASE_STUDY_FULL_FETCH),
    reviews: proReviewsQueryOptions(api, pro.id, language),
    pricingMenu: pricingMenuQueryOptions(api, pro.id, language),
    /** The questions-and-answers block shows only while the reviewsQA flag is on. */
    reviewsQaFlag: reviewsQaFlagQueryOptions(api),
    questions: questionsQueryOptions(api, pro.id, language),
    blogPosts: proBlogPostsByProQueryOptions(api, pro.id, language),
  };
}

/** The profile's queries, for its sections. */
export function useProfileQueries(pro: ProfileOf, language: Language) {
  const api = useApi();
  const { id, isItp } = pro;
  return useMemo(() => profileQueries(api, { id, isItp }, language), [api, id, isItp, language]);
}
