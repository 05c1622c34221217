// The pro sign-up's phone registration, as the end-to-end journeys fill it, with the mock kit's
// stand-in phone-login widget (VITE_PHONE_LOGIN_WIDGET_URL in .env.mock), in Japanese and English.
import type { Page } from '@playwright/test';
import { expect } from './e2e-test';

export const PASSWORD = 'correct-horse-battery';
/** A number the stand-in verifies (its last four digits are in its dialog and in its token). */
export const PHONE = '090-3841-2976';

/** The page's and the stand-in widget's texts, by language (a spec adds the ones only it reads). */
export const PHONE_SIGNUP_TEXT = {
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
    onboarding: /\/pro\/onboarding\?step=area$/,
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
    onboarding: /\/en\/pro\/onboarding\?step=area$/,
  },
} as const;
type PhoneSignupText = (typeof PHONE_SIGNUP_TEXT)[keyof typeof PHONE_SIGNUP_TEXT];

/** On the open sign-up page: picks house cleaning, types the number and the password (not sent). */
export async function fillPhoneSignup(page: Page, text: PhoneSignupText) {
  await page.getByRole('radio', { name: text.category }).check();
  const chip = page.getByTestId('job-type-tree').getByRole('checkbox', { name: text.jobType, exact: true });
  await chip.check();
  await expect(chip).toBeChecked();
  const section = page.getByTestId('phone-signup');
  await section.getByLabel(text.phone, { exact: true }).fill(PHONE);
  await section.getByLabel(text.password, { exact: true }).fill(PASSWORD);
}

/** The stand-in widget's dialog, answered with its code: it verifies and closes. */
export async function verifyPhone(page: Page, text: PhoneSignupText) {
  const widget = page.getByRole('dialog', { name: text.widgetTitle });
  await widget.getByLabel(text.code).fill('123456');
  await widget.getByRole('button', { name: text.confirm }).click();
  await expect(widget).toHaveCount(0);
}
