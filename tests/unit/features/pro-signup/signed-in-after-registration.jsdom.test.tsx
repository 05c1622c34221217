// @vitest-environment jsdom
// Registering as a pro when the account is made but signing in with it fails (its user did not
// load), on the sign-up page with a fake API client and the session wired as the route wires it:
// neither "the sign-up failed" (the account exists: registering again answers "already
// registered") nor "the profile could not be created" (nothing tried to) — the page says the
// account was made and signing in failed, the message takes the focus, and the retry signs in with
// the same account (then creates the profile, for a phone registration) and opens onboarding.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, type ApiClient, type AuthToken, type User } from '../../../../src/api';
import { ProSignupPage } from '../../../../src/features/pro-signup/components/ProSignupPage';
import { reportError } from '../../../../src/lib/monitoring';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';
import { signupCatalogAnswer } from '../../../helpers/pro-signup-catalog';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.mocked(reportError).mockClear();
});

const AUTH: AuthToken = { token: 'tok-new-pro', uid: 'user-new-pro', expires: 1_900_000_000_000 };
const EMAIL = 'new.pro@example.jp';
const PHONE = '090-3841-2976';
const PASSWORD = 'correct-horse-battery';

const TEXT = {
  ja: {
    category: '住宅・リフォーム',
    jobType: 'ハウスクリーニング',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'プロとして登録する',
    phone: '電話番号',
    phonePassword: 'パスワード（電話番号での登録用）',
    phoneSubmit: '電話番号で登録する',
    retry: 'ログインをやり直す',
    created: 'アカウントは作成',
    signInFailed: 'ログインできませんでした',
    connection: '接続',
    wrong: /登録できませんでした|プロフィールを作成できませんでした|すでに登録/,
  },
  en: {
    category: 'Home',
    jobType: 'House cleaning',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign up as a pro',
    phone: 'Phone number',
    phonePassword: 'Password for phone sign-up',
    phoneSubmit: 'Register with phone number',
    retry: 'Sign in again',
    created: 'Your account was created',
    signInFailed: 'signing you in',
    connection: 'connection',
    wrong: /sign-up failed|profile could not be created|already registered/i,
  },
} as const;

/**
 * A fake client that remembers registrations, as the server does (then the email is taken); the
 * sign-up tree offers house cleaning.
 */
function fakeApi() {
  const registered = new Set<string>();
  const HEAD = vi.fn(async (_path: string, init: { params: { query: { email: string } } }) => {
    if (!registered.has(init.params.query.email)) throw new ApiError('HEAD /users', 404, undefined);
    return { data: undefined };
  });
  const GET = vi.fn(async (path: string) => signupCatalogAnswer(path));
  const POST = vi.fn(async (path: string, init: { body: Record<string, unknown> }) => {
    if (path === '/auth/register') {
      const login = String(init.body.email ?? init.body.loginPhoneNumber);
      if (registered.has(login))
        throw new ApiError('POST /auth/register', 409, {
          error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'Email already registered' },
        });
      registered.add(login);
      return { data: AUTH };
    }
    if (path === '/users/{id}/pro-profile') return { data: registeringPro() };
    throw new Error(`not expected in this test: POST ${path}`);
  });
  const calls = (path: string) => POST.mock.calls.filter(([called]) => called === path).length;
  return { api: { GET, POST, HEAD } as unknown as ApiClient, calls, HEAD };
}

/**
 * The page as the route shows it: the session adopts the registration's token (failing first with
 * `failure`), the user saved by the set-up is the session's, then onboarding opens.
 */
