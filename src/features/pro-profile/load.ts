import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import {
  proBlogPostsByProQueryOptions,
  proProfileQueryOptions,
  type ApiClient,
  type Language,
} from '../../api';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { profileQueries } from './profile-queries';

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
  const sections = profileQueries(api, pro, language);
  void queryClient.prefetchQuery(sections.jobTypes);
  void queryClient.prefetchQuery(sections.prefectures);
  void queryClient.prefetchQuery(sections.caseStudies);
  void queryClient.prefetchQuery(sections.reviews);
  void queryClient.prefetchQuery(sections.pricingMenu);
  // The questions only while their block's flag is on.
  void queryClient
    .fetchQuery(sections.reviewsQaFlag)
    .then((on) => (on ? queryClient.prefetchQuery(sections.questions) : undefined))
    .catch(() => undefined);
  void queryClient.prefetchQuery(sections.blogPosts);
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
