// @vitest-environment jsdom
// A name typed on the account page when its save met the end of the session (401): the session
// ends, and the sign-in page takes the account page's place (as the `_auth` layout does); what was
// typed is kept for this visitor until sign-out (src/lib/session/kept.ts). Back as the same user the
// page shows it, once, said to be unsaved; a password never is. Nobody else sees it, and a sign-out
// — here, or in another tab — forgets it: the next one to sign in as that user on this computer
// does not find it. With the app's real session (a fake API: the 401 ends the session as the API
// client's hook does) in the router's context, as the app has it.
import { act, cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, type ApiClient, type AuthToken, type User } from '../../../../src/api';
import { AccountPage } from '../../../../src/features/account/components/AccountPage';
import type { AccountTab } from '../../../../src/features/account/tabs';
import { createAuthSession } from '../../../../src/features/auth/session';
import {
  createAuthStore,
  useAuthState,
  type AuthSession,
  type AuthStore,
} from '../../../../src/features/auth/store';
import { pagesTree, renderRouter } from '../../../helpers/app-router';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));
configure({ asyncUtilTimeout: 10_000 });

// The mock kit's signed-in client (fixtures/dataset.ts), and another user of the same computer.
const { user: client, password: PASSWORD } = buildDataset().sessions.client;
const other: User = {
  ...client,
  id: 'user-client-2',
  email: 'jiro@example.jp',
  profile: { ...client.profile, fullNameKanji: { last: '高橋', first: '次郎' } },
};
const USERS = [client, other];
const authOf = (user: User): AuthToken => ({
  token: `tok-${user.id}`,
  uid: user.id,
  expires: Date.now() + 3_600_000,
});
const STORED = client.profile.fullNameKanji?.last;

aTabPerTest();
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEXT = {
  ja: {
    last: '姓（漢字）',
    first: '名（漢字）',
    save: { name: 'お名前を保存する', password: 'パスワードを変更する' },
    saved: 'お名前を保存しました。',
    notice: 'ログインし直す前に入力したお名前です。まだ保存されていません。',
    password: '新しいパスワード',
    again: '新しいパスワード（確認）',
  },
  en: {
    last: 'Last name (Japanese)',
    first: 'First name (Japanese)',
    save: { name: 'Save name', password: 'Change password' },
    saved: 'Your name is saved.',
    notice: 'This is the name you typed before signing in again. It is not saved yet.',
    password: 'New password',
    again: 'New password (again)',
  },
} as const;

/**
 * A fake API of the session in `store`: the user load answers the user of the token it sends, a
 * sign-in the user of the email; the account page's reads answer that user; every PUT, while
 * `ending`, meets the end of the session (`refused` hears of the 401 first, as the session does from
 * the API client's hook), and else answers what was sent, as stored.
 */
function fakeApi(store: AuthStore, refused: (token: string) => void) {
  const state = { ending: true };
  const GET = vi.fn(async (path: string, init?: { params?: { path?: { id?: string } } }) => {
    if (path === '/auth/current-user')
      return { data: USERS.find((user) => authOf(user).token === store.getState().token) };
    const user = USERS.find((each) => each.id === init?.params?.path?.id);
    if (path === '/users/{id}') return { data: user };
    if (path === '/private-profiles/{id}')
      return { data: { id: user?.id, email: user?.email, phoneNumber: user?.phoneNumber } };
    throw new Error(`unexpected GET ${path}`);
  });
  const POST = vi.fn(async (path: string, init: { body: { email: string } }) => {
    const user = USERS.find((each) => each.email === init.body.email);
    if (path !== '/auth/sign-in' || !user) throw new Error(`unexpected POST ${path}`);
    return { data: authOf(user) };
  });
  const PUT = vi.fn(async (path: string, { body }: { body: unknown }) => {
    if (state.ending) {
      const token = store.getState().token;
      if (token) refused(token);
      throw new ApiError(`PUT ${path}`, 401, undefined);
    }
    return { data: path === '/users/{id}/change-password' ? undefined : body };
  });
  return { api: { GET, POST, PUT } as unknown as ApiClient, PUT, state };
}

/**
 * The app with the client signed in, at /account: the account page while someone is signed in, the
 * sign-in page in its place otherwise (the `_auth` layout's part); and a start page.
 */
