import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { type ApiClient, blogPostQueryOptions, type Language, latestBlogPostsQueryOptions } from '../../api';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';

export interface BlogDeps {
  queryClient: QueryClient;
  api: ApiClient;
  language: Language;
  i18n: i18n;
}

/** The texts every blog page needs, for routes that compose a blog page with another feature's data. */
export const ensureBlogTexts = ({ i18n, language }: Pick<BlogDeps, 'i18n' | 'language'>) =>
  ensureResources(i18n, language, ['common', 'blog']);

/** An internal article by the key of its URL; not found when the API answers 404. */
export async function loadBlogPost(postKey: string, deps: BlogDeps) {
  const [post] = await Promise.all([
    deps.queryClient.ensureQueryData(blogPostQueryOptions(deps.api, postKey, deps.language)),
    ensureBlogTexts(deps),
  ]);
  if (!post) throw notFound();
  return { post, language: deps.language, page: pageInfo('blog', { jobTypeId: post.jobTypeId }) };
}

export async function loadBlogIndex(deps: BlogDeps) {
  await Promise.all([
    deps.queryClient.ensureQueryData(latestBlogPostsQueryOptions(deps.api, deps.language)),
    ensureBlogTexts(deps),
  ]);
  return { language: deps.language, page: pageInfo('blog') };
}
