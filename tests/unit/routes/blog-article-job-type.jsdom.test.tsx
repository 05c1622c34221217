// @vitest-environment jsdom
// An internal article names its job type only for the link on to the job type's pros. The job-type
// lookup is one the product swallows (spec §8: "job-type fetch"): when it fails (an HTTP error, no
// answer, an answer of the wrong shape) the article shows without that link and the failure is
// reported; when it is slow, the article does not wait for it longer than a moment, and the link
// appears once the answer does.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, NetworkError, type ApiClient, type JobType } from '../../../src/api';
import { JOB_TYPE_WAIT_MS } from '../../../src/features/blog/article-job-type';
import { Route } from '../../../src/routes/blog.$postKey';
import { pagesTree, renderRouter } from '../../helpers/app-router';
import { blogPostDetail } from '../../helpers/blog';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const post = blogPostDetail({ bodyHtml: '<p>3LDKで3万円前後です。</p>', jobTypeId: 'house-cleaning' });
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

/** The article route (its own loader and component), opened at the article's address. */
async function openArticle(api: ApiClient) {
  const queryClient = createQueryClient();
  // The app's retry policy, without its back-off waits.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const article = {
    loaderDeps: Route.options.loaderDeps,
    loader: Route.options.loader,
    component: Route.options.component,
    errorComponent: () => <p>page error</p>,
  } as never;
  const started = Date.now();
  await renderRouter(pagesTree({ '/blog/$postKey': article }), {
    api,
    queryClient,
    entries: ['/blog/house-cleaning-cost'],
  });
  const loadedIn = Date.now() - started;
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
