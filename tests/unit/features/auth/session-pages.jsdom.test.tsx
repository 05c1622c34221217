// @vitest-environment jsdom
// What the pages say while the stored session loads and when it cannot load, with the real `_auth`
// layout and sign-in route under a root like the app's (lang kept, /en rewrite):
// - while it loads, a signed-in page shows a loading status and has a title (not an empty page), and
//   the sign-in page asks for nothing (no form to type into, then leave);
// - when it fails for another reason than a refused token, a signed-in page names the cause with a
//   retry and keeps the session (no "please sign in"); the sign-in page says the same over its form;
// - a sign-in whose `redirect` is the sign-in page itself goes on to that page's own `redirect`, or
//   to the start page, and never stays on "taking you on";
// - a sign-out in another tab sends a signed-in page here to sign in.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, NetworkError, type ApiClient, type User } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import type { AuthSession } from '../../../../src/features/auth/store';
import { addressOf as address, sessionApp } from '../../../helpers/session-app';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

const { user, auth } = buildDataset().sessions.client;
const storeSession = () =>
  localStorage.setItem('auth', JSON.stringify({ ...auth, expires: Date.now() + 3_600_000 }));

aTabPerTest();
beforeEach(() => {
  document.title = '';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An API whose user load answers `currentUser()` and whose sign-in accepts any credentials. */
function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  const POST = vi.fn(async () => ({
    data: { token: 'tok-fresh', uid: user.id, expires: Date.now() + 3_600_000 },
  }));
  return { GET, POST } as unknown as ApiClient;
}

/** A user load the test answers when it likes. */
function heldUserLoad() {
  let answer: (value: User) => void = () => undefined;
  const load = () => new Promise<User>((resolve) => (answer = resolve));
  return { load, answer: (value: User) => act(() => answer(value)) };
}

/**
 * The app at `url`, with `session`; rendered without waiting for the load. `startLoad`: what the
 * start page waits for before it shows (its data, in the app).
 */
function appAt(
  url: string,
  session: AuthSession,
  language: 'ja' | 'en' = 'ja',
  startLoad?: () => Promise<void>,
) {
  const { router, show } = sessionApp([url], session, { language, ...(startLoad && { startLoad }) });
  show();
  return router;
}

describe('while the stored session loads', () => {
  it('a signed-in page shows a loading status and a title, then the page', async () => {
    storeSession();
    const user$ = heldUserLoad();
    const session = createAuthSession({ api: fakeApi(user$.load) });
    // The server's page of a signed-in page has this status from the start (it renders the layout's
    // pending component in the page's place); in the browser it is the same component, shown after
    // the router's pending delay (1 s) when the visitor goes there before the session is known.
    const router = appAt('/start', session);
    expect(await screen.findByRole('heading', { name: 'start page' })).toBeTruthy();
    void router.navigate({ to: '/account' });
    const status = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(status.textContent).toBe('ログイン状態を確認しています…');
    await vi.waitFor(() => expect(document.title).toBe('読み込み中… | 暮らしのプロ探し'));
    await user$.answer(user);
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    expect(address(router)).toBe('/account');
  });

  it('the sign-in page shows no form to a visitor whose session is loading, then sends them on', async () => {
    storeSession();
    const user$ = heldUserLoad();
    const session = createAuthSession({ api: fakeApi(user$.load) });
    const router = appAt('/sign-in?redirect=%2Faccount', session);
    expect((await screen.findByRole('status')).textContent).toBe('ログイン状態を確認しています…');
    expect(screen.queryByRole('textbox', { name: 'メールアドレス' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ログインする' })).toBeNull();
    expect(screen.queryByText('このページを見るにはログインしてください。')).toBeNull();
    await user$.answer(user);
    await vi.waitFor(() => expect(address(router)).toBe('/account'));
  });
});

describe('a stored session that cannot load (not refused)', () => {
  it.each([
    [
      'a server failure (500)',
      () => new ApiError('GET /auth/current-user', 500, undefined),
      'しばらく時間をおいてから',
    ],
    ['a lost connection', () => new NetworkError('GET /auth/current-user'), '通信環境をご確認のうえ'],
    [
      'a rate limit (429)',
      () => new ApiError('GET /auth/current-user', 429, undefined),
      '短時間に多くのアクセス',
    ],
  ])(
    '%s: a signed-in page names the cause with a retry, and the session stays',
    async (_, failure, cause) => {
      storeSession();
      let failing = true;
      const session = createAuthSession({
        api: fakeApi(async () => (failing ? Promise.reject(failure()) : user)),
      });
      const router = appAt('/account?tab=password', session);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('ログイン状態を確認できませんでした。');
      expect(alert.textContent).toContain(cause);
      expect(screen.queryByText('このページを見るにはログインしてください。')).toBeNull();
      expect(address(router)).toBe('/account?tab=password');
      expect(localStorage.getItem('auth')).not.toBeNull();
      expect(document.title).not.toBe('');

      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
      expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
      expect(address(router)).toBe('/account?tab=password');
    },
  );

  it('in English', async () => {
    storeSession();
    const session = createAuthSession({
      api: fakeApi(async () => Promise.reject(new NetworkError('GET /auth/current-user'))),
    });
    appAt('/en/account', session, 'en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not check your sign-in.');
    expect(alert.textContent).toContain('Please check your internet connection');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the sign-in page says the same over its form, with a retry that sends the visitor on', async () => {
    storeSession();
    let failing = true;
    const session = createAuthSession({
      api: fakeApi(async () =>
        failing ? Promise.reject(new ApiError('GET /auth/current-user', 503, undefined)) : user,
      ),
    });
    const router = appAt('/sign-in?redirect=%2Faccount', session);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ログイン状態を確認できませんでした。');
    expect(screen.queryByText('このページを見るにはログインしてください。')).toBeNull();
    // Signing in afresh stays possible.
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeTruthy();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
    await vi.waitFor(() => expect(address(router)).toBe('/account'));
  });

  it('a refused token (401) is the one case that asks to sign in', async () => {
    storeSession();
    const session = createAuthSession({
      api: fakeApi(async () => Promise.reject(new ApiError('GET /auth/current-user', 401, undefined))),
    });
    const router = appAt('/account', session);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(
      await screen.findByText('ログインの有効期限が切れました。もう一度ログインしてください。'),
    ).toBeTruthy();
  });
});

describe('credentials accepted, then the user fails to load', () => {
  it.each([
    ['no answer', () => new NetworkError('GET /auth/current-user'), '通信環境をご確認のうえ'],
    ['a rate limit', () => new ApiError('GET /auth/current-user', 429, undefined), '短時間に多くのアクセス'],
    [
      'a server failure',
      () => new ApiError('GET /auth/current-user', 500, undefined),
      'ログインできませんでした。',
    ],
  ])(
    '%s: the page names it, and nothing is stored that a reload would sign in with',
    async (_, failure, text) => {
      const session = createAuthSession({ api: fakeApi(async () => Promise.reject(failure())) });
      const router = appAt('/sign-in?redirect=%2Faccount', session);
      await userEvent.type(
        await screen.findByRole('textbox', { name: 'メールアドレス' }),
        'hanako@example.com',
      );
      await userEvent.type(screen.getByLabelText('パスワード'), 'correct-horse-battery');
      await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text);
      await vi.waitFor(() => expect(document.activeElement).toBe(alert));
      expect(localStorage.getItem('auth')).toBeNull();
      expect(session.store.getState().isAuthenticated).toBe(false);
      expect(address(router)).toBe('/sign-in?redirect=%2Faccount');
      expect((screen.getByRole('textbox', { name: 'メールアドレス' }) as HTMLInputElement).value).toBe(
        'hanako@example.com',
      );
    },
  );
});

describe('a redirect to the sign-in page itself', () => {
  async function signInAt(url: string, language: 'ja' | 'en' = 'ja') {
    const session = createAuthSession({ api: fakeApi(async () => user) });
    const router = appAt(url, session, language);
    const [email, password, submit] =
      language === 'ja'
        ? ['メールアドレス', 'パスワード', 'ログインする']
        : ['Email address', 'Password', 'Sign in'];
    await userEvent.type(await screen.findByRole('textbox', { name: email }), 'hanako@example.com');
    await userEvent.type(screen.getByLabelText(password), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    return router;
  }

  it('with nothing further: the start page', async () => {
    const router = await signInAt('/sign-in?redirect=%2Fsign-in');
    expect(await screen.findByRole('heading', { name: 'start page' })).toBeTruthy();
    expect(address(router)).toBe('/start');
  });

  it('with its own redirect: that page, in the page’s language', async () => {
    const router = await signInAt(
      `/en/sign-in?redirect=${encodeURIComponent('/en/sign-in?redirect=/en/account')}`,
      'en',
    );
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    expect(address(router)).toBe('/en/account');
  });

  it('a page the visitor goes to while the sign-in is still leaving is where they stay', async () => {
    let startLoaded: () => void = () => undefined;
    const session = createAuthSession({ api: fakeApi(async () => user) });
    const router = appAt('/sign-in', session, 'ja', () => new Promise((resolve) => (startLoaded = resolve)));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'メールアドレス' }),
      'hanako@example.com',
    );
    await userEvent.type(screen.getByLabelText('パスワード'), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    await vi.waitFor(() => expect(address(router)).toBe('/start'));
    // The start page is still loading (the sign-in page still shown) when a link is followed.
    act(() => void router.navigate({ to: '/account' }));
    await vi.waitFor(() => expect(address(router)).toBe('/account'));
    act(() => startLoaded());
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    expect(address(router)).toBe('/account');
  });

  it('the page reads such a redirect as where it leads (the header’s link keeps that)', () => {
    const session = createAuthSession({ api: fakeApi(async () => user) });
    const router = appAt(`/sign-in?redirect=${encodeURIComponent('/sign-in?redirect=/billing')}`, session);
    expect(router.state.location.search).toMatchObject({ redirect: '/billing' });
  });
});

describe('a sign-out in another tab', () => {
  it('sends a signed-in page here to sign in, with the way back', async () => {
    storeSession();
    const session = createAuthSession({ api: fakeApi(async () => user) });
    const router = appAt('/account', session);
    expect(await screen.findByRole('heading', { name: 'account page' })).toBeTruthy();
    act(() => {
      localStorage.removeItem('auth');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'auth', newValue: null, storageArea: localStorage }),
      );
    });
    await vi.waitFor(() => expect(address(router)).toBe('/sign-in?redirect=%2Faccount'));
    expect(await screen.findByText('このページを見るにはログインしてください。')).toBeTruthy();
  });
});
