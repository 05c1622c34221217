// @vitest-environment jsdom
// The footer names the blog as the page it opens does ("お役立ち記事" / "Articles": its title, its
// breadcrumb and its h1), not "ブログ", which reads as a pro's blog. Blog cards in a row of the grid
// are as tall as each other (the row's bottoms line up at 1280 px).
import { readFileSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogPostGrid } from '../../../src/components/content/grids';
import styles from '../../../src/components/content/grids.module.css';
import { SiteFooter } from '../../../src/components/SiteFooter';
import { renderUi } from '../../helpers/render-ui';
import { resources } from '../../../src/lib/i18n/all-resources';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe("the footer's link to the blog", () => {
  it.each(['ja', 'en'] as const)('%s: is named as the blog page names itself', async (language) => {
    const { screen } = await renderUi(<SiteFooter />, { language });
    const heading = resources[language].blog.index.heading;
    const link = screen.getByRole('link', { name: heading });
    expect(link.getAttribute('href')).toMatch(/\/blog$/);
  });
});

describe('the blog cards of a row', () => {
  it('stretch to the row: each list item is a grid whose one card fills it', async () => {
    const css = readFileSync('src/components/content/grids.module.css', 'utf8');
    const style = document.createElement('style');
    // The module's class as the test build names it.
    style.textContent = css.replaceAll('.cards', `.${styles.cards}`);
    document.head.append(style);
    const posts = ['短い', 'とても長い題名の記事です。'.repeat(4)].map((title, index) => ({
      id: String(index),
      title,
      summary: '要約',
      url: `/blog/${index}`,
      publishedAt: '2026-10-01T00:00:00Z',
    }));
    const { container, screen } = await renderUi(<BlogPostGrid posts={posts} language="ja" testId="grid" />);
    await screen.findByTestId('grid');
    const items = [...container.querySelectorAll('[data-testid="grid"] > li')];
    expect(items).toHaveLength(2);
    for (const item of items) expect(getComputedStyle(item).display).toBe('grid');
  });
});
