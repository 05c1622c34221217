// @vitest-environment jsdom
// The contact step's registration when it fails, in the request modal with a fake API client: the
// failure is scrolled into view and takes the focus (on a phone it sat under the sticky action bar);
// an email taken between the check and the registration (409) gets the check's guidance and sign-in
// link; a taken phone number and a phone verification that could not load send the visitor to the
// email route, never to a sign-in page that takes no phone number (the contract has no phone
// sign-in); the phone option promises no sign-in, and its number is the account name password
// managers store.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type AuthToken, type JobType } from '../../../../src/api';
import { RequestModal } from '../../../../src/features/new-request/components/RequestModal';
import { draftKey, writeDraft } from '../../../../src/features/new-request/draft';
import { emptyContact } from '../../../../src/features/new-request/form/contact';
import type { ContactValues } from '../../../../src/features/new-request/form/values';
import type { PhoneVerificationAdapter } from '../../../../src/lib/captcha';
import { reportError } from '../../../../src/lib/monitoring';
import { WIDGET_TIMEOUT_MESSAGE } from '../../../../src/lib/phone-login';
import { filledAnswers } from '../../../../fixtures/request-answers';
import { registeringApi } from '../../../helpers/api-client';
import { stubModalDialogs } from '../../../helpers/dialogs';
import { visitorModalProps } from '../../../helpers/request-modal';
import { renderUi } from '../../../helpers/render-ui';
import { byId } from './form/job-types';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs and no scrolling: the modal opens as an open <dialog>, and what is
// scrolled into view is recorded.
const scrolledIntoView: Element[] = [];
beforeEach(() => {
  vi.mocked(reportError).mockClear();
  stubModalDialogs();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledIntoView.push(this);
  };
  Element.prototype.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  scrolledIntoView.length = 0;
  sessionStorage.clear();
});

// No address field: the restored answers are valid as they are, so the send goes straight out.
const jobType: JobType = byId('logo-designer');
const SIGN_IN = '/sign-in?redirect=%2Fdesign%2Flogo-designer';
const PASSWORD = 'correct-horse-battery';

const conflict = (code: string) =>
  new ApiError('POST /auth/register', 409, { error: { code, message: code } });

/** What a registration answers with; `adoptSession` signs in as its user. */
const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: 1_900_000_000_000 };
const EMAIL = 'visitor@example.jp';

/**
 * Opens the modal on its contact step with the answers restored (as after a reload) and `contact`
 * typed, a password typed when registering by phone, and presses send.
 */
async function sendFromContactStep({
  api,
  contact,
  language = 'ja',
  phoneVerification,
  phoneLogin = false,
}: {
  api: ApiClient;
  contact: Partial<ContactValues>;
  language?: 'ja' | 'en';
  phoneVerification?: PhoneVerificationAdapter;
  phoneLogin?: boolean;
}) {
  writeDraft(sessionStorage, draftKey(jobType.id), {
    answers: filledAnswers(jobType) as never,
    // Names by the page's rules: kanji on Japanese pages, romanised on English ones.
    contact: {
      ...emptyContact,
      ...(language === 'ja'
        ? { lastName: '山田', firstName: '花子' }
        : { lastName: 'Yamada', firstName: 'Hanako' }),
      ...contact,
    },
    step: jobType.forms.length,
  });
  const props = visitorModalProps(jobType, language, {
    adoptSession: vi.fn(async () => AUTH.uid),
    phoneVerification,
    signInHref: SIGN_IN,
    phoneLogin,
  });
  const ui = await renderUi(<RequestModal {...props} />, { api, language });
  const send = await screen.findByRole('button', {
    name: language === 'ja' ? '依頼を送信する' : 'Send request',
  });
  if (contact.method === 'phone') {
    const password = screen.getByLabelText(
      language === 'ja' ? 'パスワード（8文字以上）' : 'Password (8 characters or more)',
    );
    await ui.user.type(password, PASSWORD);
  }
  await ui.user.click(send);
  return ui;
}

const stubVerification: PhoneVerificationAdapter = { verify: async (phone) => `stub:${phone.slice(-4)}` };

