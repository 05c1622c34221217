// @vitest-environment jsdom
// Registering as a pro when the account is made but signing in with it fails (its user did not
// load), on the sign-up page with a fake API client and the session wired as the route wires it:
// neither "the sign-up failed" (the account exists: registering again answers "already
// registered") nor "the profile could not be created" (nothing tried to) — the page says the
// account was made and signing in failed, the message takes the focus, and the retry signs in with
// the same account (then creates the profile, for a phone registration) and opens onboarding.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/api';
import { reportError } from '../../../../src/lib/monitoring';
import { signInFailingFirst, signupPageSaying } from '../../../helpers/pro-onboarding';
import {
  AUTH,
  EMAIL,
  pressInPhoneSignup,
  submitEmailSignup,
  submitPhoneSignup,
} from '../../../helpers/pro-signup-page';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.mocked(reportError).mockClear();
});

/** What the page says here, by language (its labels and buttons are the helper's). */
const SAID = {
  ja: {
    created: 'アカウントは作成',
    signInFailed: 'ログインできませんでした',
    connection: '接続',
    wrong: /登録できませんでした|プロフィールを作成できませんでした|すでに登録/,
  },
  en: {
    created: 'Your account was created',
    signInFailed: 'signing you in',
    connection: 'connection',
    wrong: /sign-up failed|profile could not be created|already registered/i,
  },
} as const;

/**
 * The page as the route shows it: the session adopts the registration's token (failing first with
 * `failure`), the user saved by the set-up is the session's, then onboarding opens.
 */
async function showPage(language: 'ja' | 'en', failure: unknown) {
  const adopt = signInFailingFirst(failure, async () => undefined);
  return { ...(await signupPageSaying(SAID, language, undefined, { signIn: adopt })), adopt };
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
      await submitEmailSignup(page);
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
      expect(page.posted('/auth/register')).toBe(1);
      expect(page.HEAD).toHaveBeenCalledTimes(1);
      expect(page.adopt.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
      expect(screen.queryByTestId('email-taken')).toBeNull();
    },
  );

  it('no answer while signing in: the account exists, check the connection', async () => {
    const page = await showPage('ja', new NetworkError('GET /auth/current-user'));
    const { text } = page;
    await submitEmailSignup(page);
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
      const { text } = page;
      const section = await submitPhoneSignup(page);
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toContain(text.created);
      expect(alert.textContent).toContain(text.signInFailed);
      expect(alert.textContent).not.toMatch(text.wrong);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(page.posted('/users/{id}/pro-profile')).toBe(0);

      await pressInPhoneSignup(page, text.retry);
      await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
      expect(page.posted('/auth/register')).toBe(1);
      expect(page.posted('/users/{id}/pro-profile')).toBe(1);
      expect(page.adopt.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
      expect(page.saved).toHaveLength(1);
    },
  );
});
