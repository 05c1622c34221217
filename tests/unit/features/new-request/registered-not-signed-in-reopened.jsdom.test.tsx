// @vitest-environment jsdom
// A visitor registered on the contact step, signing in with the new account failed (its user did not
// load), and the visitor closed the request modal. The account is remembered for the page's life, not
// the dialog's: the session keeps its token (a reload would sign in with it), so the modal opened again
// signs in with that account, never sending the visitor through the email check ("registered: sign in
// first", which a client registered by email, without a password, cannot do); it opens as the send
// left it (the account created, its contact read-only: no second account over it); a sign-out forgets the account, and a
// sign-in (the session's own retry) makes the session the sender, the name typed before still stored.
// The host as the app's root shows it, with the real session (src/features/auth/session.ts).
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthToken, type JobType } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { useAuthState, type AuthSession } from '../../../../src/features/auth/store';
import { loadRequestData } from '../../../../src/features/new-request/container/load';
import { RequestHost } from '../../../../src/features/new-request/container/RequestHost';
import { clearAllDrafts, draftKey, writeDraft } from '../../../../src/features/new-request/draft';
import { emptyContact } from '../../../../src/features/new-request/form/contact';
import { visitorMemoryOf } from '../../../../src/features/new-request/submission/visitor-memory';
import { filledAnswers } from '../../../../fixtures/request-answers';
import { registeringApi } from '../../../helpers/api-client';
import { pagesTree, renderRouter } from '../../../helpers/app-router';
import { stubModalDialogs } from '../../../helpers/dialogs';
import { byId } from './form/job-types';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));
// The modal's data, as its loader answers once the calls are made (not what these tests are about).
vi.mock('../../../../src/features/new-request/container/load', () => ({ loadRequestData: vi.fn() }));
configure({ asyncUtilTimeout: 10_000 });

// No address field: the restored answers are valid as they are, so the send goes straight out.
const jobType: JobType = byId('logo-designer');
const PAGE = '/design/logo-designer';
const EMAIL = 'visitor@example.jp';
const authOf = (email: string): AuthToken => ({
  token: `tok-${email}`,
  uid: `user-${email}`,
  expires: Date.now() + 3_600_000,
});
const FIRST = authOf(EMAIL);