async function showPage(language: 'ja' | 'en', failure: unknown) {
  const fake = fakeApi();
  const adopt = vi
    .fn<(auth: AuthToken) => Promise<string>>()
    .mockRejectedValueOnce(failure)
    .mockImplementation(async (auth) => auth.uid);
  const saved: User[] = [];
  const onboarding = vi.fn();
  const ui = await renderUi(
    <ProSignupPage
      language={language}
      referrer={{}}
      phone={{ verification: { verify: async (phone) => `stub:${phone.slice(-4)}` }, widgetUrl: undefined }}
      signIn={async (auth) => void (await adopt(auth))}
      onRegistered={async (user) => {
        if (user) saved.push(user);
        onboarding();
      }}
    />,
    { api: fake.api, language },
  );
  const text = TEXT[language];
  await ui.user.click(await screen.findByRole('radio', { name: text.category }));
  await ui.user.click(await screen.findByRole('checkbox', { name: text.jobType }));
  return { ...fake, ui, adopt, saved, onboarding, text };
}

describe('registered with an email, signing in failed', () => {
  it.each([
    ['ja', new ApiError('GET /auth/current-user', 500, undefined)],
    ['en', new ApiError('GET /auth/current-user', 503, undefined)],
  ] as const)(
    '(%s) says the account exists and signing in failed; the retry signs in alone',
    async (language, failure) => {
      const page = await showPage(language, failure);
      const { ui, text } = page;
      await ui.user.type(screen.getByLabelText(text.email), EMAIL);
      await ui.user.type(screen.getByLabelText(text.password, { exact: true }), PASSWORD);
      await ui.user.click(screen.getByRole('button', { name: text.submit }));
      const alert = await screen.findByTestId('sign-in-failed');
      expect(alert.textContent).toContain(text.created);
      expect(alert.textContent).toContain(text.signInFailed);
      expect(alert.textContent).not.toMatch(text.wrong);
      expect(alert.textContent).not.toMatch(/POST|GET|HTTP|current-user/);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(page.onboarding).not.toHaveBeenCalled();
      expect(reportError).toHaveBeenCalledTimes(1);
      // What was typed stays.
      expect((screen.getByLabelText(text.email) as HTMLInputElement).value).toBe(EMAIL);

      await ui.user.click(screen.getByRole('button', { name: text.retry }));
      await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
      expect(page.calls('/auth/register')).toBe(1);
      expect(page.HEAD).toHaveBeenCalledTimes(1);
      expect(page.adopt.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
      expect(screen.queryByTestId('email-taken')).toBeNull();
    },
  );

  it('no answer while signing in: the account exists, check the connection', async () => {
    const page = await showPage('ja', new NetworkError('GET /auth/current-user'));
    const { ui, text } = page;
    await ui.user.type(screen.getByLabelText(text.email), EMAIL);
    await ui.user.type(screen.getByLabelText(text.password, { exact: true }), PASSWORD);
    await ui.user.click(screen.getByRole('button', { name: text.submit }));
    const alert = await screen.findByTestId('sign-in-failed');
    expect(alert.textContent).toContain(text.created);
    expect(alert.textContent).toContain(text.connection);
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  });
});

describe('registered with a phone number, signing in failed', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) says the account exists and signing in failed (not the profile); the retry signs in, then creates the profile',
    async (language) => {
      const page = await showPage(language, new ApiError('GET /auth/current-user', 500, undefined));
      const { ui, text } = page;
      const section = screen.getByTestId('phone-signup');
      await ui.user.type(within(section).getByLabelText(text.phone, { exact: true }), PHONE);
      await ui.user.type(within(section).getByLabelText(text.phonePassword, { exact: true }), PASSWORD);
      await ui.user.click(within(section).getByRole('button', { name: text.phoneSubmit }));
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toContain(text.created);
      expect(alert.textContent).toContain(text.signInFailed);
      expect(alert.textContent).not.toMatch(text.wrong);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(page.calls('/users/{id}/pro-profile')).toBe(0);

      await ui.user.click(within(section).getByRole('button', { name: text.retry }));
      await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
      expect(page.calls('/auth/register')).toBe(1);
      expect(page.calls('/users/{id}/pro-profile')).toBe(1);
      expect(page.adopt.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
      expect(page.saved).toHaveLength(1);
    },
  );
});
