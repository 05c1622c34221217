// The blog pages' data as their loaders read it from the mock: an internal article's page (the
// blog module), and a pro's post, read from the pro's post list, which carries each body (the
// assumed bodyHtml) once the pro is found (the pros and blog modules). An unknown article, post or
// pro is the page's not found.
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadBlogPost } from '../../../src/features/blog/load';
import { loadProBlogPost } from '../../../src/features/pro-profile/load';
import type { ApiClient } from '../../../src/api';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { apiClient, fixtures, fresh, recording } from '../harness';

const deps = (api: ApiClient, language: 'ja' | 'en' = 'ja') => ({
  queryClient: fresh(),
  api,
  language,
  i18n: createI18n(language, resources),
});
const article = fixtures.blogPosts.find((post) => post.jobTypeId === 'house-cleaning' && post.isCostTag)!;
const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp && candidate.blogPosts.length > 1)!;

describe('an internal article', () => {
  it("an article's page data: the post and its page info", async () => {
    const data = await loadBlogPost(article.name, deps(apiClient(), 'en'));
    expect(data).toEqual({
      post: article,
      language: 'en',
      page: { pageType: 'blog', jobTypeId: article.jobTypeId, proUserId: null },
    });
  });

  it('an unknown article (the API answers 404) is not found', async () => {
    const { api, sent } = recording();
    const outcome = await loadBlogPost('no-such-article', deps(api)).catch((error: unknown) => error);
    expect(isNotFound(outcome)).toBe(true);
    expect(sent.map((request) => request.path)).toEqual(['/blog-posts/no-such-article']);
  });
});

describe("a pro's post", () => {
  it("is read from the pro's post list, which carries every post's body", async () => {
    const { api, sent, answers } = recording();
    const target = pro.blogPosts[1]!;
    const data = await loadProBlogPost(pro.profile.slug, target.id, deps(api));
    expect(data.post).toEqual(target);
    expect(data.post.bodyHtml.length).toBeGreaterThan(0);
    expect(data.pro.id).toBe(pro.profile.id);
    expect(data.page).toEqual({ pageType: 'blog', proUserId: pro.profile.id, jobTypeId: target.jobTypeId });
    expect(sent.map(({ path }, index) => ({ path, violations: answers[index]?.violations }))).toEqual([
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
