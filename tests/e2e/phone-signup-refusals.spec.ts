// Registering as a pro by phone when the stateful mock refuses it, in Japanese and English: a number
// already registered (409 PHONE_NUMBER_ALREADY_REGISTERED) says so with a way to sign in, and a
// verification token the provider did not issue for the number (400 INVALID_PHONE_VERIFICATION_TOKEN,
// here a token changed on its way) asks to verify again — the next press does, and registers.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';

const PASSWORD = 'correct-horse-battery';
const PHONE = '090-3841-2976';

const TEXT = {
  ja: {
    path: '/pro/signup',
    category: '住宅・リフォーム',
    jobType: 'ハウスクリーニング',
    phone: '電話番号',
    password: 'パスワード（電話番号での登録用）',
    submit: '電話番号で登録する',
    widgetTitle: '電話番号の確認（モック）',
    code: '確認コード',
    confirm: '確認する',
    taken: 'この電話番号はすでに登録されています。',
    signIn: 'ログインする',
    refused: '電話番号の確認が受け付けられませんでした',
    onboarding: /\/pro\/onboarding$/,
  },
  en: {
    path: '/en/pro/signup',
    category: 'Home',
    jobType: 'House cleaning',
    phone: 'Phone number',
    password: 'Password for phone sign-up',
    submit: 'Register with phone number',
    widgetTitle: 'Verify your phone number (mock)',
    code: 'Verification code',
    confirm: 'Verify',
    taken: 'This phone number is already registered.',
    signIn: 'Sign in',
    refused: 'The phone number verification was not accepted',
    onboarding: /\/en\/pro\/onboarding$/,
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

/** Picks a job type, types the number and the password, and presses the phone registration's button. */
async function fillAndSubmit(page: Page, text: Text) {
  await page.goto(text.path);
  await page.getByRole('radio', { name: text.category }).check();
  await page.getByTestId('job-type-tree').getByRole('checkbox', { name: text.jobType, exact: true }).check();
  const section = page.getByTestId('phone-signup');
  await section.getByLabel(text.phone, { exact: true }).fill(PHONE);
  await section.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: text.submit }).click();
}

/** The stand-in widget's dialog, answered with its code. */
async function verify(page: Page, text: Text) {
  const widget = page.getByRole('dialog', { name: text.widgetTitle });
  await widget.getByLabel(text.code).fill('123456');
  await widget.getByRole('button', { name: text.confirm }).click();
  await expect(widget).toHaveCount(0);
}

for (const language of ['ja', 'en'] as const) {
  const text = TEXT[language];

  test(`a phone number already registered is said, with a way to sign in (${language})`, async ({
    page,
    request,
  }) => {
    // The number registered before (the app's stub token for it, as a build without the widget sends).
    // Built by hand, not by the app: it does not count as the app's call (`x-coverage: manual`).
    const earlier = await request.post('/api/auth/register', {
      headers: { 'x-coverage': 'manual' },
      data: {
        mode: 'phoneNumberRegistration',
        loginPhoneNumber: '09038412976',
        password: PASSWORD,
        phoneNumberVerificationToken: 'stub-phone-verification:2976',
      },
    });
    expect(earlier.status()).toBe(201);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await fillAndSubmit(page, text);
    await verify(page, text);
    const answer = await answered;
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
      'PHONE_NUMBER_ALREADY_REGISTERED',
    );
    const section = page.getByTestId('phone-signup');
    const taken = section.getByTestId('phone-taken');
    await expect(taken).toContainText(text.taken);
    await expect(taken.getByRole('link', { name: text.signIn })).toHaveAttribute(
      'href',
      language === 'en' ? '/en/sign-in' : '/sign-in',
    );
    // Still here, with what was typed.
    await expect(page).toHaveURL(new RegExp(`${text.path}$`));
    await expect(section.getByLabel(text.phone, { exact: true })).toHaveValue(PHONE);
  });

  test(`a verification the server refuses asks to verify again, and the next try registers (${language})`, async ({
    page,
  }) => {
    // The widget's token changed on its way: not one the provider issued for this number.
    await page.route('**/api/auth/register', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, phoneNumberVerificationToken: 'pv-forged' }),
      });
    });
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await fillAndSubmit(page, text);
    await verify(page, text);
    expect((await refused).status()).toBe(400);
    const section = page.getByTestId('phone-signup');
    await expect(section.getByTestId('phone-verification-refused')).toContainText(text.refused);
    await expect(page).toHaveURL(new RegExp(`${text.path}$`));

    await page.unroute('**/api/auth/register');
    await section.getByRole('button', { name: text.submit }).click();
    await verify(page, text);
    await expect(page).toHaveURL(text.onboarding);
  });
}
