// @vitest-environment jsdom
// The contact step's registration made the account, and the session the app adopts its token with
// (the real one, src/features/auth/session.ts, its sign-out clearing the drafts as the app's does)
// ended at once: the new token refused (the user load answered 401). Nothing signs in with that
// token any more, so the modal must not promise a retry with the account, nor send its token again:
// it says the account exists and what the visitor can do (by email: set the password from the
// password-set email, then sign in; by phone: register by email), the answers stay on screen and in
// the draft, and the next press is a new registration's check. And while an account is remembered
// for the retry (its sign-in failed otherwise), what it was registered with cannot be changed.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthToken, type JobType } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { RequestModal } from '../../../../src/features/new-request/components/RequestModal';
import { clearAllDrafts, draftKey, readDraft, writeDraft } from '../../../../src/features/new-request/draft';
import { emptyContact } from '../../../../src/features/new-request/form/contact';
import type { ContactValues } from '../../../../src/features/new-request/form/values';
import type { PhoneVerificationAdapter } from '../../../../src/lib/captcha';
import { reportError } from '../../../../src/lib/monitoring';
import { filledAnswers } from '../../../../fixtures/request-answers';
import { registeringApi } from '../../../helpers/api-client';
import { stubModalDialogs } from '../../../helpers/dialogs';
import { visitorModalProps } from '../../../helpers/request-modal';
import { renderUi } from '../../../helpers/render-ui';
import { byId } from './form/job-types';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  vi.mocked(reportError).mockClear();
  stubModalDialogs();
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// No address field: the restored answers are valid as they are, so the send goes straight out.
const jobType: JobType = byId('logo-designer');
const KEY = draftKey(jobType.id);
const EMAIL = 'visitor@example.jp';
const PHONE = '09038412976';
const PASSWORD = 'correct-horse-battery';
const SIGN_IN = '/sign-in?redirect=%2Fdesign%2Flogo-designer';
const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: Date.now() + 3_600_000 };

const refused = async () => Promise.reject(new ApiError('GET /auth/current-user', 401, undefined));

const TEXT = {
  ja: {
    names: { lastName: '山田', firstName: '花子' },
    send: '依頼を送信する',
    retry: 'もう一度送信する',
    lastName: '姓',
    email: 'メールアドレス',
    phone: '電話番号（ログイン用）',
    password: 'パスワード（8文字以上）',
    byEmail: 'メールアドレスで登録',
    created: 'アカウントは作成されました',
    passwordEmail: 'パスワード設定のメール',
    byPhoneOnly: '電話番号でのログインには対応していない',
    promise: /登録し直さずに|このアカウントでログインして依頼を送信します/,
    signIn: 'ログインする',
    useEmail: 'メールアドレスで登録する',
    taken: 'すでに登録されています',
  },
  en: {
    names: { lastName: 'Yamada', firstName: 'Hanako' },
    send: 'Send request',
    retry: 'Send again',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone number (for signing in)',
    password: 'Password (8 characters or more)',
    byEmail: 'Register with email',
    created: 'Your account was created',
    passwordEmail: 'password-set email',
    byPhoneOnly: 'signing in with a phone number is not available',
    promise: /will not be registered again|sign in with this account and send/,
    signIn: 'Sign in',
    useEmail: 'Register with email instead',
    taken: 'already registered',
  },
} as const;

/**
 * The modal on its contact step as the app shows it: the answers restored, `contact` typed (and a
 * password for a phone registration), the real session adopting the registration's token.
 */
