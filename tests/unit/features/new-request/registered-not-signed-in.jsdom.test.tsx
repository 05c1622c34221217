// @vitest-environment jsdom
// A visitor's registration on the contact step that made the account, after which signing in with
// it failed (its user did not load): the session keeps the token (a client registered by email has
// no password; the token is their only way in), so the modal must not say the sign-up failed, and
// the next press must not register again — the email is the new account's by then, and "sign in
// first" is advice this visitor cannot follow. It says the account was made and signing in failed,
// and the retry signs in with that account, stores the name and sends the request; what was typed stays.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, type AuthToken, type JobType } from '../../../../src/api';
import { RequestModal } from '../../../../src/features/new-request/components/RequestModal';
import { draftKey, writeDraft } from '../../../../src/features/new-request/draft';
import { emptyContact } from '../../../../src/features/new-request/form/contact';
import { reportError } from '../../../../src/lib/monitoring';
import { filledAnswers } from '../../../../fixtures/request-answers';
import { registeringApi } from '../../../helpers/api-client';
import { visitorModalProps } from '../../../helpers/request-modal';
import { renderUi } from '../../../helpers/render-ui';
import { byId } from './form/job-types';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  vi.mocked(reportError).mockClear();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// No address field: the restored answers are valid as they are, so the send goes straight out.
const jobType: JobType = byId('logo-designer');
const EMAIL = 'visitor@example.jp';
const AUTH: AuthToken = { token: 'tok-new-client', uid: 'user-new-client', expires: 1_900_000_000_000 };

const TEXT = {
  ja: {
    send: '依頼を送信する',
    retry: 'もう一度送信する',
    names: { lastName: '山田', firstName: '花子' },
    created: 'アカウントは作成されました',
    connection: '接続を確認',
    signUpFailed: /登録できませんでした|依頼を送信できませんでした|ログインしてから/,
    lastName: '姓',
    email: 'メールアドレス',
  },
  en: {
    send: 'Send request',
    retry: 'Send again',
    names: { lastName: 'Yamada', firstName: 'Hanako' },
    created: 'Your account was created',
    connection: 'connection',
    signUpFailed: /could not register|could not be sent|sign in first/i,
    lastName: 'Last name',
    email: 'Email address',
  },
} as const;

/** The modal on its contact step, the answers restored and the contact typed; signing in fails first with `failure`. */
async function openContactStep(language: 'ja' | 'en', failure: unknown) {
  const text = TEXT[language];
  writeDraft(sessionStorage, draftKey(jobType.id), {
    answers: filledAnswers(jobType) as never,
    contact: { ...emptyContact, method: 'email', email: EMAIL, ...text.names },
    step: jobType.forms.length,
  });
  // Remembering the registration, as a server does: once registered the email is taken.
  const fake = registeringApi({ auth: AUTH });
  // As the app's session does: the token is kept whatever the load did, a failed load is thrown.
  const adoptSession = vi
    .fn<(auth: AuthToken) => Promise<string>>()
    .mockRejectedValueOnce(failure)
    .mockImplementation(async (auth) => auth.uid);
  const ui = await renderUi(<RequestModal {...visitorModalProps(jobType, language, { adoptSession })} />, {
    api: fake.api,
    language,
  });
  await ui.user.click(await screen.findByRole('button', { name: text.send }));
  return { ...fake, ui, adoptSession, text };
}

describe('registered, but signing in with the new account failed', () => {
  it.each([
    ['ja', new ApiError('GET /auth/current-user', 500, undefined)],
    ['en', new ApiError('GET /auth/current-user', 503, undefined)],
  ] as const)(
    '(%s) says the account was made and signing in failed; the retry signs in, saves the name and sends',
    async (language, failure) => {
      const { ui, HEAD, posted, adoptSession, text } = await openContactStep(language, failure);
      const error = await screen.findByTestId('request-error');
      expect(error.textContent).toContain(text.created);
      expect(error.textContent).not.toMatch(text.signUpFailed);
      // No sign-in link: a client registered by email has no password to sign in with.
      expect(error.querySelector('a')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(error));
      // What was typed stays.
      expect((screen.getByLabelText(text.lastName) as HTMLInputElement).value).toBe(text.names.lastName);
      expect((screen.getByLabelText(text.email) as HTMLInputElement).value).toBe(EMAIL);
      expect(posted('/users/{id}/basic-info')).toHaveLength(0);
      expect(posted('/requests')).toHaveLength(0);

      await ui.user.click(screen.getByRole('button', { name: text.retry }));
      await screen.findByText(/req-0042/);
      // Registered once, checked once: the retry signed in with the same account.
      expect(posted('/auth/register')).toHaveLength(1);
      expect(HEAD).toHaveBeenCalledTimes(1);
      expect(adoptSession.mock.calls.map(([auth]) => auth)).toEqual([AUTH, AUTH]);
      const [[, saved]] = posted('/users/{id}/basic-info') as [[string, { body: { profile: object } }]];
      expect(saved.body.profile).toMatchObject(
        language === 'ja'
          ? { fullNameKanji: { last: '山田', first: '花子' } }
          : { fullNameEnglish: { last: 'Yamada', first: 'Hanako' } },
      );
      expect(posted('/requests')).toHaveLength(1);
    },
  );

  it('no answer while signing in: says the account was made and to check the connection, reports nothing', async () => {
    const { text } = await openContactStep('ja', new NetworkError('GET /auth/current-user'));
    const error = await screen.findByTestId('request-error');
    expect(error.textContent).toContain(text.created);
    expect(error.textContent).toContain(text.connection);
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a failure of ours while signing in is reported, as one of the sign-in after the registration', async () => {
    await openContactStep('ja', new ApiError('GET /auth/current-user', 500, undefined));
    await screen.findByTestId('request-error');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]![1]).toMatchObject({
      tags: { operation: 'signInAfterRegistration' },
    });
  });
});
