// @vitest-environment jsdom
// A step's save answered 401 (the pro's session ended): the sign-in page takes the onboarding's
// place, as for any signed-in page, and what the pro typed on the step is not lost with it — signed
// in again as the same pro, the step shows it back and says so, in the page's language, until it
// is saved. Signed in as someone else, none of it is shown (nor kept). With the real session, the
// real `_auth` layout, sign-in page and onboarding route, and a fake API (the 401 ends the session
// as the API client's hook does); and, for the photo step, the onboarding alone shown again.
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type AuthToken, type User } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { createAuthStore, type AuthSession, type AuthStore } from '../../../../src/features/auth/store';
import { OnboardingFrom, onboardingApi, onboardingApp, proWithArea } from '../../../helpers/pro-onboarding';
import { renderUi } from '../../../helpers/render-ui';
import { addressOf } from '../../../helpers/session-app';
import { aTabPerTest } from '../../../helpers/other-tabs';

vi.mock('../../../../src/lib/monitoring');
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));
configure({ asyncUtilTimeout: 10_000 });

aTabPerTest();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PASSWORD = 'correct-horse-battery';
const TEXT = {
  ja: {
    last: '姓（漢字）',
    first: '名（漢字）',
    save: '保存して次へ',
    email: 'メールアドレス',
    password: 'パスワード',
    signIn: 'ログインする',
    kept: 'ログインの有効期限が切れる前に入力した内容を残しています',
    name: ['山田', '太郎'],
    saved: 'fullNameKanji',
  },
  en: {
    last: 'Last name (English)',
    first: 'First name (English)',
    save: 'Save and continue',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    kept: 'We kept what you entered before your session ended',
    name: ['Smith', 'Anna'],
    saved: 'fullNameEnglish',
  },
} as const;

/**
 * Two pros at the basic-info step, and an API that knows them: sign-in by email, the user of the
 * token in use, their saves. The first basic-info save answers 401 (and ends the session, as the
 * API client's hook does); later ones save.
 */
function world() {
  const pros: Record<string, User> = {
    'user-pro-kept': proWithArea('user-pro-kept'),
    'user-pro-other': proWithArea('user-pro-other'),
  };
  const tokens = new Map<string, string>();
  let issued = 0;
  let refuseNextSave = true;
  // The session's store, made first: its token is the one the calls carry (as the client's header).
  const store = createAuthStore();
  let session: AuthSession | undefined;
  const saves: unknown[] = [];
  const token = () => store.getState().token;
  const GET = vi.fn(async (path: string, init?: { params?: { path?: { id?: string } } }) => {
    if (path === '/auth/current-user') return { data: pros[tokens.get(token() ?? '') ?? ''] };
    if (path === '/users/{id}') return { data: pros[init?.params?.path?.id ?? ''] };
    return { data: [] };
  });
  const POST = vi.fn(async (path: string, init: { body: Record<string, unknown> }) => {
    if (path === '/auth/sign-in') {
      const found = Object.values(pros).find((pro) => pro.email === init.body.email);
      if (!found || init.body.password !== PASSWORD) throw new ApiError('POST /auth/sign-in', 401, undefined);
      const fresh: AuthToken = { token: `tok-${++issued}`, uid: found.id, expires: Date.now() + 3_600_000 };
      tokens.set(fresh.token, found.id);
      return { data: fresh };
    }
    const uid = tokens.get(token() ?? '') ?? '';
    if (path === '/users/{id}/basic-info' && refuseNextSave) {
      refuseNextSave = false;
      const refused = token();
      if (refused) session?.tokenRefused(refused);
      throw new ApiError('POST /users/{id}/basic-info', 401, undefined);
    }
    saves.push(init.body);
    if (path === '/users/{id}/basic-info') {
      const pro = pros[uid]!;
      pros[uid] = { ...pro, profile: { ...pro.profile, ...(init.body.profile as User['profile']) } };
    }
    return { data: pros[uid] };
  });
  const api = { GET, POST } as unknown as ApiClient;
  /** Signed in as `id` (stored, as after an earlier sign-in), the session loaded. */
  const signedInAs = async (id: string) => {
    const fresh = { token: `tok-${++issued}`, uid: id, expires: Date.now() + 3_600_000 };
    tokens.set(fresh.token, id);
    localStorage.setItem('auth', JSON.stringify(fresh));
    session = createAuthSession({ api, store });
    await session.ready;
    expect(session.store.getState().currentUser?.id).toBe(id);
    return session;
  };
  return { pros, api, saves, signedInAs };
}

