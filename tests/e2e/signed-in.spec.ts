// The signed-in platform, end to end against the mock kit: sign in, the bell, a notification
// pushed live over the socket, opening it (read + its target), mark all read, sign out — and the
// session taken from the auth cookie, an expired stored session ended, and a rate-limited sign-in.
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { companionOrigin } from '../helpers/e2e-ports';

const COMPANION = companionOrigin;
const EMAIL = 'hanako@example.com';
const PASSWORD = 'correct-horse-battery';
const USER_ID = 'user-client-1';

async function signIn(page: Page) {
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
}

async function storedAuth(page: Page) {
  return page.evaluate(() => ({
    auth: localStorage.getItem('auth'),
    uid: localStorage.getItem('uid'),
    cookie: document.cookie,
  }));
}

test('sign in, live notification, open it, mark all read, sign out', async ({ page, request }) => {
  await request.delete(`${COMPANION}/__sinks`);
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fbilling/);
  await signIn(page);

  // Back where the visitor wanted to go, signed in.
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お支払い・ポイント');
  const bell = page.getByRole('button', { name: /お知らせ（未読\d+件）/ });
  await expect(bell).toBeVisible();
  // Notifications and announcements load beside the page: wait for both (the fixture client has 6
  // unread notifications and 2 unread announcements).
  const before = 8;
  await expect(page.getByTestId('unread-count')).toHaveText(String(before));

  // The socket is authenticated: a pushed notification appears without a reload.
  await expect
    .poll(async () =>
      (
        (await (await request.get(`${COMPANION}/__mock/socket-log`)).json()) as {
          event: string;
          uid?: string;
        }[]
      ).some((entry) => entry.event === 'authenticate' && entry.uid === USER_ID),
    )
    .toBe(true);
  const pushed = {
    id: 'ntf-live-e2e',
    time: new Date().toISOString(),
    isRead: false,
    action: 'applyRequest',
    actor: { id: 'pro-0001', name: 'ライブ清掃サービス' },
    data: { requestId: 'req-9001', applyId: 'apl-9001' },
  };
  const push = await request.post(`${COMPANION}/__mock/push`, {
    data: { userId: USER_ID, event: 'newNotification', payload: pushed },
  });
  // At least this page's socket: a test in the other worker may have a page signed in as the same
  // fixture user at that moment (the mock delivers to every socket of the user). The count below is
  // what shows this page got it.
  expect(((await push.json()) as { delivered: number }).delivered).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('unread-count')).toHaveText(String(before + 1));

  // Opening it marks it read and lands on its target.
  await bell.click();
  await page.getByRole('button', { name: /ライブ清掃サービス/ }).click();
  await expect(page).toHaveURL(/\/request\/req-9001\/apply\/apl-9001\?activePage=message$/);
  await expect(page.getByTestId('active-page')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText(String(before));

  // Mark all read: the timestamp rule leaves nothing unread among the notifications.
  await page.getByRole('button', { name: /お知らせ（未読\d+件）/ }).click();
  await page.getByRole('button', { name: 'すべて既読にする', exact: true }).click();
  const announcementsUnread = 2;
  await expect(page.getByTestId('unread-count')).toHaveText(String(announcementsUnread));

  // Sign out: the companion hears unauthenticate; no auth data is left in storage or cookies.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${COMPANION}/__mock/socket-log`)).json()) as {
            event: string;
            uid?: string;
          }[]
        ).some((entry) => entry.event === 'unauthenticate' && entry.uid === USER_ID),
      { timeout: 20_000 },
    )
    .toBe(true);
  const left = await storedAuth(page);
  expect(left.auth).toBeNull();
  expect(left.uid).toBeNull();
  expect(left.cookie).not.toMatch(/(^|; )auth=/);
});

test('a valid auth cookie signs the visitor in through session sync', async ({ page, context }) => {
  const auth = { token: 'tok-client-1', uid: USER_ID, expires: Date.parse('2030-01-01T00:00:00Z') };
  await context.addCookies([
    { name: 'auth', value: encodeURIComponent(JSON.stringify(auth)), domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto('/start');
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  const stored = await storedAuth(page);
  expect(JSON.parse(stored.auth ?? '{}')).toEqual(auth);
  expect(stored.uid).toBe(USER_ID);
  expect(stored.cookie).not.toMatch(/(^|; )auth=/);
});

test('an expired stored session is logged out', async ({ page }) => {
  await page.goto('/start');
  await page.evaluate((uid) => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ token: 'tok-client-1', uid, expires: Date.parse('2020-01-01T00:00:00Z') }),
    );
    localStorage.setItem('uid', uid);
  }, USER_ID);
  await page.reload();
  await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
  const left = await storedAuth(page);
  expect(left.auth).toBeNull();
  expect(left.uid).toBeNull();
});

test('wrong credentials say so and keep what was typed', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(EMAIL);
});

test('a rate-limited sign-in (429) says to wait, keeps what was typed, and signs in when tried again', async ({
  page,
}) => {
  let limited = true;
  await page.route('**/api/auth/sign-in', (route) =>
    limited
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=429' } })
      : route.continue(),
  );
  await page.goto('/en/sign-in');
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We received a lot of requests in a short time and are holding back for a moment. Please wait a little and try again.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue(EMAIL);
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  limited = false;
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});
