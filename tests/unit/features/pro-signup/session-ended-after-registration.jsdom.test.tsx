// @vitest-environment jsdom
// Registering as a pro when the account is made but the session adopting its token ends at once
// (the real session, src/features/auth/session.ts: the user load answers 401, the token is
// dropped). "Sign in again" with that token would end the same way for ever: the page forgets the
// account and says what the visitor can do — by email, sign in with the email and password they
// registered (the sign-in page leads a pro mid-registration on to the set-up); by phone, no sign-in
// exists, so registering by email. Either way the form no longer offers to register again (that
// only met "already registered", after a new SMS check by phone), and never sends the dead token.
// And the retry that only signs in says so while it runs ("Signing in…", not "Signing up…").
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthToken } from '../../../../src/api';
import { reportError } from '../../../../src/lib/monitoring';
import { signInFailingFirst, signupPageSaying } from '../../../helpers/pro-onboarding';
import {
  EMAIL,
  pressInPhoneSignup,
  submitEmailSignup,
  submitPhoneSignup,
} from '../../../helpers/pro-signup-page';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.mocked(reportError).mockClear();
});

/** What the page says here, by language (its labels and buttons are the helper's). */
const SAID = {
  ja: {
    submitting: '登録しています…',
    signingIn: 'ログインしています…',
    created: 'アカウントは作成されました',
    signInWith: '登録したメールアドレスとパスワードでログイン',
    byPhoneOnly: '電話番号でのログインには対応していない',
    promise: /ログインをやり直す/,
    emailTaken: 'このメールアドレスはすでに登録されています',
    phoneTaken: 'この電話番号はすでに登録されています',
    signIn: 'ログインする',
    useEmail: 'メールアドレスで登録する',
  },
  en: {
    submitting: 'Signing up…',
    signingIn: 'Signing in…',
    created: 'Your account was created',
    signInWith: 'sign in with the email address and password you registered',
    byPhoneOnly: 'signing in with a phone number is not available',
    promise: /Sign in again/,
    emailTaken: 'This email address is already registered',
    phoneTaken: 'This phone number is already registered',
    signIn: 'Sign in',
    useEmail: 'Sign up with email instead',
  },
} as const;

/** The page as the route shows it, with `signIn` (the session's adopt, by default a real session's). */
const showPage = (
  language: 'ja' | 'en',
  currentUser: () => Promise<unknown>,
  signIn?: (auth: AuthToken) => Promise<void>,
) => signupPageSaying(SAID, language, currentUser, { signIn });

const refused = async () => Promise.reject(new ApiError('GET /auth/current-user', 401, undefined));

describe('registered with an email, the new token refused at once', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) says the account exists and to sign in with it; the next press does not send the token again',
    async (language) => {
      const page = await showPage(language, refused);
      const { ui, text } = page;
      await submitEmailSignup(page);
      const alert = await screen.findByTestId('session-ended');
      expect(alert.textContent).toContain(text.created);
      expect(alert.textContent).toContain(text.signInWith);
      expect(alert.textContent).not.toMatch(text.promise);
      expect(alert.querySelector('a')?.getAttribute('href')).toMatch(/^\/sign-in/);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(localStorage.getItem('auth')).toBeNull();
      // What was typed stays, read-only: the address is the account's now. The form no longer offers
      // to register it (that would only answer "already registered"): its button is signing in.
      const email = screen.getByLabelText(text.email) as HTMLInputElement;
      expect(email.value).toBe(EMAIL);
      expect(email.readOnly).toBe(true);
      expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
      expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
      const signIn = screen.getAllByRole('link', { name: text.signIn });
      expect(signIn.length).toBeGreaterThan(1);
      for (const link of signIn) expect(link.getAttribute('href')).toMatch(/^(\/en)?\/sign-in/);

      // Enter in the password field sends nothing either.
      await ui.user.type(screen.getByLabelText(text.password, { exact: true }), '{Enter}');
      expect(page.HEAD).toHaveBeenCalledTimes(1);
      expect(page.posted('/auth/register')).toBe(1);
      expect(page.loads()).toBe(1);
      expect(page.onboarding).not.toHaveBeenCalled();
    },
  );
});

describe('registered with a phone number, the new token refused at once', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) says no sign-in by phone exists (email is the way on); the next press does not send the token again',
    async (language) => {
      const page = await showPage(language, refused);
      const { text } = page;
      const section = await submitPhoneSignup(page);
      const alert = await within(section).findByTestId('phone-session-ended');
      expect(alert.textContent).toContain(text.created);
      expect(alert.textContent).toContain(text.byPhoneOnly);
      expect(alert.textContent).not.toMatch(text.promise);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(page.posted('/users/{id}/pro-profile')).toBe(0);

      // The number is the account's now, and it cannot go on: the section no longer offers to
      // register it (an audit's press sent an SMS check and a second register, refused), but leads
      // to the email registration above.
      const number = within(section).getByLabelText(text.phone, { exact: true }) as HTMLInputElement;
      expect(number.readOnly).toBe(true);
      expect(within(section).queryByRole('button', { name: text.phoneSubmit })).toBeNull();
      expect(within(section).queryByRole('button', { name: text.retry })).toBeNull();
      await page.ui.user.click(within(section).getByRole('button', { name: text.useEmail }));
      expect(document.activeElement).toBe(screen.getByLabelText(text.email));
      await page.ui.user.type(within(section).getByLabelText(text.phonePassword, { exact: true }), '{Enter}');
      expect(page.posted('/auth/register')).toBe(1);
      expect(page.loads()).toBe(1);
    },
  );
});

describe('the retry that only signs in', () => {
  /** `signIn` fails first (a failure of ours), then waits until the test lets it through. */
  function signInFailingOnce() {
    let release: () => void = () => undefined;
    const signIn = signInFailingFirst(
      new ApiError('GET /auth/current-user', 500, undefined),
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    return { signIn, release: () => release() };
  }

  it.each(['ja', 'en'] as const)('(%s) by email: the busy button says it signs in', async (language) => {
    const retry = signInFailingOnce();
    const page = await showPage(language, refused, retry.signIn);
    const { ui, text } = page;
    await submitEmailSignup(page);
    await screen.findByTestId('sign-in-failed');

    await ui.user.click(screen.getByRole('button', { name: text.retry }));
    const busy = await screen.findByRole('button', { name: text.signingIn });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: text.submitting })).toBeNull();
    retry.release();
    await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
  });

  it.each(['ja', 'en'] as const)('(%s) by phone: the busy button says it signs in', async (language) => {
    const retry = signInFailingOnce();
    const page = await showPage(language, refused, retry.signIn);
    const { text } = page;
    const section = await submitPhoneSignup(page);
    await within(section).findByTestId('phone-sign-in-failed');

    await pressInPhoneSignup(page, text.retry);
    const busy = await within(section).findByRole('button', { name: text.signingIn });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    retry.release();
    await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
  });
});
