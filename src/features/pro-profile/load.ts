import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import {
  type ApiClient,
  type Language,
  pricingMenuQueryOptions,
  proBlogPostsByProQueryOptions,
  proCaseStudiesQueryOptions,
  proJobTypesQueryOptions,
  proPrefecturesQueryOptions,
  proProfileQueryOptions,
  proReviewsQueryOptions,
  questionsQueryOptions,
} from '../../api';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';

const BACKLINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** ?backlinkId= on profile URLs (product spec §2); anything else is dropped. */
export const profileSearch = (search: Record<string, unknown>): { backlinkId?: string } =>
  typeof search.backlinkId === 'string' && BACKLINK_ID.test(search.backlinkId)
    ? { backlinkId: search.backlinkId }
    : {};

export async function loadProfile(
  proKey: string,
  {
    queryClient,
    api,
    language,
    i18n,
  }: { queryClient: QueryClient; api: ApiClient; language: Language; i18n: i18n },
  jobTypeId?: string,
) {
  const [pro] = await Promise.all([
    queryClient.ensureQueryData(proProfileQueryOptions(api, proKey, language)),
    ensureResources(i18n, language, ['common', 'pros']),
  ]);
  if (!pro) throw notFound();
  if (jobTypeId && !pro.jobTypeIds.includes(jobTypeId)) throw notFound();
  // The sections' data starts loading now, beside the first render, not after it: each section
  // then suspends on its own query (skeleton) and fails on its own (error with retry).
  void queryClient.prefetchQuery(proJobTypesQueryOptions(api, pro, language));
  void queryClient.prefetchQuery(proPrefecturesQueryOptions(api, pro.id, language));
  void queryClient.prefetchQuery(proCaseStudiesQueryOptions(api, pro.id, language));
  void queryClient.prefetchQuery(proReviewsQueryOptions(api, pro.id, language));
  void queryClient.prefetchQuery(pricingMenuQueryOptions(api, pro.id, language));
  void queryClient.prefetchQuery(questionsQueryOptions(api, pro.id, language));
  void queryClient.prefetchQuery(proBlogPostsByProQueryOptions(api, pro.id, language));
  return {
    pro,
    language,
    page: pageInfo('proProfile', { proUserId: pro.id, jobTypeId: jobTypeId ?? pro.mainJobTypeId }),
  };
}

/**
 * A pro's blog post by the profile key and the post id: read from the pro's post list, the one
 * call by pro (the profile's blog section loads the same list, so a click from it waits for
 * nothing). Not found when the pro or the post is unknown.
 */
export async function loadProBlogPost(
  proKey: string,
  postId: string,
  {
    queryClient,
    api,
    language,
    i18n,
  }: { queryClient: QueryClient; api: ApiClient; language: Language; i18n: i18n },
) {
  const [pro] = await Promise.all([
    queryClient.ensureQueryData(proProfileQueryOptions(api, proKey, language)),
    ensureResources(i18n, language, ['common', 'pros']),
  ]);
  if (!pro) throw notFound();
  const posts = await queryClient.ensureQueryData(proBlogPostsByProQueryOptions(api, pro.id, language));
  const post = posts.find((candidate) => candidate.id === postId);
  if (!post) throw notFound();
  return {
    pro,
    post,
    language,
    page: pageInfo('blog', { proUserId: pro.id, jobTypeId: post.jobTypeId ?? pro.mainJobTypeId }),
  };
}
