// The blog's calls against the mock: an article by the name its URL carries (or its id), the
// latest articles, and a pro's post read from the pro's post list, which carries each body (the
// assumed bodyHtml). What each sends is pinned; Prism checks requests and answers against the
// contract (an answer breaking it comes with an sl-violations header).
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadBlogPost } from '../../src/features/blog/load';
import { loadProBlogPost } from '../../src/features/pro-profile/load';
import { type ApiClient, blogPostQueryOptions, latestBlogPostsQueryOptions } from '../../src/api';
import { createI18n } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';
import { apiClient, fixtures } from './harness';

interface Sent {
  path: string;
  query: Record<string, string>;
  language: string | null;
  violations: string | null;
}

/** The app's client against the mock, recording each request and whether Prism found a violation. */
function recording(): { api: ApiClient; sent: Sent[] } {
  const api = apiClient();
  const sent: Sent[] = [];
  api.use({
    onResponse({ request, response }) {
      const url = new URL(request.url);
      sent.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        language: request.headers.get('x-ui-language'),
        violations: response.headers.get('sl-violations'),
      });
      return response;
    },
  });
  return { api, sent };
}

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const deps = (api: ApiClient, language: 'ja' | 'en' = 'ja') => ({
  queryClient: fresh(),
  api,
  language,
  i18n: createI18n(language, resources),
});
const article = fixtures.blogPosts.find((post) => post.jobTypeId === 'house-cleaning' && post.isCostTag)!;
const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp && candidate.blogPosts.length > 1)!;

describe('internal articles', () => {
  it('by the name of its URL: GET /blog-posts/{name} answers the article with its body', async () => {
    const { api, sent } = recording();
    const post = await fresh().fetchQuery(blogPostQueryOptions(api, article.name, 'en'));
    expect(post).toEqual(article);
    expect(sent).toEqual([
      { path: `/blog-posts/${article.name}`, query: {}, language: 'en', violations: null },
    ]);
  });

  it('by its id: the same article', async () => {
    const { api, sent } = recording();
    expect(await fresh().fetchQuery(blogPostQueryOptions(api, article.id, 'ja'))).toEqual(article);
    expect(sent.map((request) => request.violations)).toEqual([null]);
  });

  it('an unknown article is null (the API answers 404), and its page is not found', async () => {
    const { api, sent } = recording();
    expect(await fresh().fetchQuery(blogPostQueryOptions(api, 'no-such-article', 'ja'))).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/blog-posts/no-such-article']);
    const outcome = await loadBlogPost('no-such-article', deps(api)).catch((error: unknown) => error);
    expect(isNotFound(outcome)).toBe(true);
  });

  it("an article's page data: the post and its page info", async () => {
    const data = await loadBlogPost(article.name, deps(apiClient(), 'en'));
    expect(data).toEqual({
      post: article,
      language: 'en',
      page: { pageType: 'blog', jobTypeId: article.jobTypeId, proUserId: null },
    });
  });

  it('the latest: GET /blog-posts, newest first, teasers without bodies', async () => {
    const { api, sent } = recording();
    const posts = await fresh().fetchQuery(latestBlogPostsQueryOptions(api, 'ja'));
    const newest = [...fixtures.blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(posts.map((post) => post.id)).toEqual(newest.slice(0, posts.length).map((post) => post.id));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.some((post) => 'bodyHtml' in post)).toBe(false);
    expect(sent).toEqual([{ path: '/blog-posts', query: {}, language: 'ja', violations: null }]);
  });
});

describe("a pro's post", () => {
  it("is read from the pro's post list, which carries every post's body", async () => {
    const { api, sent } = recording();
    const target = pro.blogPosts[1]!;
    const data = await loadProBlogPost(pro.profile.slug, target.id, deps(api));
    expect(data.post).toEqual(target);
    expect(data.post.bodyHtml.length).toBeGreaterThan(0);
    expect(data.pro.id).toBe(pro.profile.id);
    expect(data.page).toEqual({ pageType: 'blog', proUserId: pro.profile.id, jobTypeId: target.jobTypeId });
    expect(sent.map(({ path, violations }) => ({ path, violations }))).toEqual([
      { path: `/pros/get-by-slug/${pro.profile.slug}`, violations: null },
      { path: `/pro-blog-posts/pro/${pro.profile.id}`, violations: null },
    ]);
  });

  it('a post the pro does not have, or an unknown pro, is not found', async () => {
    for (const [proKey, postId] of [
      [pro.profile.slug, 'pblog-99999'],
      ['no-such-pro', pro.blogPosts[0]!.id],
    ] as const) {
      const outcome = await loadProBlogPost(proKey, postId, deps(apiClient())).catch(
        (error: unknown) => error,
      );
      expect(isNotFound(outcome), `${proKey} ${postId}`).toBe(true);
    }
  });
});
