// @vitest-environment jsdom
// The articles section of a marketing page (cost guides and other internal articles, then pros'
// posts), and the "show more" of its lists:
// - Back to the page after "さらに4件を表示" and a card finds the list as it was (the cards revealed,
//   so the restored scroll lands on the card again, not in the footer); a new visit starts at 4.
// - A failure says which part failed: the internal articles (one call, asked twice, cost guides or
//   not: one message and one retry that asks again for both) apart from the pros' posts.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  internalBlogFlagQueryOptions,
  internalBlogPostsQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  type ApiClient,
  type BlogPost,
  type ProBlogPost,
} from '../../../../src/api';
import { Bounded } from '../../../../src/components/content/Bounded';
import { BlogSection } from '../../../../src/features/marketing/components/ContentSections';
import { freshScrollRestoration, pagesTree, renderRouter } from '../../../helpers/app-router';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(freshScrollRestoration);
afterEach(cleanup);

const internal = (isCostTag: boolean): BlogPost[] =>
  Array.from({ length: 2 }, (_, index) => ({
    id: `${isCostTag ? 'cost' : 'article'}-${index}`,
    name: `${isCostTag ? 'cost' : 'article'}-${index}`,
    title: `${isCostTag ? '料金ガイド' : '記事'}${index + 1}`,
    summary: '要約',
    url: `/blog/${isCostTag ? 'cost' : 'article'}-${index}`,
    isCostTag,
    publishedAt: '2026-10-01T00:00:00Z',
  }));
const proPosts: ProBlogPost[] = Array.from({ length: 10 }, (_, index) => ({
  id: `pblog-${index}`,
  proId: 'pro-1',
  proName: '後藤企画',
  title: `プロの投稿${index + 1}`,
  summary: '要約',
  url: `/profile/goto/pro/blog/pblog-${index}`,
  publishedAt: '2026-10-01T00:00:00Z',
}));

type Answer = () => Promise<{ data: unknown }>;
const ok =
  (data: unknown): Answer =>
  async () => ({ data });
const fail: Answer = () => Promise.reject(new ApiError('GET', 500, undefined));

/** A fake client; `answers` says how each call answers, and may be changed between calls. */
function fakeApi(answers: { internal: Answer; proPosts: Answer }) {
  const GET = vi.fn(async (path: string, init?: { params?: { query?: { isCostTag?: boolean } } }) => {
    if (path === '/feature-flags/{flagName}') return { data: { enabledByC1: true } };
    if (path === '/internal-blog-posts/job-type/{id}') {
      const answer = await answers.internal();
      return {
        data: (answer.data as ((isCostTag: boolean) => unknown) | undefined)?.(
          !!init?.params?.query?.isCostTag,
        ),
      };
    }
    if (path === '/pro-blog-posts/job-type/{id}') return answers.proPosts();
    throw new Error(`unexpected GET ${path}`);
  });
  return { api: { GET, reportSwallowed: vi.fn() } as unknown as ApiClient, GET };
}

/** A page with `content` and an article page the cards link to; Back returns to the page. */
function renderWithArticle(content: () => React.ReactNode, api?: ApiClient) {
  const tree = pagesTree({
    '/home/cleaning/house-cleaning': () => <Suspense fallback={<p>loading</p>}>{content()}</Suspense>,
    '/$': () => (
      <>
        <h1>記事</h1>
        <Link to="/$" params={{ _splat: 'home/cleaning/house-cleaning' }}>
          一覧へ
        </Link>
      </>
    ),
  });
  return renderRouter(tree, {
    ...(api ? { api } : {}),
    entries: ['/home/cleaning/house-cleaning'],
    loadFirst: false,
  });
}

function blogSection(api: ApiClient) {
  const queries = {
    internalBlogFlag: internalBlogFlagQueryOptions(api),
    costGuides: internalBlogPostsQueryOptions(api, 'house-cleaning', true, 'ja'),
    articles: internalBlogPostsQueryOptions(api, 'house-cleaning', false, 'ja'),
    proPosts: proBlogPostsByJobTypeQueryOptions(api, 'house-cleaning', 'ja'),
  };
  return () => <BlogSection queries={queries} language="ja" />;
}

describe('"show more", then a card, then Back', () => {
  it('a Bounded list keeps its revealed items for that history entry', async () => {
    const items = Array.from({ length: 10 }, (_, index) => `項目${index + 1}`);
    const { router } = await renderWithArticle(() => (
      <Bounded items={items} first={4} name="items">
        {(shown) => (
          <ul>
            {shown.map((item) => (
              <li key={item}>
                <Link to="/$" params={{ _splat: item }}>
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Bounded>
    ));
    await act(async () => (await screen.findByRole('button', { name: 'さらに4件を表示' })).click());
    await act(async () => screen.getByRole('link', { name: '項目8' }).click());
    await screen.findByRole('heading', { name: '記事' });

    await act(async () => router.history.back());
    expect(await screen.findByRole('link', { name: '項目8' })).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);

    // A new visit to the page (a link, not Back) is a new entry: it starts at the first set.
    await act(async () => screen.getByRole('link', { name: '項目8' }).click());
    await act(async () => (await screen.findByRole('link', { name: '一覧へ' })).click());
    await screen.findByRole('link', { name: '項目1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("the pros' posts of the articles section come back as they were", async () => {
    const { api } = fakeApi({ internal: ok(internal), proPosts: ok(proPosts) });
    const { router } = await renderWithArticle(blogSection(api), api);
    const more = await screen.findByRole('button', { name: 'さらに4件を表示' });
    await act(async () => more.click());
    await act(async () => screen.getByRole('link', { name: 'プロの投稿8' }).click());
    await screen.findByRole('heading', { name: '記事' });

    await act(async () => router.history.back());
    expect(await screen.findByRole('link', { name: 'プロの投稿8' })).toBeDefined();
    expect(within(screen.getByTestId('pro-blog-posts')).getAllByRole('article')).toHaveLength(8);
  });
});

describe('a part of the articles section that fails', () => {
  it('the internal articles: one message that names them, and one retry for both calls', async () => {
    const answers = { internal: fail, proPosts: ok(proPosts) };
    const { api, GET } = fakeApi(answers);
    await renderWithArticle(blogSection(api), api);
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert.textContent).toContain('お役立ち記事を読み込めませんでした。');
    await screen.findByRole('link', { name: 'プロの投稿1' });

    answers.internal = ok(internal);
    const calls = GET.mock.calls.filter(([path]) => path === '/internal-blog-posts/job-type/{id}').length;
    await act(async () => within(alert).getByRole('button', { name: '再読み込み' }).click());
    await screen.findByRole('link', { name: '料金ガイド1' });
    await screen.findByRole('link', { name: '記事1' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(GET.mock.calls.filter(([path]) => path === '/internal-blog-posts/job-type/{id}').length).toBe(
      calls + 2,
    );
  });

  it("the pros' posts: a message of their own, apart from the internal articles'", async () => {
    const { api } = fakeApi({ internal: fail, proPosts: fail });
    await renderWithArticle(blogSection(api), api);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const messages = screen.getAllByRole('alert').map((alert) => alert.querySelector('p')?.textContent);
    expect(messages).toEqual([
      'お役立ち記事を読み込めませんでした。',
      'プロのブログを読み込めませんでした。',
    ]);
  });
});