describe('a failed registration on the contact step', () => {
  it.each([
    ['the email already has an account (the check)', { registered: [EMAIL] }],
    ['the registration failed (500)', { refusal: new ApiError('POST /auth/register', 500, undefined) }],
    ['the registration was refused (429)', { refusal: new ApiError('POST /auth/register', 429, undefined) }],
  ])('%s: the message is scrolled into view and takes the focus', async (_, answers) => {
    const { api } = registeringApi({ auth: AUTH, ...answers });
    await sendFromContactStep({ api, contact: { method: 'email', email: EMAIL } });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolledIntoView).toContain(alert);
  });

  it('an email taken between the check and the registration (409) gets the check’s guidance and sign-in link', async () => {
    const { api, HEAD } = registeringApi({ auth: AUTH, refusal: conflict('EMAIL_ALREADY_REGISTERED') });
    await sendFromContactStep({ api, contact: { method: 'email', email: EMAIL } });
    const error = await screen.findByTestId('request-error');
    expect(HEAD).toHaveBeenCalledTimes(1);
    expect(error.textContent).toContain(
      'このメールアドレスはすでに登録されています。ログインしてから依頼してください（入力内容は保存されています）。',
    );
    expect(within(error).getByRole('link', { name: 'ログインする' }).getAttribute('href')).toBe(SIGN_IN);
    // The visitor's own typing, nothing to retry: the button keeps its text.
    expect(screen.getByRole('button', { name: '依頼を送信する' })).toBeTruthy();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('registering by phone', () => {
  it.each([
    ['ja', 'ログイン'],
    ['en', 'sign in'],
  ] as const)(
    'the phoneLogin option promises no sign-in (%s): nothing signs in with a phone number',
    async (language, signIn) => {
      const { api } = registeringApi({ auth: AUTH });
      writeDraft(sessionStorage, draftKey(jobType.id), {
        answers: filledAnswers(jobType) as never,
        contact: { ...emptyContact },
        step: jobType.forms.length,
      });
      await renderUi(
        <RequestModal
          jobType={jobType}
          place={{ prefecture: 'tokyo' }}
          language={language}
          session={{ signedIn: false, userId: undefined, displayName: undefined }}
          adoptSession={vi.fn()}
          onUserSaved={vi.fn()}
          captcha={{ v3Token: async () => undefined }}
          phoneVerification={stubVerification}
          emailHosts={{}}
          signInHref={SIGN_IN}
          requestHref={(id) => id}
          onConversion={vi.fn()}
          phoneLogin
          onClose={vi.fn()}
        />,
        { api, language },
      );
      const [first] = await screen.findAllByRole('radio');
      expect((first as HTMLInputElement).checked).toBe(true);
      expect(first!.closest('label')!.textContent!.toLowerCase()).not.toContain(signIn);
    },
  );

  it('its number is the account name beside the new password, typed with the phone keypad', async () => {
    const { api } = registeringApi({ auth: AUTH });
    writeDraft(sessionStorage, draftKey(jobType.id), {
      answers: filledAnswers(jobType) as never,
      contact: { ...emptyContact, method: 'phone' },
      step: jobType.forms.length,
    });
    await renderUi(
      <RequestModal
        jobType={jobType}
        place={{ prefecture: 'tokyo' }}
        language="ja"
        session={{ signedIn: false, userId: undefined, displayName: undefined }}
        adoptSession={vi.fn()}
        onUserSaved={vi.fn()}
        captcha={{ v3Token: async () => undefined }}
        phoneVerification={stubVerification}
        emailHosts={{}}
        signInHref={SIGN_IN}
        requestHref={(id) => id}
        onConversion={vi.fn()}
        onClose={vi.fn()}
      />,
      { api },
    );
    const number = (await screen.findByLabelText('電話番号（ログイン用）')) as HTMLInputElement;
    expect(number.getAttribute('autocomplete')).toBe('username');
    expect(number.getAttribute('inputmode')).toBe('tel');
    expect(number.type).toBe('tel');
    expect(screen.getByLabelText('パスワード（8文字以上）').getAttribute('autocomplete')).toBe(
      'new-password',
    );
  });

  it('a number already registered: no link to a sign-in that takes no phone number, the email route instead', async () => {
    const { api } = registeringApi({ auth: AUTH, refusal: conflict('PHONE_NUMBER_ALREADY_REGISTERED') });
    const ui = await sendFromContactStep({
      api,
      contact: { method: 'phone', phoneNumber: '090-3841-2976' },
      phoneVerification: stubVerification,
      phoneLogin: true,
    });
    const error = await screen.findByTestId('request-error');
    expect(error.textContent).toContain('この電話番号はすでに登録されています。');
    expect(error.textContent).toContain('メールアドレスで登録');
    expect(error.textContent).not.toContain('ログインしてから');
    expect(within(error).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(error));

    await ui.user.click(within(error).getByRole('button', { name: 'メールアドレスで登録する' }));
    const email = await screen.findByLabelText('メールアドレス');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByTestId('request-error')).toBeNull();
    // What was typed stays: the names, and the number beside the email.
    expect((screen.getByLabelText('姓') as HTMLInputElement).value).toBe('山田');
    expect((screen.getByRole('textbox', { name: '電話番号 (任意)' }) as HTMLInputElement).value).toBe(
      '090-3841-2976',
    );
  });

  it.each(['ja', 'en'] as const)(
    'phone verification that could not load says so and offers the email route (%s)',
    async (language) => {
      const { api, POST } = registeringApi({ auth: AUTH });
      const ui = await sendFromContactStep({
        api,
        language,
        contact: { method: 'phone', phoneNumber: '090-3841-2976' },
        phoneVerification: { verify: () => Promise.reject(new Error(WIDGET_TIMEOUT_MESSAGE)) },
      });
      const error = await screen.findByTestId('request-error');
      expect(error.textContent).toContain(
        language === 'ja'
          ? '電話番号の確認を読み込めませんでした。'
          : 'Phone verification could not be loaded.',
      );
      expect(error.textContent).not.toContain(WIDGET_TIMEOUT_MESSAGE);
      await waitFor(() => expect(document.activeElement).toBe(error));
      // Nothing was registered; the loader reported the timeout where it happened, not again here.
      expect(POST).not.toHaveBeenCalled();
      expect(reportError).not.toHaveBeenCalled();
      // Sending again tries the verification again.
      expect(
        screen.getByRole('button', { name: language === 'ja' ? 'もう一度送信する' : 'Send again' }),
      ).toBeTruthy();
      await ui.user.click(
        within(error).getByRole('button', {
          name: language === 'ja' ? 'メールアドレスで登録する' : 'Register with email instead',
        }),
      );
      const email = await screen.findByLabelText(language === 'ja' ? 'メールアドレス' : 'Email address');
      await waitFor(() => expect(document.activeElement).toBe(email));
      await act(async () => undefined);
    },
  );
});
