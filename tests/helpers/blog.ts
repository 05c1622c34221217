// Blog posts as the contract has them, for tests of the blog's pages and of the cards that link
// to them: an internal article (a cost guide) and a pro's post, each with its body.
import type { BlogPostDetail, ProBlogPostDetail } from '../../src/api';

/** An internal article, a cost guide on house cleaning, with `overrides`. */
export const blogPostDetail = (overrides: Partial<BlogPostDetail> = {}): BlogPostDetail => ({
  id: 'blog-1',
  name: 'house-cleaning-cost',
  title: 'ハウスクリーニングの料金相場',
  summary: '間取りごとの料金の目安',
  url: '/blog/house-cleaning-cost',
  isCostTag: true,
  publishedAt: '2026-10-01T00:00:00Z',
  bodyHtml: '<h2>料金の目安</h2><p>3LDKで3万円前後です。</p>',
  ...overrides,
});

/** A post of the pro `pro-0001` whose profile key is `proKey`, with `overrides`. */
export const proBlogPostDetail = (
  proKey: string,
  overrides: Partial<ProBlogPostDetail> = {},
): ProBlogPostDetail => ({
  id: 'pblog-00001',
  proId: 'pro-0001',
  title: '掃除のコツ',
  summary: '水回りの手入れ',
  url: `/profile/${proKey}/pro/blog/${overrides.id ?? 'pblog-00001'}`,
  publishedAt: '2026-10-01T00:00:00Z',
  bodyHtml: '<p>本文</p>',
  ...overrides,
});
