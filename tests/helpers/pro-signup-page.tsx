// The pro sign-up page as its route shows it, for component tests: a fake API client that registers
// as the server does, the page rendered with renderUi and house cleaning picked, and the email and
// phone forms filled and sent as a visitor does.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError, type ApiClient, type AuthToken, type User } from '../../src/api';
import { createAuthSession } from '../../src/features/auth/session';
import { ProSignupPage } from '../../src/features/pro-signup/components/ProSignupPage';
import { signupCatalogAnswer } from './pro-signup-catalog';
import { renderUi } from './render-ui';
import { registeringPro } from './users';

/** What every registration of these tests answers with (its session's token, valid for an hour). */
export const AUTH: AuthToken = { token: 'tok-new-pro', uid: 'user-new-pro', expires: Date.now() + 3_600_000 };
export const EMAIL = 'new.pro@example.jp';
export const PHONE = '090-3841-2976';
export const PASSWORD = 'correct-horse-battery';

/** The page's labels and buttons, by language (a test adds the messages it reads). */
export const SIGNUP_TEXT = {
  ja: {
    category: '住宅・リフォーム',
    jobType: 'ハウスクリーニング',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'プロとして登録する',
    retry: 'ログインをやり直す',
    phone: '電話番号',
    phonePassword: 'パスワード（電話番号での登録用）',
    phoneSubmit: '電話番号で登録する',
  },
  en: {
    category: 'Home',
    jobType: 'House cleaning',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign up as a pro',
    retry: 'Sign in again',
    phone: 'Phone number',
    phonePassword: 'Password for phone sign-up',
    phoneSubmit: 'Register with phone number',
  },
} as const;

export interface SignupPageOptions {
  /**
   * Signs the new account in with its token; by default a real session adopts it (as the route
   * wires it), loading the user with `userLoad`.
   */
  signIn?: (auth: AuthToken) => Promise<void>;
  /** Thrown by the next calls of `POST /auth/register` and `POST /users/{id}/pro-profile`, in turn. */
  failures?: { register?: unknown[]; proProfile?: unknown[] };
}

const noUserLoad = () => Promise.reject(new Error('not expected in this test: GET /auth/current-user'));

/**
 * A fake client that remembers registrations, as the server does (a registered email or number is
 * taken); the sign-up tree offers house cleaning; the user load answers `userLoad`; `failures` are
 * thrown first.
 */
function fakeSignupApi(userLoad: () => Promise<unknown>, failures: SignupPageOptions['failures'] = {}) {
  const registered = new Set<string>();
  const queued = { register: [...(failures.register ?? [])], proProfile: [...(failures.proProfile ?? [])] };
  const failNext = (queue: unknown[]) => {
    if (queue.length > 0) throw queue.shift();
  };
  const HEAD = vi.fn(async (_path: string, init: { params: { query: { email: string } } }) => {
    if (!registered.has(init.params.query.email)) throw new ApiError('HEAD /users', 404, undefined);
    return { data: undefined };
  });
  const GET = vi.fn(async (path: string) =>
    path === '/auth/current-user' ? { data: await userLoad() } : signupCatalogAnswer(path),
  );
  const POST = vi.fn(async (path: string, init: { body: Record<string, unknown> }) => {
    if (path === '/auth/register') {
      failNext(queued.register);
      const byEmail = init.body.mode === 'pro';
      const login = String(byEmail ? init.body.email : init.body.loginPhoneNumber);
      if (registered.has(login)) {
        const code = byEmail ? 'EMAIL_ALREADY_REGISTERED' : 'PHONE_NUMBER_ALREADY_REGISTERED';
        throw new ApiError('POST /auth/register', 409, { error: { code, message: code } });
      }
      registered.add(login);
      return { data: AUTH };
    }
    if (path === '/users/{id}/pro-profile') {
      failNext(queued.proProfile);
      return { data: registeringPro() };
    }
    throw new Error(`not expected in this test: POST ${path}`);
  });
  /** How many times `path` was posted to. */
  const posted = (path: string) => POST.mock.calls.filter(([called]) => called === path).length;
  /** How many times the user was loaded. */
  const loads = () => GET.mock.calls.filter(([path]) => path === '/auth/current-user').length;
  return { api: { GET, POST, HEAD } as unknown as ApiClient, HEAD, posted, loads };
}

/**
 * The sign-up page in `language`, phone registration offered (a stub verifies any number), with
 * house cleaning picked. Once registered and signed in, `onboarding` is called (the user the set-up
 * saved, if any, in `saved`).
 */
export async function showSignupPage(
  language: 'ja' | 'en',
  userLoad: () => Promise<unknown> = noUserLoad,
  { signIn, failures }: SignupPageOptions = {},
) {
  const fake = fakeSignupApi(userLoad, failures);
  let signInWith = signIn;
  if (!signInWith) {
    const session = createAuthSession({ api: fake.api });
    await session.ready;
    signInWith = async (auth) => void (await session.adopt(auth));
  }
  const saved: User[] = [];
  const onboarding = vi.fn();
  const ui = await renderUi(
    <ProSignupPage
      language={language}
      referrer={{}}
      phone={{ verification: { verify: async (phone) => `stub:${phone.slice(-4)}` }, widgetUrl: undefined }}
      signIn={signInWith}
      onRegistered={async (user) => {
        if (user) saved.push(user);
        onboarding();
      }}
    />,
    { api: fake.api, language },
  );
  const text = SIGNUP_TEXT[language];
  await ui.user.click(await screen.findByRole('radio', { name: text.category }));
  await ui.user.click(await screen.findByRole('checkbox', { name: text.jobType }));
  return { ...fake, ui, text, saved, onboarding };
}
export type SignupPage = Awaited<ReturnType<typeof showSignupPage>>;

/** Types the email and the password and presses the sign-up button. */
export async function submitEmailSignup({ ui, text }: SignupPage) {
  await ui.user.type(screen.getByLabelText(text.email), EMAIL);
  await ui.user.type(screen.getByLabelText(text.password, { exact: true }), PASSWORD);
  await ui.user.click(screen.getByRole('button', { name: text.submit }));
}

/** Types the number and its password in the phone section and presses its button: the section. */
export async function submitPhoneSignup({ ui, text }: SignupPage) {
  const section = screen.getByTestId('phone-signup');
  await ui.user.type(within(section).getByLabelText(text.phone, { exact: true }), PHONE);
  await ui.user.type(within(section).getByLabelText(text.phonePassword, { exact: true }), PASSWORD);
  await pressInPhoneSignup({ ui }, text.phoneSubmit);
  return section;
}

/** Presses the phone section's button named `name` (its submit, or a retry it became). */
export async function pressInPhoneSignup({ ui }: Pick<SignupPage, 'ui'>, name: string) {
  await ui.user.click(within(screen.getByTestId('phone-signup')).getByRole('button', { name }));
}
