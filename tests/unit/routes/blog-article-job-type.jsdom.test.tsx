// @vitest-environment jsdom
// An internal article names its job type only for the link on to the job type's pros. The job-type
// lookup is one the product swallows (spec §8: "job-type fetch"): when it fails (an HTTP error, no
// answer, an answer of the wrong shape) the article shows without that link and the failure is
// reported; when it is slow, the article does not wait for it longer than a moment, and the link
// appears once the answer does.
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiContext,
  ApiError,
  createQueryClient,
  NetworkError,
  type ApiClient,
  type BlogPostDetail,
  type JobType,
} from '../../../src/api';
import { JOB_TYPE_WAIT_MS } from '../../../src/features/blog/article-job-type';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { Route } from '../../../src/routes/blog.$postKey';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const post: BlogPostDetail = {
  id: 'blog-1',
  name: 'house-cleaning-cost',
  title: 'ハウスクリーニングの料金相場',
  summary: '間取りごとの料金の目安',
  url: '/blog/house-cleaning-cost',
  isCostTag: true,
  publishedAt: '2026-10-01T00:00:00Z',
  bodyHtml: '<p>3LDKで3万円前後です。</p>',
  jobTypeId: 'house-cleaning',
};
const jobType = {
  id: 'house-cleaning',
  title: { ja: 'ハウスクリーニング', en: 'House cleaning' },
  categories: ['home', 'cleaning'],
} as unknown as JobType;
const FIND_PROS = 'ハウスクリーニングのプロを探す';

/** A fake client: the article answers at once; the job type as `jobTypeAnswer` says. */
function fakeApi(jobTypeAnswer: () => Promise<{ data: unknown }>) {
  const GET = vi.fn(async (path: string) => {
    if (path === '/blog-posts/{id}') return { data: post };
    if (path === '/job-types/{id}') return jobTypeAnswer();
    throw new Error(`unexpected GET ${path}`);
  });
  const reportSwallowed = vi.fn();
  return { api: { GET, reportSwallowed } as unknown as ApiClient, reportSwallowed };
}

/** The article route (its own loader and component) in a router, opened at the article's address. */
async function openArticle(api: ApiClient) {
  const queryClient = createQueryClient();
  // The app's retry policy, without its back-off waits.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const i18n = createI18n('ja', resources);
  const root = createRootRouteWithContext<Record<string, unknown>>()({ component: () => <Outlet /> });
  const article = createRoute({
    getParentRoute: () => root,
    path: '/blog/$postKey',
    // The app's route types name its own root; this one stands in for it.
    loaderDeps: Route.options.loaderDeps as never,
    loader: Route.options.loader as never,
    component: Route.options.component as never,
    errorComponent: () => <p>page error</p>,
  });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([article as never]),
    history: createMemoryHistory({ initialEntries: ['/blog/house-cleaning-cost'] }),
    context: { api, queryClient, i18n, language: 'ja', config: { publicHost: 'localhost' } },
  } as never);
  const started = Date.now();
  await router.load();
  const loadedIn = Date.now() - started;
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <RouterProvider router={router} />
        </ApiContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: post.title });
  return { loadedIn };
}

describe('the job type of an article', () => {
  it('answered: the article leads on to its pros', async () => {
    const { api, reportSwallowed } = fakeApi(async () => ({ data: jobType }));
    await openArticle(api);
    expect(screen.getByRole('link', { name: FIND_PROS }).getAttribute('href')).toBe(
      '/home/cleaning/house-cleaning',
    );
    expect(reportSwallowed).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => Promise.reject(new ApiError('GET /job-types/{id}', 500, undefined))],
    ['no answer', () => Promise.reject(new NetworkError('GET /job-types/{id}'))],
  ])(
    'failing with %s: the article shows without the link, and the failure is reported',
    async (_name, answer) => {
      const { api, reportSwallowed } = fakeApi(answer);
      await openArticle(api);
      expect(screen.queryByText('page error')).toBeNull();
      expect(screen.getByText('3LDKで3万円前後です。')).toBeDefined();
      await waitFor(() => expect(reportSwallowed).toHaveBeenCalledTimes(1));
      expect(reportSwallowed.mock.calls[0]?.[1]).toEqual({
        tags: expect.objectContaining({ operation: 'getJobType' }) as unknown,
      });
      expect(screen.queryByRole('link', { name: FIND_PROS })).toBeNull();
    },
  );

  it('answered with the wrong shape: the article shows without the link', async () => {
    const { api } = fakeApi(async () => ({ data: { unexpected: true } }));
    await openArticle(api);
    expect(screen.queryByText('page error')).toBeNull();
    expect(screen.getByText('3LDKで3万円前後です。')).toBeDefined();
    expect(screen.queryByRole('link', { name: /のプロを探す$/ })).toBeNull();
  });

  it('slow: the article does not wait for it, and the link appears when it answers', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const { api } = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { loadedIn } = await openArticle(api);
    expect(loadedIn).toBeLessThan(JOB_TYPE_WAIT_MS + 1_000);
    expect(screen.queryByRole('link', { name: FIND_PROS })).toBeNull();
    answer({ data: jobType });
    expect(await screen.findByRole('link', { name: FIND_PROS })).toBeDefined();
  });
});
