// Blog posts (openapi/paths/blog.yaml): internal articles (one by key, the latest, those of a job
// type) and pros' posts (of a job type, or of one pro).
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostDetail, Language } from '../../generated/api';
import type { ApiClient } from './client';
import { lang, notFoundAsNull } from './http';

const root = ['blog'] as const;

export const blogKeys = {
  all: root,
  post: (key: string, language: Language) => [...root, 'post', key, language] as const,
  latest: (language: Language) => [...root, 'latest', language] as const,
  internalOfJobType: (jobTypeId: string, isCostTag: boolean, language: Language) =>
    [...root, 'internalOfJobType', jobTypeId, isCostTag, language] as const,
  proPostsOfJobType: (jobTypeId: string, language: Language) =>
    [...root, 'proPostsOfJobType', jobTypeId, language] as const,
  proPostsOfPro: (proId: string, language: Language) => [...root, 'proPostsOfPro', proId, language] as const,
};

/**
 * One internal article by the key of its URL (its name; an id works too). Null when the API
 * answers 404, so the page shows not found; any other failure is the page's error.
 */
export const blogPostQueryOptions = (api: ApiClient, key: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.post(key, language),
    queryFn: (): Promise<BlogPostDetail | null> =>
      api
        .GET('/blog-posts/{id}', { params: { path: { id: key } }, headers: lang(language) })
        .then(({ data }) => data ?? null, notFoundAsNull),
  });

/** The latest internal articles (the call takes no paging parameters). */
export const latestBlogPostsQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: blogKeys.latest(language),
    queryFn: async () => (await api.GET('/blog-posts', { headers: lang(language) })).data ?? [],
  });

/** A job type's internal articles, cost articles or the others. A failure is the section's error ("could not be loaded", with a retry), never an empty answer that would read as "none". */
export const internalBlogPostsQueryOptions = (
  api: ApiClient,
  jobTypeId: string,
  isCostTag: boolean,
  language: Language,
) =>
  queryOptions({
    queryKey: blogKeys.internalOfJobType(jobTypeId, isCostTag, language),
    queryFn: () =>
      api
        .GET('/internal-blog-posts/job-type/{id}', {
          params: { path: { id: jobTypeId }, query: { isCostTag } },
          headers: lang(language),
        })
        .then(({ data }) => data ?? []),
  });

/** Pros' posts about a job type. */
export const proBlogPostsByJobTypeQueryOptions = (api: ApiClient, jobTypeId: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.proPostsOfJobType(jobTypeId, language),
    queryFn: async () =>
      (
        await api.GET('/pro-blog-posts/job-type/{id}', {
          params: { path: { id: jobTypeId } },
          headers: lang(language),
        })
      ).data ?? [],
  });

/** One pro's posts, with their bodies. */
export const proBlogPostsByProQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.proPostsOfPro(proId, language),
    queryFn: async () =>
      (
        await api.GET('/pro-blog-posts/pro/{id}', {
          params: { path: { id: proId } },
          headers: lang(language),
        })
      ).data ?? [],
  });
