// @vitest-environment jsdom
// The app's document in the browser (createAppRouter: the real route tree and root, on a fake API).
// A language switch is one change: the interface texts, the page's data, <html lang> and the title
// change together when the new page is shown (its loaders done); until then the page shown stays
// whole, in its language, and a slow load says it is loading. A preload of the other language's
// page changes nothing. While no page gives the document a title (a page loading in its place),
// the site's name is the title.
import { RouterProvider } from '@tanstack/react-router';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type ApiClient } from '../../../src/api';
import { createAppRouter } from '../../../src/app/router';
import { createAuthSession } from '../../../src/features/auth/session';
import { createI18n } from '../../../src/lib/i18n';
import { readConfig } from '../../../src/lib/config';
import type { RouterContext } from '../../../src/routes/-context';

vi.mock('../../../src/lib/monitoring', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  // Web vitals measure a real browser's page: never loaded here.
  loadWebVitals: () => new Promise(() => undefined),
  reportError: vi.fn(),
}));

configure({ asyncUtilTimeout: 10_000 });

const posts = {
  ja: { title: '引っ越し料金の相場', summary: '目安を解説します。' },
  en: { title: 'What a move costs', summary: 'A guide to the prices.' },
} as const;

type Language = 'ja' | 'en';

/**
 * The API: the latest articles, and an article, in the language a call names; each answer once
 * `answer(language, path)` resolves.
 */
function fakeApi(answer: (language: Language, path: string) => Promise<void>) {
  const GET = vi.fn(async (path: string, init?: { headers?: Record<string, string> }) => {
    const language = init?.headers?.['x-ui-language'] === 'en' ? 'en' : 'ja';
    const post = {
      id: 'blog-1',
      name: 'mover-cost',
      ...posts[language],
      url: '/blog/mover-cost',
      isCostTag: true,
      publishedAt: '2026-10-01T00:00:00Z',
    };
    if (path === '/blog-posts') {
      await answer(language, path);
      return { data: [post] };
    }
    if (path === '/blog-posts/{id}') {
      await answer(language, path);
      return { data: { ...post, bodyHtml: '<p>本文</p>' } };
    }
    return { data: undefined };
  });
  const api = { GET, POST: vi.fn(async () => ({ data: undefined })), reportSwallowed: vi.fn() };
  return api as unknown as ApiClient;
}

async function appAt(language: Language, answer: (language: Language, path: string) => Promise<void>) {
  window.history.replaceState(null, '', language === 'en' ? '/en/blog' : '/blog');
  const api = fakeApi(answer);
  const context: RouterContext = {
    config: readConfig({ ...import.meta.env, DEV: false }, window.location),
    api,
    queryClient: createQueryClient(),
    i18n: createI18n(language),
    analytics: { trackPageView: vi.fn(), trackConversion: vi.fn(), trackExposure: vi.fn() } as never,
    auth: createAuthSession({ api }),
    experiments: () => new Promise(() => undefined),
  };
  const router = createAppRouter(context);
  await router.load();
  // The root route renders the whole document (<html lang>, <head>, <body>), as in the app.
  render(<RouterProvider router={router} />, { container: document as never });
  await vi.waitFor(() => expect(shown()).toEqual(everything(language)));
  return { router, i18n: context.i18n };
}

const languageOf = (text: string | null | undefined) =>
  !text ? 'none' : /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? 'ja' : 'en';

/** The language of each thing a visitor sees: the document's, the header's, the page's texts and its data. */
function shown() {
  return {
    lang: document.documentElement.lang,
    title: languageOf(document.title),
    skipLink: languageOf(document.querySelector('a[href="#main"]')?.textContent),
    heading: languageOf(document.querySelector('h1')?.textContent),
    post: screen.queryByText(posts.ja.title) ? 'ja' : screen.queryByText(posts.en.title) ? 'en' : 'none',
  };
}

const everything = (language: Language) => ({
  lang: language,
  title: language,
  skipLink: language,
  heading: language,
  post: language,
});

beforeEach(() => {
  localStorage.clear();
  // jsdom scrolls nothing.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('switching language', () => {
  it.each([
    ['ja', 'en'],
    ['en', 'ja'],
  ] as const)(
    '%s to %s: the old page stays whole until the new one has loaded, then all of it changes at once',
    async (from, to) => {
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      // The page's language answers at once; the other's when the test says.
      const { router } = await appAt(from, (language) => (language === to ? answered : Promise.resolve()));
      // The route's own loading state (its skeleton in the old page's place, after a second) is not
      // what this is about: a busy machine must not reach it before the test releases the answer.
      router.update({ ...router.options, defaultPendingMs: 60_000 });
      // Every state the document passes through, as the DOM settles after each change.
      const states: ReturnType<typeof shown>[] = [];
      const observer = new MutationObserver(() => states.push(shown()));
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

      await act(async () => {
        void router.navigate({ to: '/blog', search: { lang: to === 'en' ? 'en' : undefined } });
        // Long enough for everything but the slow answer (the texts' chunks, the route's code), and
        // for the navigation to count as slow.
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(router.state.isLoading).toBe(true);
      expect(shown()).toEqual(everything(from));
      // What says the next page is on its way, in the page's language too.
      const progress = screen.getByRole('progressbar');
      expect(progress.getAttribute('aria-label')).toBe(
        from === 'ja' ? 'ページを読み込んでいます' : 'Loading the page',
      );
      expect(document.getElementById('main')?.getAttribute('aria-busy')).toBe('true');

      await act(async () => release());
      await vi.waitFor(() => expect(shown()).toEqual(everything(to)));
      observer.disconnect();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(document.getElementById('main')?.hasAttribute('aria-busy')).toBe(false);
      // Never part of one and part of the other.
      expect(states.length).toBeGreaterThan(0);
      for (const state of states) expect([everything(from), everything(to)]).toContainEqual(state);
    },
  );

  it('a preload of the other language changes nothing', async () => {
    const { router, i18n } = await appAt('ja', () => Promise.resolve());
    await act(async () => {
      await router.preloadRoute({ to: '/blog', search: { lang: 'en' } });
    });
    expect(i18n.language).toBe('ja');
    expect(shown()).toEqual(everything('ja'));
  });
});

describe("the document's title", () => {
  it("is the site's name while a page loads in the old one's place", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { router } = await appAt('ja', (_, path) =>
      path === '/blog-posts/{id}' ? answered : Promise.resolve(),
    );
    expect(document.title).toBe('お役立ち記事一覧 | 暮らしのプロ探し');

    void router.navigate({ to: '/blog/$postKey', params: { postKey: 'mover-cost' } });
    // The route's pending delay (1 s): then its skeleton replaces the list, which had the title.
    expect(await screen.findByTestId('blog-pending', {}, { timeout: 5_000 })).toBeTruthy();
    expect(document.title).toBe('暮らしのプロ探し');

    await act(async () => release());
    await vi.waitFor(() => expect(document.title).toMatch(new RegExp(`^${posts.ja.title}`)));
  });
});
