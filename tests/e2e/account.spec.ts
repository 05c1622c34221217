// The account, end to end against the stateful mock kit: a client changes their name (a wrong
// name and a failed save keep what was typed), their password and their newsletter choice, in
// Japanese and English; the header's menu differs for a client and a pro.
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';
import { signIn, submitSignIn, startSignedIn } from '../helpers/sign-in';

const PASSWORD = 'correct-horse-battery';
const CLIENT = { email: 'hanako@example.com', id: 'user-client-1' };
const PRO = { email: 'hashimoto-house-cleaning@pros.example.com', id: 'pro-0001' };

// What a journey writes is forgotten before and after it: the other specs see the fixtures.
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

test('a client changes name, password and newsletter choice (ja)', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount/);
  await signIn(page, CLIENT.email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アカウント設定');
  const header = page.getByRole('navigation', { name: 'アカウントメニュー' });
  await expect(header).toContainText('佐藤 花子さん');

  // The name as stored, then a wrong one: the error is said, the value stays.
  const last = page.getByLabel('姓（漢字）');
  const first = page.getByLabel('名（漢字）');
  await expect(last).toHaveValue('佐藤');
  await expect(page.getByLabel('姓（ローマ字）')).toHaveValue('Sato');
  await last.fill('Suzuki');
  await page.getByRole('button', { name: 'お名前を保存する' }).click();
  await expect(page.getByText('お名前は全角の漢字・ひらがな・カタカナで入力してください')).toBeVisible();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(last).toHaveValue('Suzuki');

  // A failed save says so and keeps what was typed.
  await last.fill('鈴木');
  await first.fill('一郎');
  await page.getByLabel('姓（ローマ字）').fill('Suzuki');
  await page.getByLabel('名（ローマ字）').fill('Ichiro');
  await page.route(`**/api/users/${CLIENT.id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'down' } }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'お名前を保存する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '保存できませんでした' })).toBeVisible();
  await expect(last).toHaveValue('鈴木');
  await expect(first).toHaveValue('一郎');
  await expect(header).toContainText('佐藤 花子さん');

  // Saved: the whole user goes back with the new name; the header and a reload show it.
  await page.unroute(`**/api/users/${CLIENT.id}`);
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/api/users/${CLIENT.id}`),
  );
  await page.getByRole('button', { name: 'お名前を保存する' }).click();
  const sent = (await put).postDataJSON() as { id: string; email: string; profile: object };
  expect(sent).toMatchObject({
    id: CLIENT.id,
    email: CLIENT.email,
    profile: {
      fullNameKanji: { last: '鈴木', first: '一郎' },
      fullNameEnglish: { last: 'Suzuki', first: 'Ichiro' },
    },
  });
  await expect(page.getByRole('status').filter({ hasText: 'お名前を保存しました。' })).toBeVisible();
  await expect(header).toContainText('鈴木 一郎さん');
  await page.reload();
  await expect(page.getByLabel('姓（漢字）')).toHaveValue('鈴木');

  // The contact details, the user's own (GET /private-profiles/{id}), under the name.
  const contact = page.getByTestId('account-contact');
  await expect(contact).toContainText('メールアドレス');
  await expect(contact).toContainText(CLIENT.email);

  // The settings are tabs: the name's is open; the password's opens by click, the tab in the URL.
  const tabs = page.getByRole('tablist', { name: '設定の項目' });
  await expect(tabs.getByRole('tab')).toHaveText(['プロフィール', 'パスワード', 'メール通知']);
  await expect(tabs.getByRole('tab', { name: 'プロフィール' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toBeHidden();
  await tabs.getByRole('tab', { name: 'パスワード' }).click();
  await expect(page).toHaveURL(/\/account\?tab=password$/);
  await expect(page.getByRole('tabpanel', { name: 'パスワード' })).toBeVisible();
  await expect(page.getByLabel('姓（漢字）')).toBeHidden();

  // Password: the confirmation must match; once changed, the fields are emptied.
  const password = page.getByLabel('新しいパスワード', { exact: true });
  const confirmation = page.getByLabel('新しいパスワード（確認）');
  await password.fill('a-brand-new-passphrase');
  await confirmation.fill('a-brand-new-passphrasE');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('確認用のパスワードが一致しません')).toBeVisible();
  await confirmation.fill('a-brand-new-passphrase');
  const change = page.waitForRequest((request) =>
    request.url().endsWith(`/users/${CLIENT.id}/change-password`),
  );
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  expect((await change).postDataJSON()).toEqual({ password: 'a-brand-new-passphrase' });
  await expect(page.getByRole('status').filter({ hasText: 'パスワードを変更しました。' })).toBeVisible();
  await expect(password).toHaveValue('');

  // What is typed in one tab is kept while another is looked at; the arrow keys move between tabs.
  await password.fill('half-typed');
  await tabs.getByRole('tab', { name: 'パスワード' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'メール通知' })).toBeFocused();
  await expect(page).toHaveURL(/\/account\?tab=notifications$/);
  await tabs.getByRole('tab', { name: 'メール通知' }).press('ArrowLeft');
  await expect(password).toHaveValue('half-typed');
  await tabs.getByRole('tab', { name: 'パスワード' }).press('End');

  // Newsletter: the one choice; every transactional flag is sent true.
  await expect(page.getByText('現在の設定は表示できません。')).toBeVisible();
  await page.getByLabel('お得な情報やキャンペーンのお知らせ（ニュースレター）を受け取る').check();
  const preferences = page.waitForRequest((request) =>
    request.url().endsWith(`/users/${CLIENT.id}/notification-preferences`),
  );
  await page.getByRole('button', { name: '通知設定を保存する' }).click();
  const body = (await preferences).postDataJSON() as {
    marketing: { newsletter: boolean };
    transactional: Record<string, boolean>;
  };
  expect(body.marketing).toEqual({ newsletter: true });
  expect(Object.keys(body.transactional)).toHaveLength(9);
  expect(Object.values(body.transactional).every((flag) => flag === true)).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'ニュースレターを受け取る設定にしました。' }),
  ).toBeVisible();

  // The header's language switch: the same page, all of it in English.
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/account\?tab=notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(page.getByRole('tab', { name: 'Email notifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveTitle('Account settings | Home Pros');
});

test('the account in English: a short password is refused, the name saved (en)', async ({ page }) => {
  await page.goto('/en/account');
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Faccount/);
  await signIn(page, CLIENT.email, PASSWORD, 'en');
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await page.goto('/en/account?tab=password');
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  await expect(tabs.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password (again)').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Please enter at least 8 characters')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.getByLabel('First name (English)').fill('Hana');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name (English)')).toHaveValue('Hana');
});

