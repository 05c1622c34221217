// A new pro, end to end against the stateful mock kit: the sign-up landing's category tree, email
// registration, onboarding step by step (service area by zip code, basic info, a PNG avatar,
// confirm), resuming at the right step after a reload and after signing in again, the dashboard and
// the public profile; a taken email; the server's text when registration fails; the sales referrer.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';
import { startSignedIn } from '../helpers/sign-in';

const PASSWORD = 'correct-horse-battery';
/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

async function pickHouseCleaning(page: Page, category: string, jobType: string) {
  await page.getByRole('radio', { name: category }).check();
  const chip = page.getByTestId('job-type-tree').getByRole('checkbox', { name: jobType, exact: true });
  await chip.check();
  await expect(chip).toBeChecked();
}

test('a new pro signs up, onboards step by step, resumes after a reload and sees the dashboard and profile (ja)', async ({
  page,
}) => {
  // The whole journey with an axe check on each onboarding step: longer than one page's test.
  test.slow();
  await page.goto('/start');
  await page.getByRole('contentinfo').getByRole('link', { name: 'プロとして登録' }).click();
  await expect(page).toHaveURL(/\/pro\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プロとして登録');

  // No job type: the form says so and sends nothing.
  await page.getByLabel('メールアドレス').fill('new-pro@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  await expect(page.getByText('提供するサービスを1つ以上選んでください。')).toBeVisible();

  await pickHouseCleaning(page, '住宅・リフォーム', 'ハウスクリーニング');
  await expect(page.getByTestId('selected-job-types')).toContainText('1件');
  const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  expect((await registered).postDataJSON()).toEqual({
    mode: 'pro',
    email: 'new-pro@example.com',
    password: PASSWORD,
    jobTypes: ['house-cleaning'],
    accountRegisteredBy: 'user',
  });

  // Step 1: the zip code finds the prefecture and the city; the pro goes to clients by default.
  await expect(page).toHaveURL(/\/pro\/onboarding\?step=area$/);
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 1 / 4');
  await page.getByLabel('郵便番号（任意）').fill('100-0000');
  await page.getByRole('button', { name: '郵便番号から探す' }).click();
  await expect(page.getByTestId('zip-message')).toHaveText(/下4桁がすべて0/);
  await page.getByLabel('郵便番号（任意）').fill('150-0001');
  await page.getByRole('button', { name: '郵便番号から探す' }).click();
  await expect(page.getByTestId('zip-message')).toHaveText('郵便番号の地域を選びました。');
  await expect(page.getByLabel('都道府県')).toHaveValue('tokyo');
  await expect(page.getByTestId('cities').getByRole('checkbox', { name: '渋谷区' })).toBeChecked();
  await page.getByTestId('meet-house-cleaning').getByRole('checkbox', { name: 'オンライン' }).check();
  await expectNoAxeViolations(page, 'onboarding: area');
  await page.getByRole('button', { name: '保存して次へ' }).click();

  // Step 2: furigana is required with a company name in kanji.
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 2 / 4');
  await page.getByLabel('姓（漢字）').fill('山田');
  await page.getByLabel('名（漢字）').fill('太郎');
  await page.getByLabel('会社名・屋号（任意）').fill('山田クリーニング');
  await page.getByLabel('自己紹介（任意）').fill('丁寧な清掃を心がけています。');
  await page.getByRole('button', { name: '保存して次へ' }).click();
  await expect(page.getByText('会社名のふりがなを入力してください')).toBeVisible();
  await expectNoAxeViolations(page, 'onboarding: basic info with an error');
  await page.getByLabel('会社名・屋号のふりがな').fill('やまだくりーにんぐ');
  await page.getByRole('button', { name: '保存して次へ' }).click();
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 3 / 4');

  await expect(page).toHaveURL(/\/pro\/onboarding\?step=avatar$/);

  // The browser's back button goes to the step before (each step is a history entry), with the
  // answers given; forward again.
  await page.goBack();
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 2 / 4');
  await expect(page.getByLabel('会社名・屋号のふりがな')).toHaveValue('やまだくりーにんぐ');
  await page.goForward();
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 3 / 4');

  // Half-way: a reload resumes at the avatar; going back shows the answers given.
  await page.reload();
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 3 / 4');
  await page.getByRole('button', { name: '戻る' }).click();
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 2 / 4');
  await expect(page.getByLabel('姓（漢字）')).toHaveValue('山田');
  await expect(page.getByLabel('会社名・屋号のふりがな')).toHaveValue('やまだくりーにんぐ');
  await page.getByRole('button', { name: '保存して次へ' }).click();

  // Step 3: a social URL must be https; then a PNG upload.
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 3 / 4');
  await page.getByLabel('またはSNSのプロフィール画像のURL').fill('http://example.com/me.png');
  await page.getByRole('button', { name: '保存して次へ' }).click();
  await expect(page.getByText('画像のURLは https:// で始まるものを入力してください。')).toBeVisible();
  await page.getByLabel('またはSNSのプロフィール画像のURL').fill('');
  await page.getByLabel(/写真を選ぶ/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'プロフィール写真のプレビュー' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expectNoAxeViolations(page, 'onboarding: avatar');
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/upload/profile-photo'));
  await page.getByRole('button', { name: '保存して次へ' }).click();
  expect((await upload).postData()).toContain('name="imageDataUrl"');
  await expect(page.getByTestId('confirm-step')).toBeVisible();
  await expectNoAxeViolations(page, 'onboarding: confirm');

  // Step 4: the summary, then the registration ends (step null, profile complete).
  await expect(page.getByTestId('step-indicator')).toHaveText('ステップ 4 / 4');
  await expect(page.getByTestId('confirm-name')).toContainText('山田 太郎');
  await expect(page.getByTestId('confirm-area')).toContainText('東京都');
  const finished = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/users\/[^/]+\/avatar$/.test(request.url()),
  );
  await page.getByRole('button', { name: '登録を完了する' }).click();
  const body = (await finished).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ proRegistrationStep: null, profileComplete: true });

  await expect(page).toHaveURL(/\/dashboard\/pro$/);
  await expect(page.getByTestId('registration-state')).toHaveText('プロフィールは公開できる状態です。');
  await expect(page.getByTestId('pro-dashboard')).toContainText(/プロフィール完成度 \d+%/);
  await expect(page.getByTestId('tier')).toHaveText('新規プロ');
  await expect(page.getByTestId('dashboard-cities')).toHaveText('1市区町村で対応');
  await expect(page.getByTestId('dashboard-city-names')).toHaveText('渋谷区');
  await expect(page.getByTestId('dashboard-job-types')).toContainText('ハウスクリーニング');
  const menu = page.getByRole('navigation', { name: 'アカウントメニュー' });
  await expect(menu).toHaveAttribute('data-role', 'pro');
  await page.getByRole('link', { name: '公開プロフィールを見る' }).click();
  await expect(page).toHaveURL(/\/profile\/user-new-client\/pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('山田');
});

test('a new pro in English: the sales referrer tags the registration; signing in again resumes the step (en)', async ({
  page,
}) => {
  await page.goto('/en/pro/signup?referrer=sales&referrerDetail=lead-42');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join as a pro');
  await expect(page.getByTestId('sales-referral')).toBeVisible();
  await pickHouseCleaning(page, 'Home', 'House cleaning');
  // An aliased job type: its requests arrive as its target, which the pro is offered too.
  await page.getByTestId('job-type-tree').getByRole('checkbox', { name: 'Carpenter', exact: true }).check();
  await expect(page.getByTestId('alias-hints')).toHaveText(
    /Requests for Carpenter arrive as Home renovation\./,
  );
  await page.getByRole('button', { name: 'Also offer Home renovation' }).click();
  await expect(page.getByTestId('alias-hints')).toHaveCount(0);
  await expect(page.getByTestId('selected-job-types')).toContainText('3');
  await page.getByLabel('Email address').fill('sales-pro@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Sign up as a pro' }).click();
  expect((await registered).postDataJSON()).toMatchObject({
    mode: 'pro',
    jobTypes: ['house-cleaning', 'carpenter', 'home-reform-general'],
    accountRegisteredBy: 'account-registered-by zmarket-team-member',
    referer: { referrer: 'sales', referrerDetail: 'lead-42' },
  });

  await expect(page).toHaveURL(/\/en\/pro\/onboarding\?step=area$/);
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 1 of 4');
  // A city group checks all of its wards at once, and clears them again.
  await page.getByLabel('Prefecture').selectOption('kanagawa');
  const north = page.getByTestId('city-groups').getByRole('checkbox', { name: 'North Yokohama (5 cities)' });
  await north.check();
  await expect(
    page.getByTestId('cities').getByRole('checkbox', { name: 'Yokohama-shi Aoba-ku' }),
  ).toBeChecked();
  await expect(page.getByTestId('cities').getByRole('checkbox', { checked: true })).toHaveCount(5);
  await page.getByTestId('cities').getByRole('checkbox', { name: 'Yokohama-shi Aoba-ku' }).uncheck();
  await expect(north).not.toBeChecked();
  await north.check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 2 of 4');

  // Signing out and in again leads back to the step the pro left.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/en/sign-in');
  await page.getByLabel('Email address').fill('sales-pro@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/pro\/onboarding\?step=basicInfo$/);
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 2 of 4');

  // English pages ask the romanised name.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Last name (English)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Last name (English)').fill('Yamada');
  await page.getByLabel('First name (English)').fill('Taro');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 3 of 4');
  await page
    .getByLabel(/Choose a photo/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('step-indicator')).toHaveText('Step 4 of 4');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/pro$/);
  await expect(page.getByTestId('registration-state')).toHaveText(/ready/i);
  await expect(page.getByTestId('dashboard-cities')).toHaveText('Serves 5 cities');
  await expect(page.getByTestId('dashboard-city-names')).toContainText('Yokohama-shi Aoba-ku');
  await expect(page.getByTestId('dashboard-job-types')).toContainText('Home renovation');
  await page.getByRole('link', { name: 'View your public profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taro Yamada');
});

test('a taken email says so with a sign-in link; a refused registration shows the server text; nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/pro/signup');
  await pickHouseCleaning(page, '住宅・リフォーム', 'ハウスクリーニング');
  await page.getByLabel('メールアドレス').fill('hanako@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  const taken = page.getByTestId('email-taken');
  await expect(taken).toContainText('このメールアドレスはすでに登録されています。');
  await expect(taken.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', /\/sign-in/);
  await expect(page.getByLabel('メールアドレス')).toHaveValue('hanako@example.com');

  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'WEAK_PASSWORD', message: 'The password is too common' } }),
    }),
  );
  await page.getByLabel('メールアドレス').fill('another-pro@example.com');
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  await expect(page.getByTestId('registration-failed')).toHaveText(
    '登録できませんでした。 The password is too common',
  );
  await expect(page.getByLabel('メールアドレス')).toHaveValue('another-pro@example.com');
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveValue(PASSWORD);
  await expect(
    page.getByTestId('job-type-tree').getByRole('checkbox', { name: 'ハウスクリーニング', exact: true }),
  ).toBeChecked();
  await expect(page).toHaveURL(/\/pro\/signup$/);

  // Taken between the check and the registration (the contract's 409): the check's own message.
  await page.unroute('**/api/auth/register');
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'This email is already registered' },
      }),
    }),
  );
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  await expect(page.getByTestId('email-taken').getByRole('link', { name: 'ログインする' })).toBeVisible();
  await expect(page.getByTestId('registration-failed')).toHaveCount(0);
});

test('on a phone, a sign-up without a service says so where the focus goes; a password of spaces is no password', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pro/signup');
  await page.getByLabel('メールアドレス').fill('new-pro@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill(' '.repeat(8));
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  await expect(page.getByText('この項目は必須です')).toBeVisible();

  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'プロとして登録する' }).click();
  const message = page.getByRole('alert').filter({ hasText: '提供するサービスを1つ以上選んでください' });
  await expect(message).toBeInViewport();
  await expect(page.getByRole('region', { name: /提供するサービスを選ぶ/ })).toBeFocused();
});

test('a signed-in pro opening the sign-up page is told they are registered, and led to their dashboard', async ({
  page,
}) => {
  await startSignedIn(page, 'pro');
  await page.goto('/pro/signup');
  const registered = page.getByTestId('pro-signup-registered');
  await expect(registered).toContainText('このアカウントはすでにプロとして登録されています。');
  await expect(registered.getByRole('link', { name: 'プロ管理画面' })).toHaveAttribute(
    'href',
    '/dashboard/pro',
  );
  await expect(page.getByRole('button', { name: 'プロとして登録する' })).toHaveCount(0);
});
