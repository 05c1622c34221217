// @vitest-environment jsdom
// An article or the blog index with fields the API got wrong: an unreadable date, an empty summary,
// an address the page refuses (javascript:, data:, …). The page leaves out what it cannot show (no
// "公開日" label with nothing after it, no image), its meta description falls back to the body's
// text, and its JSON-LD carries neither an invalid date nor an address the page itself would not
// link. The index's outline goes h1 → h2 → card titles; the author link of a pro's post is a
// phone-sized tap target.
import { readFileSync } from 'node:fs';
import { configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, BlogPost } from '../../../../src/api';
import { InternalArticlePage, ProArticlePage } from '../../../../src/features/blog/components/ArticlePage';
import { BlogIndexPage } from '../../../../src/features/blog/components/BlogIndexPage';
import { blogPostDetail, proBlogPostDetail } from '../../../helpers/blog';
import { cleanupPage, renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanupPage);

const post = blogPostDetail();

function structuredData(container: HTMLElement) {
  const text = container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
  return (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph'];
}
const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('an article with an unreadable date', () => {
  it('shows no "published" label, and its JSON-LD has no date', async () => {
    const { container, screen } = await renderUi(
      <InternalArticlePage post={{ ...post, publishedAt: 'garbage' }} language="ja" />,
    );
    expect(screen.getByTestId('article-author')).toBeDefined();
    expect(screen.queryByText('公開日')).toBeNull();
    const [posting] = structuredData(container);
    expect(posting).not.toHaveProperty('datePublished');
  });

  it('a readable date keeps its label and its JSON-LD date as the API wrote it', async () => {
    const { container, screen } = await renderUi(<InternalArticlePage post={post} language="ja" />);
    expect(screen.getByText('公開日')).toBeDefined();
    expect(structuredData(container)[0]?.datePublished).toBe('2026-10-01T00:00:00Z');
  });
});

describe('an article with an empty summary', () => {
  it("describes itself with its body's text, in the head and the JSON-LD", async () => {
    const { container } = await renderUi(
      <InternalArticlePage post={{ ...post, summary: '  ' }} language="ja" />,
    );
    expect(metaDescription()).toBe('料金の目安 3LDKで3万円前後です。');
    expect(structuredData(container)[0]?.description).toBe('料金の目安 3LDKで3万円前後です。');
  });

  it("with no text in its body either, falls back to the blog's own description", async () => {
    await renderUi(
      <InternalArticlePage post={{ ...post, summary: '', bodyHtml: '<p> </p>' }} language="en" />,
      {
        language: 'en',
      },
    );
    expect(metaDescription()).toBe(
      'Articles to read before hiring a pro: typical prices, how to choose a pro and how to prepare.',
    );
  });
});

describe('an article whose image address the page refuses', () => {
  it.each(['data:image/png;base64,broken', 'javascript:alert(1)', 'http://plain.example/a.png'])(
    '%s: no image in the page nor in its JSON-LD',
    async (url) => {
      const { container } = await renderUi(
        <InternalArticlePage post={{ ...post, image: { url, width: 640, height: 480 } }} language="ja" />,
      );
      expect(container.querySelector('.blog-article__image')).toBeNull();
      expect(structuredData(container)[0]).not.toHaveProperty('image');
    },
  );

  it('a safe image shows, and is in the JSON-LD', async () => {
    const { container } = await renderUi(
      <InternalArticlePage
        post={{ ...post, image: { url: '/mock-assets/a.svg', width: 640, height: 480 } }}
        language="ja"
      />,
    );
    expect(container.querySelector('.blog-article__image')?.getAttribute('src')).toBe('/mock-assets/a.svg');
    expect(structuredData(container)[0]?.image).toMatch(/\/mock-assets\/a\.svg$/);
  });
});

describe('the blog index', () => {
  const posts: BlogPost[] = [
    { ...post, id: 'a', title: 'よい記事', url: '/blog/a' },
    { ...post, id: 'b', title: '危ない記事', url: 'javascript:alert(1)' },
    { ...post, id: 'c', title: '日付のない記事', url: 'data:text/html,x', publishedAt: 'garbage' },
  ];
  const api = { GET: vi.fn(async () => ({ data: posts })) } as unknown as ApiClient;

  it('lists in its JSON-LD only the addresses its cards link, and only readable dates', async () => {
    const { container, screen } = await renderUi(<BlogIndexPage language="ja" />, { api });
    await screen.findByText('よい記事');
    const [blog] = structuredData(container) as { blogPost: Record<string, unknown>[] }[];
    expect(blog?.blogPost).toHaveLength(3);
    expect(blog?.blogPost[0]?.url).toMatch(/\/blog\/a$/);
    expect(blog?.blogPost[1]).not.toHaveProperty('url');
    expect(blog?.blogPost[2]).not.toHaveProperty('url');
    expect(blog?.blogPost[2]).not.toHaveProperty('datePublished');
    expect(blog?.blogPost[0]?.datePublished).toBe('2026-10-01T00:00:00Z');
  });

  it('has an h2 between its h1 and the card titles', async () => {
    const { container, screen } = await renderUi(<BlogIndexPage language="ja" />, { api });
    await screen.findByText('よい記事');
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    // No heading is more than one level below the one before it.
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 2 }).nextElementSibling?.querySelector('h3')).not.toBeNull();
  });
});

describe("the author link of a pro's post", () => {
  const proPost = proBlogPostDetail('goto');
  const blogCss = readFileSync('src/features/blog/components/blog.css', 'utf8');

  it('is at least 44 × 44 px, like every other link that stands alone', async () => {
    const style = document.createElement('style');
    style.textContent = blogCss;
    document.head.append(style);
    const { screen } = await renderUi(
      <ProArticlePage
        post={proPost}
        language="ja"
        pro={{ slug: 'goto', displayName: '後藤企画', isCompany: true }}
      />,
    );
    const computed = getComputedStyle(screen.getByTestId('article-author').querySelector('a')!);
    expect(computed.minHeight).toBe('var(--tap-target)');
    expect(computed.minWidth).toBe('var(--tap-target)');
    expect(computed.display).toBe('inline-flex');
  });
});