async function signedInApp(language: 'ja' | 'en', tab: AccountTab = 'name') {
  localStorage.setItem('auth', JSON.stringify(authOf(client)));
  const store = createAuthStore();
  const refused: { session?: AuthSession } = {};
  const fake = fakeApi(store, (token) => refused.session?.tokenRefused(token));
  const session = createAuthSession({ api: fake.api, store });
  refused.session = session;
  await session.ready;
  function Account() {
    const userId = useAuthState(session.store).currentUser?.id;
    if (!userId) return <h1>sign-in page</h1>;
    return <AccountPage userId={userId} onUserSaved={session.userSaved} tab={tab} onTab={() => undefined} />;
  }
  const { router, user } = await renderRouter(
    pagesTree({ '/account': Account, '/start': () => <h1>start page</h1> }),
    { entries: ['/account'], api: fake.api, language, context: { auth: session } },
  );
  const text = TEXT[language];
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  /** Types a name and saves it: the session ends, and the sign-in page shows. */
  const typeAndMeetTheEnd = async () => {
    const last = (await screen.findByLabelText(text.last)) as HTMLInputElement;
    await user.clear(last);
    await user.type(last, '鈴木');
    await user.clear(input(text.first));
    await user.type(input(text.first), '一郎');
    await user.click(screen.getByRole('button', { name: text.save.name }));
    await screen.findByRole('heading', { name: 'sign-in page' });
    fake.state.ending = false;
  };
  const signIn = (as: User) => act(() => session.signIn(as.email, PASSWORD));
  const go = (to: '/account' | '/start') => act(() => router.navigate({ to } as never));
  return { ...fake, session, user, text, input, typeAndMeetTheEnd, signIn, go };
}

describe('a name save met by the end of the session (401)', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) the same user back from signing in finds the name typed, said to be not yet saved, until saved',
    async (language) => {
      const app = await signedInApp(language);
      const { text, input } = app;
      await app.typeAndMeetTheEnd();
      await app.signIn(client);
      expect(((await screen.findByLabelText(text.last)) as HTMLInputElement).value).toBe('鈴木');
      expect(input(text.first).value).toBe('一郎');
      expect(screen.getByText(text.notice)).toBeTruthy();
      await app.user.click(screen.getByRole('button', { name: text.save.name }));
      await screen.findByText(text.saved);
      expect(app.PUT.mock.calls.at(-1)?.[1]).toMatchObject({
        body: { profile: { fullNameKanji: { last: '鈴木', first: '一郎' } } },
      });
      expect(screen.queryByText(text.notice)).toBeNull();
    },
  );

  it('keeps it once: the account page shown again later has the stored name', async () => {
    const app = await signedInApp('ja');
    await app.typeAndMeetTheEnd();
    await app.signIn(client);
    expect(((await screen.findByLabelText(app.text.last)) as HTMLInputElement).value).toBe('鈴木');
    await app.go('/start');
    await app.go('/account');
    expect(((await screen.findByLabelText(app.text.last)) as HTMLInputElement).value).toBe(STORED);
    expect(screen.queryByText(app.text.notice)).toBeNull();
  });

  it('shows it to no one else, nor keeps it for later: another user signing in sees their own name', async () => {
    const app = await signedInApp('ja');
    await app.typeAndMeetTheEnd();
    await app.signIn(other);
    expect(((await screen.findByLabelText(app.text.last)) as HTMLInputElement).value).toBe('高橋');
    expect(screen.queryByText(app.text.notice)).toBeNull();
    await act(() => app.session.logout());
    await app.signIn(client);
    expect(((await screen.findByLabelText(app.text.last)) as HTMLInputElement).value).toBe(STORED);
  });

  it.each([
    ['here', (app: Awaited<ReturnType<typeof signedInApp>>) => act(() => app.session.logout())],
    [
      'in another tab',
      () =>
        act(() => {
          localStorage.removeItem('auth');
          window.dispatchEvent(
            new StorageEvent('storage', { key: 'auth', newValue: null, storageArea: localStorage }),
          );
        }),
    ],
  ])(
    'forgets it when the user, signed in again elsewhere than the account page, signs out %s',
    async (_, signOut) => {
      const app = await signedInApp('ja');
      await app.typeAndMeetTheEnd();
      // The visitor left the sign-in page, and signed in again from another page.
      await app.go('/start');
      await app.signIn(client);
      expect(app.session.store.getState().currentUser?.id).toBe(client.id);
      await signOut(app);
      expect(app.session.store.getState().isAuthenticated).toBe(false);
      // Whoever signs in as that user next on this computer.
      await app.signIn(client);
      await app.go('/account');
      expect(((await screen.findByLabelText(app.text.last)) as HTMLInputElement).value).toBe(STORED);
      expect(screen.queryByText(app.text.notice)).toBeNull();
    },
  );

  it('never keeps a password', async () => {
    const app = await signedInApp('ja', 'password');
    const password = (await screen.findByLabelText(app.text.password)) as HTMLInputElement;
    await app.user.type(password, 'a-brand-new-passphrase');
    await app.user.type(app.input(app.text.again), 'a-brand-new-passphrase');
    await app.user.click(screen.getByRole('button', { name: app.text.save.password }));
    await screen.findByRole('heading', { name: 'sign-in page' });
    app.state.ending = false;
    await app.signIn(client);
    expect(((await screen.findByLabelText(app.text.password)) as HTMLInputElement).value).toBe('');
    expect(app.input(app.text.again).value).toBe('');
  });
});
