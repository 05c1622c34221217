// Signing in from the header's link returns to the page the visitor was on, in its language; a
// `redirect` that is not a path of this site is never followed.
import { expect, test } from '../helpers/e2e-test';

const EMAIL = 'hanako@example.com';
const PASSWORD = 'correct-horse-battery';
const PAGE = '/home/cleaning/house-cleaning/tokyo?page=2';

test('signing in from the header of a marketing page comes back to it', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のハウスクリーニング');
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fhome%2Fcleaning%2Fhouse-cleaning%2Ftokyo%3Fpage%3D2$/);
  // Came of the visitor's own accord: no "sign in to see this page".
  await expect(page.getByRole('main')).not.toContainText('このページを見るには');
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();

  await expect(page).toHaveURL(new RegExp(`${PAGE.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のハウスクリーニング');
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
});

test('signing in from the header of an English page comes back to the English page', async ({ page }) => {
  await page.goto(`/en${PAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tokyo/);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    /\/en\/sign-in\?redirect=%2Fen%2Fhome%2Fcleaning%2Fhouse-cleaning%2Ftokyo%3Fpage%3D2$/,
  );
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/en${PAGE.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

for (const unsafe of [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
]) {
  test(`a redirect to ${unsafe} lands on the start page`, async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
    });
    await page.goto(`/sign-in?redirect=${encodeURIComponent(unsafe)}`);
    await page.getByLabel('メールアドレス').fill(EMAIL);
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    expect(outside).toEqual([]);
  });
}
