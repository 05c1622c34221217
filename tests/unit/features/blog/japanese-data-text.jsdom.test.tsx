// @vitest-environment jsdom
// Blog pages in English with posts the API has only in Japanese: the article's title (heading and
// breadcrumb), its body, a pro author's name and the index's titles and summaries carry lang="ja";
// the page's own words do not, and a Japanese page marks nothing.
import { configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { InternalArticlePage, ProArticlePage } from '../../../../src/features/blog/components/ArticlePage';
import { BlogIndexPage } from '../../../../src/features/blog/components/BlogIndexPage';
import { blogPostDetail, proBlogPostDetail } from '../../../helpers/blog';
import { cleanupPage, renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanupPage);

const post = blogPostDetail();
const proPost = proBlogPostDetail('hashimoto-house-cleaning');

const langOf = (root: ParentNode, selector: string) => root.querySelector(selector)?.getAttribute('lang');

describe('an internal article', () => {
  it('in English: its title and body are marked Japanese, the page around them is not', async () => {
    const { container, screen } = await renderUi(<InternalArticlePage post={post} language="en" />, {
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('ja');
    expect(langOf(container, '.breadcrumbs [aria-current="page"]')).toBe('ja');
    expect(screen.getByTestId('article-body').getAttribute('lang')).toBe('ja');
    expect(screen.getByTestId('article-author').hasAttribute('lang')).toBe(false);
    expect(container.querySelector('[data-testid="blog-article"]')?.hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('link', { name: 'All articles' }).closest('[lang]')).toBeNull();
  });

  it('in English, an English article is not marked', async () => {
    const english = { ...post, title: 'House cleaning prices', bodyHtml: '<p>About ￥30,000.</p>' };
    const { container } = await renderUi(<InternalArticlePage post={english} language="en" />, {
      language: 'en',
    });
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('in Japanese: nothing is marked', async () => {
    const { container } = await renderUi(<InternalArticlePage post={post} language="ja" />);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe("a pro's post", () => {
  const pro = { slug: 'hashimoto-house-cleaning', displayName: '橋本ハウスクリーニング', isCompany: true };

  it("in English: the pro's Japanese name is marked as author and breadcrumb", async () => {
    const { container, screen } = await renderUi(<ProArticlePage post={proPost} language="en" pro={pro} />, {
      language: 'en',
    });
    expect(screen.getByTestId('article-author').getAttribute('lang')).toBe('ja');
    expect(langOf(container, '.breadcrumbs a[href*="hashimoto"] span')).toBe('ja');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('ja');
    expect(screen.getByTestId('article-body').getAttribute('lang')).toBe('ja');
  });
});

describe('the index', () => {
  const api = { GET: vi.fn(async () => ({ data: [post] })) } as unknown as ApiClient;

  it('in English: each Japanese title and summary is marked', async () => {
    const { container, screen } = await renderUi(<BlogIndexPage language="en" />, { language: 'en', api });
    await screen.findByText('ハウスクリーニングの料金相場');
    expect(langOf(container, '.blog-post-card__title')).toBe('ja');
    expect(langOf(container, '.blog-post-card__summary')).toBe('ja');
    expect(screen.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
  });

  it('in Japanese: nothing is marked', async () => {
    const { container, screen } = await renderUi(<BlogIndexPage language="ja" />, { language: 'ja', api });
    await screen.findByText('ハウスクリーニングの料金相場');
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
