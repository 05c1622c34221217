// The blog's search-engine data: one canonical path per article, the meta description, and the
// JSON-LD of an article (BlogPosting with author, publisher and breadcrumbs) and of the index.
import { describe, expect, it } from 'vitest';
import {
  articlePath,
  articleStructuredData,
  blogStructuredData,
  metaDescription,
  proArticlePath,
} from '../../../../src/features/blog/seo';

const origin = 'https://example.jp';

describe('paths', () => {
  it('an internal article is under /blog by its name, a pro post under the profile by its id', () => {
    expect(articlePath({ name: 'house-cleaning-cost' })).toBe('/blog/house-cleaning-cost');
    expect(articlePath({ name: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(proArticlePath('/profile/yamada/pro', 'pblog-00001')).toBe('/profile/yamada/pro/blog/pblog-00001');
  });
});

describe('metaDescription', () => {
  it('is the summary on one line', () => {
    expect(metaDescription('  料金の目安と\n  選び方を解説します。 ')).toBe(
      '料金の目安と 選び方を解説します。',
    );
  });

  it('is cut to 120 characters with an ellipsis', () => {
    const cut = metaDescription('あ'.repeat(200));
    expect(cut).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(metaDescription('あ'.repeat(120))).toBe('あ'.repeat(120));
  });
});

describe('articleStructuredData', () => {
  const canonical = `${origin}/en/profile/yamada/pro/blog/pblog-00001`;
  const data = articleStructuredData({
    origin,
    canonical,
    headline: '梅雨前の掃除のコツ',
    description: 'カビ対策について。',
    datePublished: '2026-06-01T00:00:00Z',
    image: { url: '/mock-assets/scene/41.svg', width: 640, height: 480 },
    author: { name: '山田 太郎', type: 'Person', url: `${origin}/en/profile/yamada/pro` },
    publisher: { name: 'Home Pros', url: `${origin}/en/start` },
    crumbs: [
      { name: 'Home', url: `${origin}/en/start` },
      { name: '山田 太郎', url: `${origin}/en/profile/yamada/pro` },
      { name: '梅雨前の掃除のコツ', url: canonical },
    ],
  });
  const [posting, breadcrumbs] = data['@graph'] as Record<string, unknown>[];

  it('is a BlogPosting of the canonical URL with its author, publisher and absolute image', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(posting).toEqual({
      '@type': 'BlogPosting',
      '@id': `${canonical}#article`,
      headline: '梅雨前の掃除のコツ',
      description: 'カビ対策について。',
      datePublished: '2026-06-01T00:00:00Z',
      url: canonical,
      mainEntityOfPage: canonical,
      author: { '@type': 'Person', name: '山田 太郎', url: `${origin}/en/profile/yamada/pro` },
      publisher: { '@type': 'Organization', name: 'Home Pros', url: `${origin}/en/start` },
      image: `${origin}/mock-assets/scene/41.svg`,
    });
  });

  it('ends its breadcrumbs with the article', () => {
    const items = (breadcrumbs as { itemListElement: { position: number; item: string }[] }).itemListElement;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)?.item).toBe(canonical);
  });

  it('leaves out what it does not know: no image, an author without a page', () => {
    const [bare] = articleStructuredData({
      origin,
      canonical,
      headline: 'h',
      description: 'd',
      datePublished: '2026-06-01T00:00:00Z',
      author: { name: '編集部', type: 'Organization' },
      publisher: { name: 'p', url: `${origin}/start` },
      crumbs: [],
    })['@graph'] as Record<string, unknown>[];
    expect(bare).not.toHaveProperty('image');
    expect(bare?.author).toEqual({ '@type': 'Organization', name: '編集部' });
  });
});

describe('blogStructuredData', () => {
  it('lists each post at its URL in the page language; a URL off the site stays as it is', () => {
    const data = blogStructuredData({
      origin,
      canonical: `${origin}/en/blog`,
      name: 'Articles',
      language: 'en',
      posts: [
        { title: 'a', url: '/blog/a', publishedAt: '2026-01-01T00:00:00Z' },
        { title: 'b', url: 'https://blog.example.jp/b', publishedAt: '2026-01-02T00:00:00Z' },
      ],
      crumbs: [{ name: 'Home', url: `${origin}/en/start` }],
    });
    const [blog] = data['@graph'] as { blogPost: { url: string }[] }[];
    expect(blog?.blogPost.map((post) => post.url)).toEqual([
      `${origin}/en/blog/a`,
      'https://blog.example.jp/b',
    ]);
  });
});