async function openContactStep(
  language: 'ja' | 'en',
  currentUser: () => Promise<unknown>,
  contact: Partial<ContactValues>,
  phoneVerification?: PhoneVerificationAdapter,
) {
  const text = TEXT[language];
  writeDraft(sessionStorage, KEY, {
    answers: filledAnswers(jobType) as never,
    contact: { ...emptyContact, ...text.names, ...contact },
    step: jobType.forms.length,
  });
  // Remembering registrations, as a server does (a registered email or number is taken); the user
  // load answers with `currentUser` (a 401: the new token refused).
  const fake = registeringApi({ auth: AUTH, currentUser });
  // As src/app/browser-session.ts composes it: a sign-out (an ended session) clears the request drafts.
  const session = createAuthSession({
    api: fake.api,
    parts: [{ signedOut: () => clearAllDrafts(sessionStorage) }],
  });
  await session.ready;
  const props = visitorModalProps(jobType, language, {
    adoptSession: (auth) => session.adopt(auth),
    phoneVerification,
    signInHref: SIGN_IN,
  });
  const ui = await renderUi(<RequestModal {...props} />, { api: fake.api, language });
  const send = await screen.findByRole('button', { name: text.send });
  if (contact.method === 'phone') await ui.user.type(screen.getByLabelText(text.password), PASSWORD);
  await ui.user.click(send);
  return { ...fake, ui, text };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const stubVerification: PhoneVerificationAdapter = { verify: async (phone) => `stub:${phone.slice(-4)}` };

describe('registered by email, the new token refused at once', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) says the account exists and how to sign in; the answers stay; the next press does not send the token again',
    async (language) => {
      const { ui, text, HEAD, posted, loads } = await openContactStep(language, refused, {
        method: 'email',
        email: EMAIL,
      });
      const error = await screen.findByTestId('request-error');
      expect(error.textContent).toContain(text.created);
      expect(error.textContent).toContain(text.passwordEmail);
      // No retry with the account is promised: nothing signs in with its token any more.
      expect(error.textContent).not.toMatch(text.promise);
      expect(error.querySelector('a')?.getAttribute('href')).toBe(SIGN_IN);
      expect(error.querySelector('a')?.textContent).toBe(text.signIn);
      await waitFor(() => expect(document.activeElement).toBe(error));
      expect(localStorage.getItem('auth')).toBeNull();
      // The answers stay on screen, and in the draft the session's end had cleared.
      expect(input(text.lastName).value).toBe(text.names.lastName);
      expect(input(text.email).value).toBe(EMAIL);
      expect(readDraft(sessionStorage, KEY)).toMatchObject({
        answers: filledAnswers(jobType),
        contact: { email: EMAIL, ...text.names },
      });
      // The account is forgotten: the email can be corrected, and the button sends anew.
      expect(input(text.email).readOnly).toBe(false);
      expect(screen.queryByRole('button', { name: text.retry })).toBeNull();

      await ui.user.click(screen.getByRole('button', { name: text.send }));
      await waitFor(() => expect(HEAD).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByTestId('request-error').textContent).toContain(text.taken));
      // Checked again and found registered: neither registered again nor signed in with the dead token.
      expect(posted('/auth/register')).toHaveLength(1);
      expect(loads()).toBe(1);
      expect(localStorage.getItem('auth')).toBeNull();
      expect(posted('/requests')).toHaveLength(0);
    },
  );

  it('is reported, as a sign-in after the registration (the server refused the token it gave)', async () => {
    await openContactStep('ja', refused, { method: 'email', email: EMAIL });
    await screen.findByTestId('request-error');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]![0]).toMatchObject({ name: 'SessionEndedError' });
    expect(vi.mocked(reportError).mock.calls[0]![1]).toMatchObject({
      tags: { operation: 'signInAfterRegistration' },
    });
  });
});

describe('registered by phone, the new token refused at once', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) says no sign-in by phone exists and offers the email route; the next press does not send the token again',
    async (language) => {
      const { ui, text, posted, loads } = await openContactStep(
        language,
        refused,
        { method: 'phone', phoneNumber: PHONE },
        stubVerification,
      );
      const error = await screen.findByTestId('request-error');
      expect(error.textContent).toContain(text.created);
      expect(error.textContent).toContain(text.byPhoneOnly);
      expect(error.textContent).not.toMatch(text.promise);
      expect(error.querySelector('a')).toBeNull();
      expect(screen.getByRole('button', { name: text.useEmail })).toBeTruthy();
      expect(input(text.phone).value).toBe(PHONE);
      expect(input(text.phone).readOnly).toBe(false);

      await ui.user.click(screen.getByRole('button', { name: text.send }));
      await waitFor(() => expect(posted('/auth/register')).toHaveLength(2));
      await screen.findByText(
        new RegExp(language === 'ja' ? 'この電話番号はすでに登録' : 'phone number is already'),
      );
      expect(loads()).toBe(1);
    },
  );
});

describe('an account remembered for the retry (its sign-in failed)', () => {
  it('by email: the email is read-only while sending and until signed in; the names stay editable', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const pending = () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      });
    const { ui, text, posted, loads } = await openContactStep('ja', pending, {
      method: 'email',
      email: EMAIL,
    });
    // Sending: what it registers with cannot change under it.
    await waitFor(() => expect(loads()).toBe(1));
    expect(input(text.email).readOnly).toBe(true);
    fail(new ApiError('GET /auth/current-user', 503, undefined));
    await screen.findByTestId('request-error');
    expect(input(text.email).readOnly).toBe(true);
    expect(input(text.lastName).readOnly).toBe(false);

    await ui.user.click(screen.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(loads()).toBe(2));
    answer({ id: AUTH.uid, email: EMAIL, profile: {} });
    await screen.findByText(/req-0042/);
    expect(posted('/auth/register')).toHaveLength(1);
  });

  it.each(['ja', 'en'] as const)(
    '(%s) by phone: the method, the number and the password are read-only; the names stay editable',
    async (language) => {
      const failing = async () => Promise.reject(new ApiError('GET /auth/current-user', 500, undefined));
      const { text } = await openContactStep(
        language,
        failing,
        { method: 'phone', phoneNumber: PHONE },
        stubVerification,
      );
      await screen.findByTestId('request-error');
      expect(input(text.phone).readOnly).toBe(true);
      expect(input(text.password).readOnly).toBe(true);
      // The password typed is the account's: it stays shown as typed.
      expect(input(text.password).value).toBe(PASSWORD);
      expect((screen.getByRole('radio', { name: text.byEmail }) as HTMLInputElement).disabled).toBe(true);
      expect(input(text.lastName).readOnly).toBe(false);
    },
  );
});
