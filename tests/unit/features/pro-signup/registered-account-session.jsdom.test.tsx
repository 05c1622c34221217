// @vitest-environment jsdom
// The account a pro registration made, remembered while signing in with it fails, is kept for this
// visitor until sign-out (src/lib/session/kept.ts), with the app's real session in the router's
// context as the app has it: once the visitor signs out — in another tab, or here — or someone
// else's session takes the page's, the page forgets it. "Sign in again" (or the profile's retry, by
// phone) is gone: it would sign in with the account's token over the sign-out, storing it again. The
// page says what the visitor can do, as after a session that ended at once (sign in with the email
// and password; by phone, register by email), the message takes the focus, and nothing is sent.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type AuthToken } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { createAuthStore, type AuthSession } from '../../../../src/features/auth/store';
import { ProSignupPage } from '../../../../src/features/pro-signup/components/ProSignupPage';
import { pagesTree, renderRouter } from '../../../helpers/app-router';
import { AUTH, EMAIL, PASSWORD, PHONE, SIGNUP_TEXT } from '../../../helpers/pro-signup-page';
import { signupCatalogAnswer } from '../../../helpers/pro-signup-catalog';
import { registeringPro } from '../../../helpers/users';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));
configure({ asyncUtilTimeout: 10_000 });

aTabPerTest();
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What the page says here, by language (its labels and buttons are the helper's). */
const TEXT = {
  ja: {
    ...SIGNUP_TEXT.ja,
    signInWith: '登録したメールアドレスとパスワードでログイン',
    byPhoneOnly: '電話番号でのログインには対応していない',
    signIn: 'ログインする',
    useEmail: 'メールアドレスで登録する',
    retryProfile: 'プロフィールの作成をやり直す',
  },
  en: {
    ...SIGNUP_TEXT.en,
    signInWith: 'sign in with the email address and password you registered',
    byPhoneOnly: 'signing in with a phone number is not available',
    signIn: 'Sign in',
    useEmail: 'Sign up with email instead',
    retryProfile: 'Create my pro profile again',
  },
} as const;

const SOMEONE_ELSE: AuthToken = {
  token: 'tok-someone-else',
  uid: 'user-someone-else',
  expires: AUTH.expires,
};

/**
 * A fake API: registrations answer AUTH (a registered email or number is taken); the user load of
 * AUTH's token fails first (no answer from the server), then answers the new user; the pro profile
 * fails while `profileFails`; any other token loads its own user.
 */
function fakeApi(store: { getState: () => { token: string | undefined } }) {
  const state = { loads: 0, profileFails: false };
  const registered = new Set<string>();
  const HEAD = vi.fn(async (_path: string, init: { params: { query: { email: string } } }) => {
    if (!registered.has(init.params.query.email)) throw new ApiError('HEAD /users', 404, undefined);
    return { data: undefined };
  });
  const GET = vi.fn(async (path: string) => {
    if (path !== '/auth/current-user') return signupCatalogAnswer(path);
    const token = store.getState().token;
    if (token !== AUTH.token) return { data: registeringPro({ id: SOMEONE_ELSE.uid }) };
    state.loads += 1;
    if (state.loads === 1) throw new ApiError('GET /auth/current-user', 503, undefined);
    return { data: registeringPro({ id: AUTH.uid }) };
  });
  const POST = vi.fn(async (path: string, init: { body: Record<string, unknown> }) => {
    if (path === '/auth/register') {
      const login = String(init.body.mode === 'pro' ? init.body.email : init.body.loginPhoneNumber);
      if (registered.has(login))
        throw new ApiError('POST /auth/register', 409, { error: { code: 'TAKEN', message: 'taken' } });
      registered.add(login);
      return { data: AUTH };
    }
    if (path === '/users/{id}/pro-profile') {
      if (state.profileFails) throw new ApiError('POST /users/{id}/pro-profile', 500, undefined);
      return { data: registeringPro({ id: AUTH.uid }) };
    }
    throw new Error(`not expected in this test: POST ${path}`);
  });
  const posted = (path: string) => POST.mock.calls.filter(([called]) => called === path).length;
  return { api: { GET, POST, HEAD } as unknown as ApiClient, state, posted };
}

/** The sign-up page as its route shows it, the session adopting the registration's token; house cleaning picked. */
async function signupPage(language: 'ja' | 'en') {
  const store = createAuthStore();
  const fake = fakeApi(store);
  const session: AuthSession = createAuthSession({ api: fake.api, store });
  await session.ready;
  const onboarding = vi.fn();
  const adopt = vi.spyOn(session, 'adopt');
  const Page = () => (
    <ProSignupPage
      language={language}
      referrer={{}}
      phone={{ verification: { verify: async (phone) => `stub:${phone.slice(-4)}` }, widgetUrl: undefined }}
      signIn={async (auth) => void (await session.adopt(auth))}
      onRegistered={async () => onboarding()}
    />
  );
  const { user } = await renderRouter(pagesTree({ '/pro/signup': Page }), {
    entries: ['/pro/signup'],
    api: fake.api,
    language,
    context: { auth: session },
  });
  const text = TEXT[language];
  await user.click(await screen.findByRole('radio', { name: text.category }));
  await user.click(await screen.findByRole('checkbox', { name: text.jobType }));
  return { ...fake, session, user, text, onboarding, adopt };
}
type Page = Awaited<ReturnType<typeof signupPage>>;

/** Registers by email; signing in with the new account fails (its user did not load). */
async function registeredByEmail(page: Page) {
  const { user, text } = page;
  await user.type(screen.getByLabelText(text.email), EMAIL);
  await user.type(screen.getByLabelText(text.password, { exact: true }), PASSWORD);
  await user.click(screen.getByRole('button', { name: text.submit }));
  await screen.findByTestId('sign-in-failed');
  expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  expect(localStorage.getItem('auth')).toContain(AUTH.token);
}

/** Registers by phone, its retry signs in, and the pro profile fails: signed in as the new account. */
async function signedInByPhone(page: Page) {
  const { user, text } = page;
  const section = screen.getByTestId('phone-signup');
  page.state.profileFails = true;
  await user.type(within(section).getByLabelText(text.phone, { exact: true }), PHONE);
  await user.type(within(section).getByLabelText(text.phonePassword, { exact: true }), PASSWORD);
  await user.click(within(section).getByRole('button', { name: text.phoneSubmit }));
  await within(section).findByTestId('phone-sign-in-failed');
  await user.click(within(section).getByRole('button', { name: text.retry }));
  await within(section).findByTestId('phone-profile-failed');
  expect(page.session.store.getState().currentUser?.id).toBe(AUTH.uid);
  page.state.profileFails = false;
  return section;
}

/** Another tab signs out (the stored auth removed) or stores another session, as this tab hears it. */
function anotherTab(auth: AuthToken | undefined) {
  const newValue = auth ? JSON.stringify(auth) : null;
  act(() => {
    if (newValue) localStorage.setItem('auth', newValue);
    else localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue, storageArea: localStorage }));
  });
}

