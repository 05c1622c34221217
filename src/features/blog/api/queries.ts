// Query options of the blog: the internal articles (one by id or name, and the latest ones). A
// pro's posts come from the pro's own post list, which the pro profile already loads.
import { queryOptions } from '@tanstack/react-query';
import { isApiError, type ApiClient, type BlogPostDetail, type Language } from '../../../api';

const root = ['blog'] as const;

export const blogKeys = {
  all: root,
  post: (key: string, language: Language) => [...root, 'post', key, language] as const,
  latest: (language: Language) => [...root, 'latest', language] as const,
};

const lang = (language: Language) => ({ 'x-ui-language': language });

/**
 * One internal article by the key of its URL (its name; an id works too). Null when the API
 * answers 404, so the page shows not found; any other failure is the page's error.
 */
export const blogPostQueryOptions = (api: ApiClient, key: string, language: Language) =>
  queryOptions({
    queryKey: blogKeys.post(key, language),
    queryFn: (): Promise<BlogPostDetail | null> =>
      api.GET('/blog-posts/{id}', { params: { path: { id: key } }, headers: lang(language) }).then(
        ({ data }) => data ?? null,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        },
      ),
  });

/** The latest internal articles (the call takes no paging parameters). */
export const latestBlogPostsQueryOptions = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: blogKeys.latest(language),
    queryFn: async () => (await api.GET('/blog-posts', { headers: lang(language) })).data ?? [],
  });
