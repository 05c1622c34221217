// Registering as a pro by phone when the stateful mock refuses it, in Japanese and English: a number
// already registered (409 PHONE_NUMBER_ALREADY_REGISTERED) says so and what to do instead — no link to
// the sign-in page, which takes no phone number (the contract has no phone sign-in) — and a
// verification token the provider did not issue for the number (400 INVALID_PHONE_VERIFICATION_TOKEN,
// here a token changed on its way) asks to verify again — the next press does, and registers.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';
import { fillPhoneSignup, PASSWORD, PHONE, PHONE_SIGNUP_TEXT, verifyPhone } from '../helpers/phone-signup';

const TEXT = {
  ja: {
    ...PHONE_SIGNUP_TEXT.ja,
    taken: 'この電話番号はすでに登録されています。',
    instead: 'メールアドレスで登録してください',
    refused: '電話番号の確認が受け付けられませんでした',
  },
  en: {
    ...PHONE_SIGNUP_TEXT.en,
    taken: 'This phone number is already registered.',
    instead: 'sign up with your email address',
    refused: 'The phone number verification was not accepted',
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

/** Opens the sign-up page, fills the phone registration and presses its button. */
async function fillAndSubmit(page: Page, text: Text) {
  await page.goto(text.path);
  await fillPhoneSignup(page, text);
  await page.getByTestId('phone-signup').getByRole('button', { name: text.submit }).click();
}

for (const language of ['ja', 'en'] as const) {
  const text = TEXT[language];

  test(`a phone number already registered is said, with what to do instead (${language})`, async ({
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
    await verifyPhone(page, text);
    const answer = await answered;
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
      'PHONE_NUMBER_ALREADY_REGISTERED',
    );
    const section = page.getByTestId('phone-signup');
    const taken = section.getByTestId('phone-taken');
    await expect(taken).toContainText(text.taken);
    await expect(taken).toContainText(text.instead);
    await expect(taken.getByRole('link')).toHaveCount(0);
    // The message takes the focus once the widget's dialog has closed.
    await expect(taken).toBeFocused();
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
    await verifyPhone(page, text);
    expect((await refused).status()).toBe(400);
    const section = page.getByTestId('phone-signup');
    await expect(section.getByTestId('phone-verification-refused')).toContainText(text.refused);
    await expect(page).toHaveURL(new RegExp(`${text.path}$`));

    await page.unroute('**/api/auth/register');
    await section.getByRole('button', { name: text.submit }).click();
    await verifyPhone(page, text);
    await expect(page).toHaveURL(text.onboarding);
  });
}
