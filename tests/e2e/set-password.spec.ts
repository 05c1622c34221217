// The password-set email's link, end to end against the stateful mock kit: a client registered by email
// only (the request form's on-the-fly registration, mode client, no password) opens
// /set-password?uid=…&token=…, sets a password by the account page's rules, and signs in with it, in
// Japanese and English. A lost connection keeps what was typed and retries; a token the server no
// longer knows (404) and a link without its token say so and what to do, with no form.
import type { APIRequestContext } from '@playwright/test';
import { buildDataset } from '../../fixtures/dataset';
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';
import { signIn, SIGN_IN_LABELS, submitSignIn } from '../helpers/sign-in';

const fixtures = buildDataset();
const { uid, token } = fixtures.passwordSet;
const NEW_PASSWORD = 'a-password-from-the-link';

const text = {
  ja: {
    title: 'パスワードの設定',
    password: '新しいパスワード',
    confirmation: '新しいパスワード（確認）',
    save: 'パスワードを設定する',
    mismatch: '確認用のパスワードが一致しません',
    done: 'パスワードを設定しました。',
    toSignIn: 'ログインページへ',
    offline: '通信環境をご確認のうえ、もう一度お試しください。',
    retry: 'もう一度送信する',
    invalid: 'このリンクは無効か、有効期限が切れています。',
    incomplete: 'このリンクは完全ではありません。',
  },
  en: {
    title: 'Set your password',
    password: 'New password',
    confirmation: 'New password (again)',
    save: 'Set password',
    mismatch: 'The passwords do not match',
    done: 'Your password is set.',
    toSignIn: 'Go to sign-in',
    offline: 'Please check your internet connection and try again.',
    retry: 'Try again',
    invalid: 'This link is no longer valid: it has expired or has already been used.',
    incomplete: 'This link is incomplete.',
  },
} as const;
type Language = keyof typeof text;
const prefix = (language: Language) => (language === 'en' ? '/en' : '');

// What a journey writes (its own test's scope) is forgotten before and after it.
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

/** Registers a client by email only, as the request form does on the fly: no password to sign in with. */
async function registerByEmailOnly(request: APIRequestContext, email: string) {
  // Built by hand, not by the app: it does not count as the app's call (`x-coverage: manual`).
  const answer = await request.post('/api/auth/register', {
    data: { mode: 'client', email },
    headers: { 'x-coverage': 'manual' },
  });
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { uid: string }).uid).toBe(uid);
}

for (const language of ['ja', 'en'] as const) {
  const t = text[language];

  test(`a client registered by email sets a password from the link and signs in with it (${language})`, async ({
    page,
    request,
  }) => {
    const email = `set-password.${language}@example.jp`;
    await registerByEmailOnly(request, email);
    await page.goto(`${prefix(language)}/set-password?uid=${uid}&token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The account page's rules: the two must match.
    const password = page.getByLabel(t.password, { exact: true });
    const confirmation = page.getByLabel(t.confirmation);
    await password.fill(NEW_PASSWORD);
    await confirmation.fill('something-else');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await confirmation.fill(NEW_PASSWORD);

    // The connection drops on the first try: said, with a retry, and what was typed stays.
    let dropped = false;
    await page.route('**/api/users/*/password', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: t.save }).click();
    const failure = page.getByTestId('set-password-failed');
    await expect(failure).toContainText(t.offline);
    await expect(password).toHaveValue(NEW_PASSWORD);
    await expect(confirmation).toHaveValue(NEW_PASSWORD);

    const sent = page.waitForRequest(
      (sentRequest) =>
        sentRequest.method() === 'POST' && sentRequest.url().endsWith(`/api/users/${uid}/password`),
    );
    await failure.getByRole('button', { name: t.retry }).click();
    expect((await sent).postDataJSON()).toEqual({ password: NEW_PASSWORD, token });
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    await expect(page.getByLabel(t.password, { exact: true })).toHaveCount(0);

    // The link to sign in, in the page's language; the new password signs in.
    await page.getByRole('link', { name: t.toSignIn }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/sign-in$`));
    await signIn(page, email, NEW_PASSWORD, language);
  });

  test(`a link the server no longer knows, or one without its token, says so with no form (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix(language)}/set-password?uid=${uid}&token=pwset-expired`);
    await page.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.confirmation).fill(NEW_PASSWORD);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/users/${uid}/password`),
    );
    await page.getByRole('button', { name: t.save }).click();
    expect((await answered).status()).toBe(404);
    await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();
    await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.toSignIn })).toBeVisible();
    // Nothing was set: the password typed does not sign in.
    await page.getByRole('link', { name: t.toSignIn }).click();
    await submitSignIn(page, fixtures.sessions.newClient.email, NEW_PASSWORD, language);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: SIGN_IN_LABELS[language].signOut }),
    ).toHaveCount(0);

    await page.goto(`${prefix(language)}/set-password?uid=${uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('alert').filter({ hasText: t.incomplete })).toBeVisible();
    await expect(page.getByLabel(t.password, { exact: true })).toHaveCount(0);
  });
}

test('the set-password page, its form and its invalid link, has no axe violations of any impact', async ({
  page,
}) => {
  for (const [path, ready] of [
    [`/set-password?uid=${uid}&token=${token}`, text.ja.save],
    [`/set-password?uid=${uid}`, text.ja.incomplete],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready)).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
