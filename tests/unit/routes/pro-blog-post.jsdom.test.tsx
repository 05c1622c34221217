// @vitest-environment jsdom
// A pro's blog post (/profile/{pro}/pro/blog/{post}) finds its pro with GET /pros/get-by-slug. An
// answer of that call that is no pro at all (`{}`, a list) is the page's failure, with its retry,
// as production's client has it (it only reports contract violations): the page said the post was
// not found, and a retry was never offered. Not found stays for what the API says is not there:
// a 404 for the pro (by slug, then by id) or a post the pro does not have.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from '../../../src/components/NotFound';
import { Route } from '../../../src/routes/profile.$proKey.pro.blog.$postId';
import { jsonAnswer, stubbedClient } from '../../helpers/api-client';
import { placed, renderRouter, standInRoot } from '../../helpers/app-router';
import { proBlogPostDetail } from '../../helpers/blog';
import { publicPro } from '../../helpers/pros';
import { cleanupPage } from '../../helpers/render-ui';

vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => {
  // The router logs the loader's failure these tests cause.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(cleanupPage);

const pro = publicPro({ slug: 'goto-house-cleaning', name: '後藤 健', companyName: '後藤企画' });
const post = proBlogPostDetail(pro.slug, { id: 'pblog-00005', title: '水回りの掃除のコツ' });
const notFound = () => jsonAnswer({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);

/** What the API answers for the pro by slug and by id; the pro's post list has `post`. */
interface Answers {
  bySlug: () => Response;
  byId: () => Response;
}

/** The post's page, as production has it: the real client, which only reports contract violations. */
async function openPost(answers: Answers, postId = post.id) {
  const { api, fetchMock } = stubbedClient(
    async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/pros/get-by-slug/${pro.slug}`) return answers.bySlug();
      if (pathname === `/pros/${pro.slug}`) return answers.byId();
      // A list by pro: none for a pro it does not know.
      if (pathname.startsWith('/pro-blog-posts/pro/'))
        return jsonAnswer(pathname === `/pro-blog-posts/pro/${pro.id}` ? [post] : []);
      return notFound();
    },
    { contractViolations: 'report', reportCheckDelayMs: 60_000 },
  );
  const root = standInRoot(undefined, NotFound);
  const page = placed(Route, '/profile/$proKey/pro/blog/$postId', root);
  const ui = await renderRouter(root.addChildren([page]), {
    api,
    entries: [`/profile/${pro.slug}/pro/blog/${postId}`],
  });
  return { ...ui, fetchMock };
}

const byPath = (fetchMock: ReturnType<typeof stubbedClient>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === path).length;

describe('the pro of a post answered with something that is no pro', () => {
  it.each([
    ['an empty object', {}],
    ['a list', [pro]],
  ])('%s: the page failed, with a retry that asks again', async (_name, body) => {
    const answers: Answers = { bySlug: () => jsonAnswer(body), byId: notFound };
    const { user, fetchMock } = await openPost(answers);
    const error = await screen.findByTestId('error-state');
    expect(error.dataset.failure).toBe('failed');
    expect(screen.queryByTestId('not-found')).toBeNull();

    answers.bySlug = () => jsonAnswer(pro);
    await user.click(within(error).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeDefined();
    expect(byPath(fetchMock, `/pros/get-by-slug/${pro.slug}`)).toBe(2);
  });
});

describe('a post that is not there', () => {
  it('a pro the API does not know (404 by slug and by id): not found, no retry', async () => {
    await openPost({ bySlug: notFound, byId: notFound });
    expect(await screen.findByTestId('not-found')).toBeDefined();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('a post the pro does not have: not found', async () => {
    await openPost({ bySlug: () => jsonAnswer(pro), byId: notFound }, 'pblog-99999');
    expect(await screen.findByTestId('not-found')).toBeDefined();
  });

  it('the pro and the post found: the post, by its pro', async () => {
    await openPost({ bySlug: () => jsonAnswer(pro), byId: notFound });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeDefined();
    expect(screen.getByTestId('article-author').textContent).toContain('後藤企画');
  });
});
