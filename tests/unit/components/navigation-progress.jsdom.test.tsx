// @vitest-environment jsdom
// The navigation progress: a bar at the top of the window while the router loads the next page, only
// once it has taken longer than SLOW_NAVIGATION_MS (a fast navigation shows nothing), named for
// assistive technology in the page's language, with the main element busy meanwhile; gone when the
// page is shown.
import { Outlet } from '@tanstack/react-router';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NavigationProgress,
  SLOW_NAVIGATION_MS,
  useSlowNavigation,
} from '../../../src/components/NavigationProgress';
import { pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

// jsdom scrolls nothing (the router's scroll restoration calls it).
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function Layout() {
  const slow = useSlowNavigation();
  return (
    <>
      <NavigationProgress active={slow} />
      <main id="main" aria-busy={slow || undefined}>
        <Outlet />
      </main>
    </>
  );
}

/** An app whose /blog page loads once `answer` resolves. */
async function app(answer: () => Promise<void>, language: 'ja' | 'en' = 'ja') {
  const tree = pagesTree(
    {
      '/': () => <h1>Start</h1>,
      '/blog': { loader: answer, component: () => <h1>Next</h1> },
    },
    standInRoot(Layout),
  );
  const { router } = await renderRouter(tree, { language });
  await screen.findByRole('heading', { name: 'Start' });
  // Every time the bar was in the document.
  const seen: boolean[] = [];
  const observer = new MutationObserver(() => seen.push(screen.queryByRole('progressbar') !== null));
  observer.observe(document.body, { subtree: true, childList: true });
  return { router, seen, stop: () => observer.disconnect() };
}

const busy = () => document.getElementById('main')?.getAttribute('aria-busy') ?? null;

describe('NavigationProgress', () => {
  it('a slow navigation: the bar and a busy main after the delay, both gone when the page shows', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { router, stop } = await app(() => answered);

    void router.navigate({ to: '/blog' });
    await wait(SLOW_NAVIGATION_MS / 3);
    expect(router.state.isLoading).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(busy()).toBeNull();

    await wait(SLOW_NAVIGATION_MS);
    const bar = screen.getByRole('progressbar', { name: 'ページを読み込んでいます' });
    // Indeterminate: no value to read out.
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(busy()).toBe('true');
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();

    await act(async () => release());
    await screen.findByRole('heading', { name: 'Next' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(busy()).toBeNull();
    stop();
  });

  it('a fast navigation shows nothing at any moment', async () => {
    const { router, seen, stop } = await app(() => Promise.resolve());
    await act(() => router.navigate({ to: '/blog' }));
    await screen.findByRole('heading', { name: 'Next' });
    // Past the delay: a timer left running would show the bar now.
    await wait(SLOW_NAVIGATION_MS * 1.5);
    stop();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(true);
    expect(busy()).toBeNull();
  });

  it('is named in English on an English page', async () => {
    const { router } = await app(() => new Promise(() => undefined), 'en');
    void router.navigate({ to: '/blog' });
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
  });
});
