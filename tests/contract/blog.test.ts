// Blog posts (src/api/blog.ts) against the mock: an internal article by the name its URL carries
// (or its id; null when the API answers 404), the latest articles, a job type's internal articles
// (cost articles or the others; a failure is the section part's error, never a false "none") and pros' posts (of a
// job type or of one pro; not swallowed). What each sends is pinned; Prism checks requests and
// answers against the contract (an answer breaking it comes with an sl-violations header).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blogPostQueryOptions,
  internalBlogPostsQueryOptions,
  latestBlogPostsQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  proBlogPostsByProQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const article = fixtures.blogPosts.find((post) => post.jobTypeId === 'house-cleaning' && post.isCostTag)!;
const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp && candidate.blogPosts.length > 0)!;

beforeEach(() => vi.mocked(reportError).mockClear());

/** Each request recorded as its path, query, language and Prism's verdict. */
const verdicts = ({ sent, answers }: ReturnType<typeof recording>) =>
  sent.map(({ path, query, language }, index) => ({
    path,
    query,
    language,
    violations: answers[index]?.violations,
  }));

describe('internal articles', () => {
  it('by the name of its URL: GET /blog-posts/{name} answers the article with its body', async () => {
    const recorded = recording();
    const post = await fresh().fetchQuery(blogPostQueryOptions(recorded.api, article.name, 'en'));
    expect(post).toEqual(article);
    expect(verdicts(recorded)).toEqual([
      { path: `/blog-posts/${article.name}`, query: {}, language: 'en', violations: null },
    ]);
  });

  it('by its id: the same article', async () => {
    const { api, answers } = recording();
    expect(await fresh().fetchQuery(blogPostQueryOptions(api, article.id, 'ja'))).toEqual(article);
    expect(answers.map((answer) => answer?.violations)).toEqual([null]);
  });

  it('an unknown article is null (the API answers 404)', async () => {
    const { api, sent } = recording();
    expect(await fresh().fetchQuery(blogPostQueryOptions(api, 'no-such-article', 'ja'))).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/blog-posts/no-such-article']);
  });

  it('any other failure is the page’s error', async () => {
    await expect(
      fresh().fetchQuery(blogPostQueryOptions(failing('getBlogPost'), article.name, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('the latest: GET /blog-posts, newest first, teasers without bodies', async () => {
    const recorded = recording();
    const posts = await fresh().fetchQuery(latestBlogPostsQueryOptions(recorded.api, 'ja'));
    const newest = [...fixtures.blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(posts.map((post) => post.id)).toEqual(newest.slice(0, posts.length).map((post) => post.id));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.some((post) => 'bodyHtml' in post)).toBe(false);
    expect(verdicts(recorded)).toEqual([
      { path: '/blog-posts', query: {}, language: 'ja', violations: null },
    ]);
  });
});

describe("a job type's internal articles", () => {
  it('cost articles or the others, as isCostTag says', async () => {
    const { api, sent } = recording();
    const costGuides = await fresh().fetchQuery(
      internalBlogPostsQueryOptions(api, 'house-cleaning', true, 'ja'),
    );
    expect(costGuides.length).toBeGreaterThan(0);
    expect(costGuides.every((post) => post.isCostTag)).toBe(true);
    const others = await fresh().fetchQuery(
      internalBlogPostsQueryOptions(api, 'house-cleaning', false, 'en'),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((post) => !post.isCostTag)).toBe(true);
    expect(costGuides.length + others.length).toBeGreaterThan(0);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/internal-blog-posts/job-type/house-cleaning',
        query: { isCostTag: 'true' },
        language: 'ja',
      },
      {
        method: 'GET',
        path: '/internal-blog-posts/job-type/house-cleaning',
        query: { isCostTag: 'false' },
        language: 'en',
      },
    ]);
  });

  it('a failure is not swallowed: the part shows its error (reported by its boundary)', async () => {
    const api = failing('listInternalBlogPostsByJobType');
    await expect(
      fresh().fetchQuery(internalBlogPostsQueryOptions(api, 'gardener', true, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("pros' posts", () => {
  it('of a job type: GET /pro-blog-posts/job-type/{id}', async () => {
    const { api, sent } = recording();
    const posts = await fresh().fetchQuery(proBlogPostsByJobTypeQueryOptions(api, 'house-cleaning', 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: '/pro-blog-posts/job-type/house-cleaning', query: {}, language: 'en' },
    ]);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.jobTypeId === 'house-cleaning')).toBe(true);
  });

  it('of a job type are not swallowed: the section shows its error', async () => {
    const api = failing('listProBlogPostsByJobType', 404);
    await expect(
      fresh().fetchQuery(proBlogPostsByJobTypeQueryOptions(api, 'gardener', 'ja')),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("of one pro: GET /pro-blog-posts/pro/{id} answers the pro's posts", async () => {
    const { api, sent } = recording();
    const posts = await fresh().fetchQuery(proBlogPostsByProQueryOptions(api, pro.profile.id, 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: `/pro-blog-posts/pro/${pro.profile.id}`, query: {}, language: 'en' },
    ]);
    expect(posts.map((post) => post.id)).toEqual(pro.blogPosts.map((post) => post.id));
  });

  it('of one pro are not swallowed: the section shows its error and retry', async () => {
    const api = failing('listProBlogPostsByPro', 404);
    await expect(
      fresh().fetchQuery(proBlogPostsByProQueryOptions(api, pro.profile.id, 'ja')),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
