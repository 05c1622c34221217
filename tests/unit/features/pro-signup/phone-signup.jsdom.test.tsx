// @vitest-environment jsdom
// Registering as a pro by phone when something fails, on the sign-up page with a fake API client and
// the session wired as the route wires it (sign in with the token, then create the pro profile):
// - the account is made but its pro profile is not: the page says so, and a retry creates only the
//   profile (a second registration would answer "number already registered" for the user's own);
// - a refused registration is said in the page's words: the rate limit, the connection, a failure
//   of the service — never the server's English or the client's operation names — while a refusal
//   the server explains (400) keeps the server's text (§8); the message takes the focus;
// - a number already registered leads to no sign-in page (the contract has no phone sign-in).
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  MalformedAnswerError,
  NetworkError,
  type ApiClient,
  type AuthToken,
  type User,
} from '../../../../src/api';
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

const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: 1_900_000_000_000 };
const PHONE = '090-3841-2976';
const PASSWORD = 'correct-horse-battery';

const TEXT = {
  ja: {
    category: '住宅・リフォーム',
    jobType: 'ハウスクリーニング',
    phone: '電話番号',
    password: 'パスワード（電話番号での登録用）',
    submit: '電話番号で登録する',
  },
  en: {
    category: 'Home',
    jobType: 'House cleaning',
    phone: 'Phone number',
    password: 'Password for phone sign-up',
    submit: 'Register with phone number',
  },
} as const;

type Answer = { data: unknown } | { error: unknown };

/**
 * A fake client: the sign-up tree offers house cleaning; `POST /auth/register` and
 * `POST /users/{id}/pro-profile` answer from their queues (then succeed).
 */
function fakeApi({ register = [], proProfile = [] }: { register?: Answer[]; proProfile?: Answer[] }) {
  const GET = vi.fn(async (path: string) => signupCatalogAnswer(path));
  const answer = (queue: Answer[], fallback: unknown) => {
    const next = queue.shift() ?? { data: fallback };
    if ('error' in next) throw next.error;
    return next;
  };
  const POST = vi.fn(async (path: string) => {
    if (path === '/auth/register') return answer(register, AUTH);
    if (path === '/users/{id}/pro-profile') return answer(proProfile, registeringPro());
    throw new Error(`not expected in this test: POST ${path}`);
  });
  const calls = (path: string) => POST.mock.calls.filter(([called]) => called === path).length;
  return { api: { GET, POST } as unknown as ApiClient, calls };
}

/** The page as the route shows it: registering signs in with the token, runs the set-up, then onboarding. */
async function showPage(api: ApiClient, language: 'ja' | 'en' = 'ja') {
  const adopt = vi.fn(async (_auth: AuthToken) => undefined);
  const saved: User[] = [];
  const onboarding = vi.fn();
  const ui = await renderUi(
    <ProSignupPage
      language={language}
      referrer={{}}
      phone={{ verification: { verify: async (phone) => `stub:${phone.slice(-4)}` }, widgetUrl: undefined }}
      signIn={adopt}
      onRegistered={async (user) => {
        if (user) saved.push(user);
        onboarding();
      }}
    />,
    { api, language },
  );
  const text = TEXT[language];
  await ui.user.click(await screen.findByRole('radio', { name: text.category }));
  await ui.user.click(await screen.findByRole('checkbox', { name: text.jobType }));
  const section = screen.getByTestId('phone-signup');
  await ui.user.type(within(section).getByLabelText(text.phone, { exact: true }), PHONE);
  await ui.user.type(within(section).getByLabelText(text.password, { exact: true }), PASSWORD);
  const press = (name: string = text.submit) => ui.user.click(within(section).getByRole('button', { name }));
  return { ui, section, adopt, saved, onboarding, press };
}

describe('the account is made, its pro profile is not', () => {
  it('says the account exists and only the profile failed; the retry creates only the profile', async () => {
    const { api, calls } = fakeApi({
      proProfile: [{ error: new ApiError('POST /users/{id}/pro-profile', 500, undefined) }],
    });
    const page = await showPage(api);
    await page.press();
    const failure = await within(page.section).findByRole('alert');
    expect(failure.textContent).toContain('アカウントは作成');
    expect(failure.textContent).toContain('プロフィール');
    expect(failure.textContent).not.toMatch(/POST|HTTP|\/users/);
    expect(failure.textContent).not.toContain('登録できませんでした');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(page.onboarding).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);

    // The button now finishes the profile; nothing registers again (the number is the user's own).
    await page.press('プロフィールの作成をやり直す');
    await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
    expect(calls('/auth/register')).toBe(1);
    expect(calls('/users/{id}/pro-profile')).toBe(2);
    expect(page.adopt.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
    expect(page.saved).toHaveLength(1);
  });
});

describe('a refused phone registration, in the page’s words', () => {
  const cases = [
    [
      '429',
      new ApiError('POST /auth/register', 429, {
        error: { code: 'RATE_LIMITED', message: 'Too many requests' },
      }),
      { ja: '短時間に', en: 'in a short time' },
    ],
    [
      '500 without a body',
      new ApiError('POST /auth/register', 500, undefined),
      { ja: '問題が発生', en: 'problem on our side' },
    ],
    [
      '500 with the server’s internals',
      new ApiError('POST /auth/register', 500, {
        error: { code: 'INTERNAL', message: 'Internal server error: db timeout' },
      }),
      { ja: '問題が発生', en: 'problem on our side' },
    ],
    [
      'a malformed answer',
      new MalformedAnswerError('POST /auth/register', 201),
      { ja: '問題が発生', en: 'problem on our side' },
    ],
    ['no answer (offline)', new NetworkError('POST /auth/register'), { ja: '接続', en: 'connection' }],
  ] as const;

  it.each(cases)('%s', async (_, error, said) => {
    for (const language of ['ja', 'en'] as const) {
      const { api } = fakeApi({ register: [{ error }] });
      const page = await showPage(api, language);
      await page.press();
      const failure = await within(page.section).findByTestId('phone-registration-failed');
      expect(failure.textContent).toContain(said[language]);
      expect(failure.textContent).not.toMatch(/Too many requests|Internal server|POST|HTTP|not JSON/);
      if (language === 'ja') expect(failure.textContent).not.toMatch(/[A-Za-z]/);
      await waitFor(() => expect(document.activeElement).toBe(failure));
      // What was typed stays.
      expect(
        (within(page.section).getByLabelText(TEXT[language].phone, { exact: true }) as HTMLInputElement)
          .value,
      ).toBe(PHONE);
      cleanup();
    }
  });

  it('a refusal the server explains (400) keeps the server’s text', async () => {
    const { api } = fakeApi({
      register: [
        {
          error: new ApiError('POST /auth/register', 400, {
            error: { code: 'WEAK_PASSWORD', message: 'The password is too common' },
          }),
        },
      ],
    });
    const page = await showPage(api);
    await page.press();
    expect((await within(page.section).findByTestId('phone-registration-failed')).textContent).toBe(
      '登録できませんでした。 The password is too common',
    );
  });

  it('a number already registered says what to do, with no link to a sign-in that takes no phone number', async () => {
    const { api } = fakeApi({
      register: [
        {
          error: new ApiError('POST /auth/register', 409, {
            error: {
              code: 'PHONE_NUMBER_ALREADY_REGISTERED',
              message: 'This phone number is already registered',
            },
          }),
        },
      ],
    });
    const page = await showPage(api);
    await page.press();
    const taken = await within(page.section).findByTestId('phone-taken');
    expect(taken.textContent).toContain('メールアドレスで登録してください');
    expect(within(taken).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(taken));
  });
});