describe('registered by email, signing in failed, then', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) a sign-out in another tab: the account is forgotten, never signed in with again',
    async (language) => {
      const page = await signupPage(language);
      const { text, user } = page;
      await registeredByEmail(page);
      anotherTab(undefined);
      const alert = await screen.findByTestId('session-ended');
      expect(alert.textContent).toContain(text.signInWith);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
      expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
      // What was typed stays, the account's: read-only.
      const email = screen.getByLabelText(text.email) as HTMLInputElement;
      expect(email.value).toBe(EMAIL);
      expect(email.readOnly).toBe(true);
      await user.type(screen.getByLabelText(text.password, { exact: true }), '{Enter}');
      expect(page.adopt).toHaveBeenCalledTimes(1);
      expect(page.posted('/auth/register')).toBe(1);
      expect(localStorage.getItem('auth')).toBeNull();
      expect(page.onboarding).not.toHaveBeenCalled();
    },
  );

  it('another session loading in its place (signed in in another tab): the account is forgotten', async () => {
    const page = await signupPage('ja');
    await registeredByEmail(page);
    anotherTab(SOMEONE_ELSE);
    await act(() => page.session.ready);
    await screen.findByTestId('session-ended');
    expect(screen.queryByRole('button', { name: page.text.retry })).toBeNull();
    expect(page.adopt).toHaveBeenCalledTimes(1);
    expect(page.session.store.getState().token).toBe(SOMEONE_ELSE.token);
  });
});

describe('registered by phone, signed in, the pro profile failed, then', () => {
  it.each([
    ['a sign-out here', (page: Page) => act(() => page.session.logout())],
    ['a sign-out in another tab', async () => anotherTab(undefined)],
  ])('%s: the account cannot go on, and nothing signs in with it again', async (_, signOut) => {
    const page = await signupPage('ja');
    const { text, user } = page;
    const section = await signedInByPhone(page);
    expect(page.adopt).toHaveBeenCalledTimes(2);
    await signOut(page);
    const alert = await within(section).findByTestId('phone-session-ended');
    expect(alert.textContent).toContain(text.byPhoneOnly);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(section).queryByRole('button', { name: text.retryProfile })).toBeNull();
    await user.click(within(section).getByRole('button', { name: text.useEmail }));
    expect(document.activeElement).toBe(screen.getByLabelText(text.email));
    await user.type(within(section).getByLabelText(text.phonePassword, { exact: true }), '{Enter}');
    expect(page.adopt).toHaveBeenCalledTimes(2);
    expect(page.posted('/users/{id}/pro-profile')).toBe(1);
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