/**
 * `who` at the basic-info step types a name and saves; the save answers 401 and the sign-in page
 * takes the step's place. Answers the world, the router and the page's texts.
 */
async function typedThenSessionEnded(language: 'ja' | 'en') {
  const text = TEXT[language];
  const w = world();
  const session = await w.signedInAs('user-pro-kept');
  const prefix = language === 'en' ? '/en' : '';
  const { router, show } = onboardingApp(
    [`${prefix}/pro/onboarding?step=basicInfo`],
    session,
    w.api,
    language,
  );
  await router.load();
  show();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(text.last), text.name[0]);
  await user.type(screen.getByLabelText(text.first), text.name[1]);
  await user.click(screen.getByRole('button', { name: text.save }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(addressOf(router)).toBe(
    `${prefix}/sign-in?redirect=${encodeURIComponent(`${prefix}/pro/onboarding?step=basicInfo`)}`,
  );
  /** Signs in on the sign-in page with `email`, and waits for the onboarding's step. */
  const signInAgain = async (email: string) => {
    await user.type(await screen.findByLabelText(text.email), email);
    await user.type(screen.getByLabelText(text.password), PASSWORD);
    await user.click(screen.getByRole('button', { name: text.signIn }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pro/onboarding'));
    return (await screen.findByLabelText(text.last)) as HTMLInputElement;
  };
  return { ...w, session, router, user, text, signInAgain };
}

describe('a step whose save found the session ended', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) signed in again as the same pro: the step shows what was typed, says it was kept, and forgets it once saved',
    async (language) => {
      const page = await typedThenSessionEnded(language);
      const { text } = page;
      const last = await page.signInAgain('user-pro-kept@example.jp');
      expect(last.value).toBe(text.name[0]);
      expect((screen.getByLabelText(text.first) as HTMLInputElement).value).toBe(text.name[1]);
      expect(screen.getByTestId('step-input-kept').textContent).toContain(text.kept);
      // Said above the step, as the page's start (the focus is not moved on arrival).
      expect(screen.getByTestId('onboarding').getAttribute('data-step')).toBe('basicInfo');
      expect(document.activeElement).not.toBe(last);

      await page.user.click(screen.getByRole('button', { name: text.save }));
      await vi.waitFor(() =>
        expect(screen.getByTestId('onboarding').getAttribute('data-step')).toBe('avatar'),
      );
      expect(page.saves[0]).toMatchObject({
        profile: { [text.saved]: { last: text.name[0], first: text.name[1] } },
      });
      expect(screen.queryByTestId('step-input-kept')).toBeNull();
    },
  );

  it('signed in as another pro: none of it is shown, nor said', async () => {
    const page = await typedThenSessionEnded('ja');
    const last = await page.signInAgain('user-pro-other@example.jp');
    expect(page.session.store.getState().currentUser?.id).toBe('user-pro-other');
    expect(last.value).toBe('');
    expect((screen.getByLabelText(page.text.first) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('step-input-kept')).toBeNull();
    expect(screen.queryByDisplayValue('山田')).toBeNull();

    // Nor kept for the first pro's return: the other pro's onboarding has dropped it.
    page.session.tokenRefused(page.session.store.getState().token ?? '');
    await vi.waitFor(() => expect(page.router.state.location.pathname).toBe('/sign-in'));
    const again = await page.signInAgain('user-pro-kept@example.jp');
    expect(page.session.store.getState().currentUser?.id).toBe('user-pro-kept');
    expect(again.value).toBe('');
    expect(screen.queryByTestId('step-input-kept')).toBeNull();
  });
});

describe('the photo step whose save found the session ended', () => {
  const named = (id: string) =>
    proWithArea(id, { profile: { isCompany: false, fullNameKanji: { last: '山田', first: '太郎' } } });
  // The server refuses the pro's token: the session ends (as the API client's hook has it do,
  // before the call's caller hears of the 401), marked `expired`.
  const refused = () => {
    context.auth.store.setState({ expired: true });
    return Promise.reject(new ApiError('POST /upload/profile-photo', 401, undefined));
  };
  const URL_TYPED = 'https://example.com/me.png';
  // The page's session (its auth store, in the root context), which the input is kept with.
  let context: { auth: { store: AuthStore } };
  beforeEach(() => {
    context = { auth: { store: createAuthStore() } };
  });

  /** `pro`'s onboarding alone at the photo step, in the page's session; `saves` answers its saves. */
  const photoStep = (pro: User, saves?: (path: unknown) => Promise<unknown>) =>
    renderUi(<OnboardingFrom pro={pro} step="avatar" />, { api: onboardingApi(pro, saves), context });
  const urlField = async () =>
    (await screen.findByLabelText('またはSNSのプロフィール画像のURL')) as HTMLInputElement;
  const save = (page: Awaited<ReturnType<typeof photoStep>>) =>
    page.user.click(screen.getByRole('button', { name: '保存して次へ' }));

  /** `pro` at the photo step types a URL and saves it, and `saves` fails the save: the failure said. */
  async function typedThenFailed(pro: User, saves: (path: unknown) => Promise<unknown>) {
    const page = await photoStep(pro, saves);
    await page.user.type(await urlField(), URL_TYPED);
    await save(page);
    return { page, failure: await screen.findByTestId('step-failure') };
  }

  /** `pro`'s photo step shown afresh: none of the URL typed is shown, nor said to be kept. */
  async function nothingKeptFor(pro: User) {
    await photoStep(pro);
    expect((await urlField()).value).toBe('');
    expect(screen.queryByTestId('step-input-kept')).toBeNull();
  }

  it('gives the URL typed back to the same pro’s onboarding only, once', async () => {
    const pro = named('user-pro-photo');
    const { failure } = await typedThenFailed(pro, refused);
    expect(failure.textContent).toContain('ログインの有効期限が切れました');
    cleanup();

    const again = await photoStep(pro);
    expect((await urlField()).value).toBe(URL_TYPED);
    expect(screen.getByTestId('step-input-kept')).toBeTruthy();
    again.unmount();

    // Once: the next onboarding shown (here the same pro's again, after a reload of the step) has none.
    await nothingKeptFor(pro);
  });

  it('saved after all on the same page (the session went on): nothing is kept any more', async () => {
    const pro = named('user-pro-photo');
    let refuse = true;
    const saves = (path: unknown) => {
      if (refuse) {
        refuse = false;
        return refused();
      }
      return Promise.resolve({
        data:
          path === '/upload/profile-photo'
            ? { url: URL_TYPED, avatarMeta: { source: 'social' } }
            : { ...pro, proRegistrationStep: 'confirm', profile: { ...pro.profile, avatar: URL_TYPED } },
      });
    };
    const { page } = await typedThenFailed(pro, saves);
    await save(page);
    await vi.waitFor(() =>
      expect(screen.getByTestId('onboarding').getAttribute('data-step')).toBe('confirm'),
    );
    cleanup();

    await nothingKeptFor(pro);
  });

  it('a 401 answering a save sent after the pro signed out (without a token) keeps nothing', async () => {
    const pro = named('user-pro-photo');
    // Signed out here or in another tab while the step's save ran: its call went without a token,
    // the server answered 401, and no session ended by it.
    const unsigned = () => Promise.reject(new ApiError('POST /upload/profile-photo', 401, undefined));
    await typedThenFailed(pro, unsigned);
    cleanup();

    await nothingKeptFor(pro);
  });

  it('another pro’s onboarding shows none of it', async () => {
    await typedThenFailed(named('user-pro-photo'), refused);
    cleanup();

    await nothingKeptFor(named('user-pro-photo-other'));
  });
});
