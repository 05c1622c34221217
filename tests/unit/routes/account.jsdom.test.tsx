// @vitest-environment jsdom
// The account route's loader does not hold the page for the user's data: the page shows its frame
// and a loading line at once, and a failing GET /users/{id} is tried by one policy (the app query
// client's: three calls in all, not the loader's three and then the page's three) before the
// page's error and its retry show.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, type ApiClient, type User } from '../../../src/api';
import { AccountPage } from '../../../src/features/account/components/AccountPage';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { Route } from '../../../src/routes/_auth/account';
import { renderUi } from '../../helpers/render-ui';

configure({ asyncUtilTimeout: 15_000 });
vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const USER_ID = 'user-client-1';

/** A fake client whose GET /users/{id} answers with `user` (a promise the test holds, or a failure). */
function fakeApi(user: () => Promise<{ data: User }>) {
  const GET = vi.fn(async (path: string) => {
    if (path === '/users/{id}') return user();
    if (path === '/private-profiles/{id}') return { data: { id: USER_ID, email: 'hanako@example.com' } };
    throw new Error(`unexpected GET ${path}`);
  });
  return { api: { GET } as unknown as ApiClient, GET };
}

/** The route's loader, as the router runs it before the page is shown. */
async function load(api: ApiClient, queryClient = createQueryClient()) {
  const loader = Route.options.loader as unknown as (match: {
    context: Record<string, unknown>;
  }) => Promise<unknown>;
  await loader({
    context: { api, queryClient, i18n: createI18n('ja', resources), language: 'ja', userId: USER_ID },
  });
  return queryClient;
}

const page = (
  <AccountPage userId={USER_ID} onUserSaved={() => undefined} tab="name" onTab={() => undefined} />
);

it('does not wait for the user: the page shows its frame and a loading line at once', async () => {
  const { api } = fakeApi(() => new Promise(() => undefined));
  // The user never answers: a loader that waits for it never lets the page show.
  const queryClient = await Promise.race([
    load(api),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the loader waits for the user')), 2_000),
    ),
  ]);
  const ui = await renderUi(page, { api, queryClient });
  expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('アカウント設定');
  expect(ui.screen.getAllByRole('status').map((status) => status.textContent)).toContain('読み込み中…');
});

it('tries a failing GET /users/{id} three times in all, then shows the error with its retry', async () => {
  const { api, GET } = fakeApi(() => Promise.reject(new ApiError('GET /users/{id}', 500, undefined)));
  const queryClient = await load(api);
  const ui = await renderUi(page, { api, queryClient });
  expect(await ui.screen.findByText('アカウント情報を読み込めませんでした。')).toBeTruthy();
  expect(ui.screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  expect(GET.mock.calls.filter(([path]) => path === '/users/{id}')).toHaveLength(3);
});
