// The sign-in page's form, as the end-to-end journeys fill it (the page is open: /sign-in, or a page
// that sent the visitor there), in Japanese and English.
import type { Page } from '@playwright/test';
import { expect } from './e2e-test';

export type SignInLanguage = 'ja' | 'en';

/** The sign-in form's labels and the header's sign-out, by language. */
export const SIGN_IN_LABELS = {
  ja: { email: 'メールアドレス', password: 'パスワード', submit: 'ログインする', signOut: 'ログアウト' },
  en: { email: 'Email address', password: 'Password', submit: 'Sign in', signOut: 'Sign out' },
} as const;

/** Types the email and the password and presses the button; what the page answers is the caller's. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  language: SignInLanguage = 'ja',
) {
  const text = SIGN_IN_LABELS[language];
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.submit }).click();
}

/**
 * Signs in and waits until it has: the form has gone and the header shows the signed-in user (the
 * session is stored and loaded), so a page opened next sees the user. At a tablet's width or wider
 * (on a phone the header's sign-out folds behind the user's picture).
 */
export async function signIn(page: Page, email: string, password: string, language: SignInLanguage = 'ja') {
  const text = SIGN_IN_LABELS[language];
  await submitSignIn(page, email, password, language);
  await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: text.signOut })).toBeVisible();
}

/** The fixtures' signed-in users: a client and a pro, with their mock-kit tokens. */
const STORED_SESSIONS = {
  client: { token: 'tok-client-1', uid: 'user-client-1' },
  pro: { token: 'tok-pro-1', uid: 'pro-0001' },
} as const;

/**
 * Every document the page opens from now on starts signed in as `who`: the session is in storage
 * (valid until 2100) before the app reads it, as after an earlier sign-in.
 */
export async function startSignedIn(page: Page, who: keyof typeof STORED_SESSIONS = 'client') {
  await page.addInitScript(({ token, uid }) => {
    localStorage.setItem('auth', JSON.stringify({ token, uid, expires: 4102444800000 }));
    localStorage.setItem('uid', uid);
  }, STORED_SESSIONS[who]);
}