test('a client and a pro see different menus', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, CLIENT.email, PASSWORD);
  const clientMenu = page.getByRole('navigation', { name: 'アカウントメニュー' });
  await expect(clientMenu).toHaveAttribute('data-role', 'client');
  await expect(clientMenu.getByText('依頼者', { exact: true })).toBeVisible();
  await expect(clientMenu.getByRole('link', { name: 'アカウント設定' })).toBeVisible();
  await expect(clientMenu.getByRole('link', { name: 'プロ管理画面' })).toHaveCount(0);
  await clientMenu.getByRole('button', { name: 'ログアウト' }).click();

  await page.goto('/en/sign-in');
  await signIn(page, PRO.email, PASSWORD, 'en');
  const proMenu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(proMenu).toHaveAttribute('data-role', 'pro');
  await expect(proMenu.getByText('Pro', { exact: true })).toBeVisible();
  await proMenu.getByRole('link', { name: 'Pro dashboard' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/pro$/);
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Account settings' })
    .click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByLabel('Last name (Japanese)')).toHaveValue('橋本');
});

test('on a phone the signed-in header keeps one row: the menu folds behind a picture button (ja, en)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign-in');
  // On a phone the sign-out is folded away: signed in once the picture button shows.
  await submitSignIn(page, PRO.email, PASSWORD);
  const menu = page.getByRole('navigation', { name: 'アカウントメニュー' });
  const toggle = menu.getByRole('button', { name: '橋本 紀子さんのメニューを開く' });
  await expect(toggle).toBeVisible();
  await expect(menu.getByRole('link', { name: 'プロ管理画面' })).toBeHidden();
  // Brand, bell, picture and the site menu button share one row of the header.
  const bar = await page.getByRole('banner').getByRole('link', { name: '暮らしのプロ探し' }).boundingBox();
  const picture = await toggle.boundingBox();
  expect(bar && picture && Math.abs(bar.y + bar.height / 2 - (picture.y + picture.height / 2))).toBeLessThan(
    8,
  );

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'プロ管理画面' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'プロ管理画面' })).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: 'プロ管理画面' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pro$/);
  await expect(menu.getByRole('link', { name: 'アカウント設定' })).toBeHidden();

  await page.goto('/en/dashboard/pro');
  const english = page.getByRole('navigation', { name: 'Account menu' });
  await english.getByRole('button', { name: /^Open the menu of / }).click();
  await english.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the pro dashboard: completeness, job types, area, tier and the public profile (ja, en)', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await signIn(page, PRO.email, PASSWORD);
  // The sign-in page moves on to the start page once the session is stored; the header's link is
  // followed from there.
  await expect(page).toHaveURL(/\/start$/);
  await page
    .getByRole('navigation', { name: 'アカウントメニュー' })
    .getByRole('link', { name: 'プロ管理画面' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/pro$/);
  const dashboard = page.getByTestId('pro-dashboard');
  await expect(dashboard.getByRole('heading', { name: 'プロフィールの状況' })).toBeVisible();
  await expect(dashboard).toContainText('プロフィール完成度 100%');
  await expect(page.getByTestId('registration-state')).toHaveText('プロフィールは公開できる状態です。');
  await expect(page.getByTestId('dashboard-job-types').getByRole('listitem')).toHaveText([
    /\(メイン\) — 紹介文あり$/,
    /— 紹介文あり$/,
    /— 紹介文あり$/,
  ]);
  await expect(page.getByTestId('dashboard-cities')).toHaveText('2市区町村で対応');
  await expect(dashboard).toContainText('拠点: 神奈川県');
  await expect(page.getByTestId('tier')).toHaveText('新規プロ');
  // The notifications about the dashboard stay below it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プロ管理画面');

  await page.goto('/en/dashboard/pro');
  await expect(page.getByTestId('pro-dashboard')).toContainText('Profile 100% complete');
  await expect(page.getByTestId('tier')).toHaveText('New pro');
  await expect(page.getByTestId('dashboard-cities')).toHaveText('Serves 2 cities');
  await page.getByRole('link', { name: 'View your public profile' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/pro-0001\/pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a client on /dashboard/pro sees a note, not a pro profile', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, CLIENT.email, PASSWORD);
  await page.goto('/dashboard/pro');
  await expect(page.getByTestId('dashboard-client-note')).toContainText('依頼者アカウントです');
  await expect(page.getByTestId('pro-dashboard')).toHaveCount(0);
});

test('the account page and the pro dashboard have no axe violations of any impact', async ({ page }) => {
  await startSignedIn(page, 'pro');
  for (const [path, ready] of [
    ['/account', 'お名前を保存する'],
    ['/account?tab=notifications', '通知設定を保存する'],
    ['/dashboard/pro', '公開プロフィールを見る'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready)).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
