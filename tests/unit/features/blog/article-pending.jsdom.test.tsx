// @vitest-environment jsdom
// An article opened in the app from far down a list, that is slow to load: the router shows the
// article's loading skeleton in place of the list but keeps the list's scroll, so the skeleton
// sat above the viewport and the visitor saw a blank page with the footer. The skeleton starts the
// page at the top, as the article will; not on Back or Forward, where the router brings back the
// place the visitor left (and not on the document's first render, whose scroll is the browser's).
import { act, cleanup, configure, screen } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticlePending } from '../../../../src/features/blog/components/ArticlePending';
import { pagesTree, renderRouter } from '../../../helpers/app-router';

configure({ asyncUtilTimeout: 10_000 });

let scrollY = 0;
const scrollTo = vi.fn();

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  scrollTo.mockReset();
  scrollTo.mockImplementation((options: ScrollToOptions | number, y?: number) => {
    scrollY = typeof options === 'number' ? (y ?? 0) : (options.top ?? scrollY);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as typeof window.scrollTo);
});
afterEach(cleanup);

/** The visitor scrolls the page to `y` (the router's scroll restoration hears it). */
function scrollPage(y: number) {
  scrollY = y;
  document.dispatchEvent(new Event('scroll'));
}

/** A list and an article whose loader waits until the test lets it answer. */
async function renderApp() {
  const answers: (() => void)[] = [];
  const tree = pagesTree({
    '/blog': () => (
      <Link to="/blog/$postKey" params={{ postKey: 'a' }}>
        記事を開く
      </Link>
    ),
    '/blog/$postKey': {
      loader: () => new Promise<void>((resolve) => answers.push(resolve)),
      pendingComponent: ArticlePending,
      pendingMs: 0,
      // Its earlier visit is not kept: Back loads it again (as once the router has dropped it).
      gcTime: 0,
      component: () => (
        <>
          <h1>記事</h1>
          <Link to="/blog">一覧へ</Link>
        </>
      ),
    },
  });
  const { router } = await renderRouter(tree, {
    entries: ['/blog'],
    scrollRestoration: true,
    loadFirst: false,
  });
  const answer = () =>
    act(() => {
      answers.shift()?.();
    });
  return { router, answer };
}

describe('the pending article', () => {
  it('opened from far down a list: starts at the top while it loads', async () => {
    const { answer } = await renderApp();
    const link = await screen.findByRole('link', { name: '記事を開く' });
    scrollPage(2_000);
    scrollTo.mockClear();
    await act(async () => link.click());
    await screen.findByTestId('blog-pending');
    // In view while the article loads, not only once it has arrived.
    expect(scrollY).toBe(0);
    await answer();
    await screen.findByRole('heading', { name: '記事' });
  });

  it('on Back to an article the visitor had scrolled: left where the router restores it', async () => {
    const { router, answer } = await renderApp();
    await act(async () => (await screen.findByRole('link', { name: '記事を開く' })).click());
    await answer();
    await screen.findByRole('heading', { name: '記事' });
    scrollPage(800);
    await act(async () => screen.getByRole('link', { name: '一覧へ' }).click());
    await screen.findByRole('link', { name: '記事を開く' });
    scrollPage(1_500);
    scrollTo.mockClear();

    await act(async () => router.history.back());
    await screen.findByTestId('blog-pending');
    // Not sent to the top in between: the router puts the article back at 800 once it is shown.
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    await answer();
    await screen.findByRole('heading', { name: '記事' });
  });
});
