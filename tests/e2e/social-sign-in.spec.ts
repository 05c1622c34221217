// Signing in with LINE end to end, with no outside service: the LINE button goes to the mock kit's
// stand-in LINE page (the companion's, mocks/social-provider.ts), which returns to the sign-in page with
// a code and the untouched state; the state's nonce is checked against the nonce cookie (used up), the
// code exchanged (POST /auth/social-sign-in) and the session stored as the email sign-in's. A tampered
// state is refused before anything is sent; LINE's access_denied and a refused code are said on the
// page, and the email form still signs in.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';

const EXCHANGE = '/api/auth/social-sign-in';
const STAND_IN = /\/mock-providers\/line\/authorize\?/;
const EMAIL = 'hanako@example.com';
const PASSWORD = 'correct-horse-battery';

const TEXT = {
  ja: {
    line: 'LINEでログイン',
    menu: 'アカウントメニュー',
    name: '佐藤 花子さん',
    signIn: 'ログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログインする',
    signOut: 'ログアウト',
    cancelled: 'LINEでのログインはキャンセルされました。',
    refused: 'このログインを確認できませんでした',
    failed: 'LINEでログインできませんでした。',
  },
  en: {
    line: 'Continue with LINE',
    menu: 'Account menu',
    name: 'Hanako Sato',
    signIn: 'Sign in',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    cancelled: 'Signing in with LINE was cancelled.',
    refused: 'We could not confirm this sign-in',
    failed: 'We could not sign you in with LINE.',
  },
} as const;
type Language = keyof typeof TEXT;

/** The exchange calls the page makes. */
function exchanges(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EXCHANGE) seen.push(request.postData() ?? '');
  });
  return seen;
}

/** From the sign-in page, through the LINE button, to the stand-in LINE page. */
async function toStandIn(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXT[language].line }).click();
  await expect(page).toHaveURL(STAND_IN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LINE (mock)');
}

const nonceCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'nonce');

/** The email form still signs in. */
async function signInByEmail(page: Page, language: Language) {
  const text = TEXT[language];
  await page.getByLabel(text.email).fill(EMAIL);
  await page.getByLabel(text.password).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('navigation', { name: text.menu })).toContainText(text.name);
}

test('ja: the LINE button, the stand-in page, and back signed in on the start page', async ({ page }) => {
  const sent = exchanges(page);
  await page.goto('/sign-in');
  await toStandIn(page, 'ja');
  expect((await nonceCookie(page))?.value).toMatch(/^[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'サインイン as test user' }).click();

  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('navigation', { name: TEXT.ja.menu })).toContainText(TEXT.ja.name);
  await expect(page.getByRole('button', { name: TEXT.ja.signOut })).toBeVisible();
  // One exchange, of the stand-in's code with this page's return address; the nonce cookie is used up.
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toEqual({
    provider: 'line',
    code: expect.stringMatching(/^line-stand-in-client-[0-9a-f]{32}$/),
    redirectUri: `${new URL(page.url()).origin}/sign-in`,
  });
  expect(await nonceCookie(page)).toBeUndefined();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as unknown);
  expect(stored).toMatchObject({
    uid: 'user-client-1',
    token: expect.any(String),
    expires: expect.any(Number),
  });
});

test('en: back from LINE to the English page the sign-in was asked for, signed in', async ({ page }) => {
  await page.goto(`/en/sign-in?redirect=${encodeURIComponent('/en/account')}`);
  await toStandIn(page, 'en');
  // LINE returns to the English sign-in page.
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toMatch(/\/en\/sign-in$/);
  await page.getByRole('button', { name: 'サインイン as test user' }).click();

  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: TEXT.en.menu })).toContainText(TEXT.en.name);
});

for (const language of ['ja', 'en'] as const) {
  const text = TEXT[language];
  const signInPath = language === 'en' ? '/en/sign-in' : '/sign-in';

  test(`${language}: a tampered state is refused before any exchange, nobody is signed in`, async ({
    page,
  }) => {
    const sent = exchanges(page);
    await page.goto(signInPath);
    await toStandIn(page, language);
    // The state comes back with another nonce (as a state from someone else's sign-in would).
    await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
      const decoded = JSON.parse(atob(input.value.replace(/-/g, '+').replace(/_/g, '/'))) as {
        nonce: string;
      };
      decoded.nonce = '0123456789abcdef0123456789abcdef';
      input.value = btoa(JSON.stringify(decoded)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    });
    await page.getByRole('button', { name: 'サインイン as test user' }).click();

    await expect(page.getByRole('alert')).toContainText(text.refused);
    // The address loses what LINE added; nothing was exchanged, nobody signed in, the cookie is used up.
    await expect(page).toHaveURL(new RegExp(`${signInPath}$`));
    expect(sent).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: text.signIn })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect(await nonceCookie(page)).toBeUndefined();
    await signInByEmail(page, language);
  });

  test(`${language}: LINE's access_denied is said on the page, and the email form still signs in`, async ({
    page,
  }) => {
    const sent = exchanges(page);
    const account = language === 'en' ? '/en/account' : '/account';
    await page.goto(`${signInPath}?redirect=${encodeURIComponent(account)}`);
    await toStandIn(page, language);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('alert')).toContainText(text.cancelled);
    // What LINE added is gone; the page to go back to stays, for the email sign-in.
    await expect(page).toHaveURL(new RegExp(`${signInPath}\\?redirect=${encodeURIComponent(account)}$`));
    expect(sent).toEqual([]);
    expect(await nonceCookie(page)).toBeUndefined();
    await signInByEmail(page, language);
    await expect(page).toHaveURL(new RegExp(`${account}$`));
  });
}

test('a code LINE did not issue is refused by the exchange: the message, nobody signed in', async ({
  page,
}) => {
  const sent = exchanges(page);
  await page.goto('/sign-in');
  await toStandIn(page, 'ja');
  // Back with the right state but a code of nobody's.
  const state = new URL(page.url()).searchParams.get('state') ?? '';
  await page.goto(`/sign-in?code=forged-code&state=${encodeURIComponent(state)}`);

  await expect(page.getByRole('alert')).toContainText(TEXT.ja.failed);
  expect(sent).toHaveLength(1);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await signInByEmail(page, 'ja');
});