beforeEach(() => {
  stubModalDialogs();
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  vi.mocked(loadRequestData).mockImplementation(async () => ({
    jobType,
    originJobTypeId: undefined,
    proName: undefined,
    prefectures: undefined,
    proCount: undefined,
  }));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const TEXT = {
  ja: {
    names: { lastName: '山田', firstName: '花子' },
    send: '依頼を送信する',
    retry: 'もう一度送信する',
    close: '閉じる',
    created: 'アカウントは作成されました',
    email: 'メールアドレス',
    taken: 'すでに登録されています',
  },
  en: {
    names: { lastName: 'Yamada', firstName: 'Hanako' },
    send: 'Send request',
    retry: 'Send again',
    close: 'Close',
    created: 'Your account was created',
    email: 'Email address',
    taken: 'already registered',
  },
} as const;

/** The answers and the contact as the visitor typed them (the draft the form restores). */
function typed(language: 'ja' | 'en') {
  writeDraft(sessionStorage, draftKey(jobType.id), {
    answers: filledAnswers(jobType) as never,
    contact: { ...emptyContact, method: 'email', email: EMAIL, ...TEXT[language].names },
    step: jobType.forms.length,
  });
}

/**
 * A page with the request host under it, as the app's root has, its session read from the real auth
 * session: the modal open on its contact step, sent once and closed. The registration's user load
 * fails (503); later loads answer the user of the token the session sends.
 */
async function sentOnceAndClosed(language: 'ja' | 'en') {
  const text = TEXT[language];
  typed(language);
  let loads = 0;
  // The session the fake answers for, made with the fake below.
  const current: { session?: AuthSession } = {};
  const fake = registeringApi({
    auth: authOf,
    currentUser: async () => {
      loads += 1;
      if (loads === 1) throw new ApiError('GET /auth/current-user', 503, undefined);
      const token = current.session?.store.getState().token ?? '';
      return { id: token.replace(/^tok-/, 'user-'), email: token.replace(/^tok-/, ''), profile: {} };
    },
  });
  // As src/app/browser-session.ts composes it: a sign-out clears the request drafts.
  const session = createAuthSession({
    api: fake.api,
    parts: [{ signedOut: () => clearAllDrafts(sessionStorage) }],
  });
  current.session = session;
  await session.ready;
  function Page() {
    const state = useAuthState(session.store);
    return (
      <RequestHost
        session={{
          signedIn: state.isAuthenticated,
          userId: state.currentUser?.id,
          displayName: state.currentUser ? text.names.lastName : undefined,
        }}
      />
    );
  }
  const open = `${PAGE}?request=${jobType.id}&requestIn=tokyo/shibuya-ku${language === 'en' ? '&lang=en' : ''}`;
  const { router, user } = await renderRouter(pagesTree({ [PAGE]: Page }), {
    entries: [PAGE],
    language,
    api: fake.api,
    context: {
      auth: session,
      analytics: { trackConversion: vi.fn() },
      experiments: () => Promise.reject(new Error('no experiments in this test')),
    },
  });
  // Opened as the page's button opens it (in an awaited act: the modal's data suspends it).
  const openModal = async (button: string) => {
    await act(() => router.navigate({ to: open } as never));
    return screen.findByRole('button', { name: button });
  };
  await user.click(await openModal(text.send));
  expect((await screen.findByTestId('request-error')).textContent).toContain(text.created);
  await user.click(screen.getByRole('button', { name: text.close }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Opened again: as the send left it while the account is remembered (its retry), else afresh.
  const reopen = () =>
    openModal(visitorMemoryOf(session.store).registeredAccount.current ? text.retry : text.send);
  return { ...fake, session, user, text, reopen };
}

/** The request as it was sent: by whom. */
const sentBy = (posted: ReturnType<typeof registeringApi>['posted']) =>
  posted('/requests').map(([, init]) => init.body.clientId);

describe('a registration whose sign-in failed, the modal closed and opened again', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) signs in with the remembered account: no email check, no second registration; the name is stored and the request sent',
    async (language) => {
      const { user, reopen, HEAD, posted, loads } = await sentOnceAndClosed(language);
      await user.click(await reopen());
      await screen.findByText(/req-0042/);
      expect(HEAD).toHaveBeenCalledTimes(1);
      expect(posted('/auth/register')).toHaveLength(1);
      expect(loads()).toBe(2);
      expect(posted('/users/{id}/basic-info').map(([, init]) => init.params?.path?.id)).toEqual([FIRST.uid]);
      expect(sentBy(posted)).toEqual([FIRST.uid]);
      expect(screen.queryByText(TEXT[language].taken)).toBeNull();
    },
  );

  it.each(['ja', 'en'] as const)(
    '(%s) opens as the send left it: the account created, its email read-only, so no second account is registered over it',
    async (language) => {
      const { reopen, text } = await sentOnceAndClosed(language);
      await reopen();
      expect(screen.getByTestId('request-error').textContent).toContain(text.created);
      expect(screen.getByLabelText(text.email).hasAttribute('readonly')).toBe(true);
    },
  );

  it('a sign-out meanwhile forgets the account: the email is checked afresh, its token never sent again', async () => {
    const { user, reopen, HEAD, posted, loads, text, session } = await sentOnceAndClosed('ja');
    await act(() => session.logout());
    // The sign-out cleared the draft, as in the app: the visitor types it all again.
    typed('ja');
    await user.click(await reopen());
    await waitFor(() => expect(screen.getByTestId('request-error').textContent).toContain(text.taken));
    expect(HEAD).toHaveBeenCalledTimes(2);
    expect(posted('/auth/register')).toHaveLength(1);
    expect(loads()).toBe(1);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(posted('/requests')).toHaveLength(0);
  });

  it('signed in meanwhile (the session’s own retry): the session sends, and the name typed before is stored first', async () => {
    const { user, reopen, HEAD, posted, session } = await sentOnceAndClosed('ja');
    await act(() => session.login());
    expect(session.store.getState().isAuthenticated).toBe(true);
    await user.click(await reopen());
    await screen.findByText(/req-0042/);
    expect(HEAD).toHaveBeenCalledTimes(1);
    expect(posted('/auth/register')).toHaveLength(1);
    expect(posted('/users/{id}/basic-info').map(([, init]) => init.body.profile)).toEqual([
      expect.objectContaining({ fullNameKanji: { last: '山田', first: '花子' } }),
    ]);
    expect(sentBy(posted)).toEqual([FIRST.uid]);
  });
});
