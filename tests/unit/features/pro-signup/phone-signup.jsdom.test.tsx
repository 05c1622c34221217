// @vitest-environment jsdom
// Registering as a pro by phone when something fails, on the sign-up page with a fake API client and
// the session wired as the route wires it (sign in with the token, then create the pro profile):
// - the account is made but its pro profile is not: the page says so, and a retry creates only the
//   profile (a second registration would answer "number already registered" for the user's own);
// - a refused registration is said in the page's words: the rate limit, the connection, a failure
//   of the service — never the server's English or the client's operation names — while a refusal
//   the server explains (400) keeps the server's text (§8); the message takes the focus;
// - a number already registered leads to no sign-in page (the contract has no phone sign-in).
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedAnswerError, NetworkError, type AuthToken } from '../../../../src/api';
import { reportError } from '../../../../src/lib/monitoring';
import {
  AUTH,
  PHONE,
  pressInPhoneSignup,
  showSignupPage,
  submitPhoneSignup,
  type SignupPageOptions,
} from '../../../helpers/pro-signup-page';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.mocked(reportError).mockClear();
});

/**
 * The page as the route shows it (registering signs in with the token, runs the set-up, then
 * onboarding), with `failures` thrown first by the registration and the profile, the phone form
 * filled and sent.
 */
async function registerByPhone(failures: SignupPageOptions['failures'], language: 'ja' | 'en' = 'ja') {
  const adopt = vi.fn(async (_auth: AuthToken) => undefined);
  const page = await showSignupPage(language, undefined, { signIn: adopt, failures });
  const section = await submitPhoneSignup(page);
  return { ...page, adopt, section };
}

describe('the account is made, its pro profile is not', () => {
  it('says the account exists and only the profile failed; the retry creates only the profile', async () => {
    const page = await registerByPhone({
      proProfile: [new ApiError('POST /users/{id}/pro-profile', 500, undefined)],
    });
    const failure = await within(page.section).findByRole('alert');
    expect(failure.textContent).toContain('アカウントは作成');
    expect(failure.textContent).toContain('プロフィール');
    expect(failure.textContent).not.toMatch(/POST|HTTP|\/users/);
    expect(failure.textContent).not.toContain('登録できませんでした');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(page.onboarding).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);

    // The button now finishes the profile; nothing registers again (the number is the user's own).
    await pressInPhoneSignup(page, 'プロフィールの作成をやり直す');
    await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
    expect(page.posted('/auth/register')).toBe(1);
    expect(page.posted('/users/{id}/pro-profile')).toBe(2);
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
      const page = await registerByPhone({ register: [error] }, language);
      const failure = await within(page.section).findByTestId('phone-registration-failed');
      expect(failure.textContent).toContain(said[language]);
      expect(failure.textContent).not.toMatch(/Too many requests|Internal server|POST|HTTP|not JSON/);
      if (language === 'ja') expect(failure.textContent).not.toMatch(/[A-Za-z]/);
      await waitFor(() => expect(document.activeElement).toBe(failure));
      // What was typed stays.
      expect(
        (within(page.section).getByLabelText(page.text.phone, { exact: true }) as HTMLInputElement).value,
      ).toBe(PHONE);
      cleanup();
    }
  });

  it('a refusal the server explains (400) keeps the server’s text', async () => {
    const page = await registerByPhone({
      register: [
        new ApiError('POST /auth/register', 400, {
          error: { code: 'WEAK_PASSWORD', message: 'The password is too common' },
        }),
      ],
    });
    expect((await within(page.section).findByTestId('phone-registration-failed')).textContent).toBe(
      '登録できませんでした。 The password is too common',
    );
  });

  it('a number already registered says what to do, with no link to a sign-in that takes no phone number', async () => {
    const page = await registerByPhone({
      register: [
        new ApiError('POST /auth/register', 409, {
          error: {
            code: 'PHONE_NUMBER_ALREADY_REGISTERED',
            message: 'This phone number is already registered',
          },
        }),
      ],
    });
    const taken = await within(page.section).findByTestId('phone-taken');
    expect(taken.textContent).toContain('メールアドレスで登録してください');
    expect(within(taken).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(taken));
  });
});
