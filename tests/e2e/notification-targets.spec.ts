// The pages notifications lead to, signed in: each shows the notifications that point at it (the
// bell's own texts, time and read state) and the request or quote they concern, linked both ways;
// a request sent a moment ago shows what its creation answered. Signed out, every target sends the
// visitor to sign in and back.
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { startSignedIn } from '../helpers/sign-in';
import { buildDataset } from '../../fixtures/dataset';
import { daysFromToday } from '../../fixtures/request-answers';
import { fillSlotAndAddress } from '../helpers/request-form';

// Who the fixture client's notifications are from (seeded names, read from the fixtures).
const clientNotifications = buildDataset().notifications['user-client-1'] ?? [];
const actorOf = (id: string) =>
  clientNotifications.find((notification) => notification.id === id)?.actor?.name ?? '';
const QUOTE_FROM = actorOf('ntf-c-0003');
const MESSAGE_FROM = actorOf('ntf-c-0025');
const REFUNDED_QUOTE_TO = actorOf('ntf-c-0001');

const EMAIL = 'hanako@example.com';
const PASSWORD = 'correct-horse-battery';

async function signInJa(page: Page) {
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
}

/** Opens the bell once the fixture client's notifications have loaded (6 unread + 2 announcements). */
async function openBell(page: Page) {
  await expect(page.getByTestId('unread-count')).toHaveText(/\d+/);
  await page.getByRole('button', { name: /お知らせ（未読\d+件）/ }).click();
  return page.getByRole('region', { name: 'お知らせ' });
}

test('a quote opened from the bell shows its notification and its request, linked both ways', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await signInJa(page);
  const bell = await openBell(page);
  await bell.getByRole('button', { name: new RegExp(`${QUOTE_FROM}さんから見積もりが届きました`) }).click();
  await expect(page).toHaveURL(/\/request\/req-0003\/apply\/apl-0003\?activePage=message$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('見積もり');
  await expect(main).not.toContainText('ログインが必要です');
  const notifications = main.getByTestId('target-notifications');
  const item = notifications.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${QUOTE_FROM}さんから見積もりが届きました`);
  // Opened from the bell: read, the way the bell marks it.
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(item).toContainText('既読');
  await expect(item.locator('time')).toHaveAttribute('datetime', /^2026-/);
  await expect(main.getByTestId('apply-id')).toHaveText('apl-0003');

  // The quote links back to its request, which lists the quote and links to it.
  await main.getByRole('link', { name: '依頼 req-0003' }).click();
  await expect(page).toHaveURL(/\/request\/req-0003$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('依頼内容');
  await expect(main.getByTestId('request-id')).toHaveText('req-0003');
  await expect(main.getByTestId('target-notifications')).toContainText(
    `${QUOTE_FROM}さんから見積もりが届きました`,
  );
  await main.getByTestId('request-applies').getByRole('link', { name: '見積もり apl-0003' }).click();
  await expect(page).toHaveURL(/\/request\/req-0003\/apply\/apl-0003\?activePage=message$/);
  await expect(main.getByTestId('apply-id')).toHaveText('apl-0003');
});

test("a message about a request opens the request's details at its messages", async ({ page }) => {
  await page.goto('/sign-in');
  await signInJa(page);
  const bell = await openBell(page);
  await bell
    .getByRole('button', { name: new RegExp(`${MESSAGE_FROM}さんから依頼についてメッセージが届きました`) })
    .click();
  await expect(page).toHaveURL(/\/request-detail\/req-0025\/apply-detail\?activePage=message$/);

  const main = page.getByRole('main');
  await expect(main.getByTestId('active-page')).toBeVisible();
  await expect(main.getByTestId('target-notifications')).toContainText(
    `${MESSAGE_FROM}さんから依頼についてメッセージが届きました`,
  );
  await main.getByRole('link', { name: '依頼 req-0025' }).click();
  await expect(page).toHaveURL(/\/request-detail\/req-0025$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('依頼の詳細');
  await expect(main.getByTestId('target-notifications')).toContainText(`${MESSAGE_FROM}さん`);
});

test('billing lists what leads to it, with its request and quote; one is marked read there', async ({
  page,
}) => {
  await page.goto('/billing');
  await signInJa(page);
  await expect(page).toHaveURL(/\/billing$/);
  const main = page.getByRole('main');
  const items = main.getByTestId('target-notifications').getByRole('listitem');
  // The two refund notifications of the fixture client, both unread.
  await expect(items).toHaveCount(2);
  const refund = items.filter({
    hasText: `${REFUNDED_QUOTE_TO}さんの依頼への見積もりで使ったポイントが返還されました`,
  });
  await expect(refund).toHaveAttribute('data-read', 'false');
  // A refund is the pro's: its request and quote links open the pro's side of them.
  await expect(refund.getByRole('link', { name: '依頼 req-0001' })).toHaveAttribute(
    'href',
    '/request-detail/req-0001',
  );
  await expect(refund.getByRole('link', { name: '見積もり apl-0001' })).toBeVisible();

  await expect(page.getByTestId('unread-count')).toHaveText('8');
  await refund.getByRole('button', { name: '既読にする' }).click();
  await expect(refund).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('unread-count')).toHaveText('7');

  await refund.getByRole('link', { name: '見積もり apl-0001' }).click();
  await expect(page).toHaveURL(/\/dashboard\/request\/req-0001\/apply\/apl-0001$/);
  await expect(main.getByTestId('target-notifications')).toContainText(`${REFUNDED_QUOTE_TO}さん`);

  // A target no notification points at says so.
  await page.goto('/request/req-9999');
  await expect(main.getByTestId('request-id')).toHaveText('req-9999');
  await expect(main.getByTestId('target-empty')).toHaveText('このページに関するお知らせはまだありません。');
});

test('a request sent signed in is shown right after, with what its creation answered', async ({ page }) => {
  // Sign-in, a marketing page, three form steps and the request's page: a long journey.
  test.slow();
  await page.goto('/sign-in');
  await signInJa(page);
  await page.goto('/home/cleaning/house-cleaning/tokyo/shibuya-ku');
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('ステップ 1 / 3')).toBeVisible();
  await dialog.getByLabel('毎週').check();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 2 / 3')).toBeVisible();
  await fillSlotAndAddress(dialog, { date: daysFromToday(6), from: '10:00', to: '12:00' });
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 3 / 3')).toBeVisible();
  await dialog.getByRole('button', { name: '依頼を送信する' }).click();
  const created = page.getByTestId('request-created');
  await expect(created).toContainText('依頼番号: req-0101');
  await created.getByRole('link', { name: '依頼を見る' }).click();

  await expect(page).toHaveURL(/\/request-detail\/req-0101$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('依頼の詳細');
  const known = main.getByTestId('known-request');
  await expect(known).toContainText('req-0101');
  await expect(known).toContainText('ハウスクリーニング');
  await expect(known.locator('time')).toHaveCount(2);
  await expect(known).toContainText('72時間');
  await expect(main).toContainText('依頼を送信したときの情報です');
  await expect(main.getByTestId('target-empty')).toBeVisible();
  await expect(main).not.toContainText('ログインが必要です');
});

const targets = [
  '/request/req-0003',
  '/request/req-0003/apply/apl-0003?activePage=message',
  '/dashboard/request/req-0004/apply/apl-0004?activePage=message',
  '/apply-detail/apl-0003',
  '/request-detail/req-0025',
  '/request-detail/req-0025/apply-detail?activePage=message',
  '/dashboard/pro',
  '/billing',
  '/missions',
];

test('signed out, every notification target sends to sign in with the way back', async ({ page }) => {
  for (const target of targets) {
    await page.goto(target);
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect'), target).toBe(target);
    await expect(page.getByRole('main')).toContainText('このページを見るにはログインしてください。');
  }
});

test('signed out, an English target comes back in English after signing in', async ({ page }) => {
  await page.goto('/en/apply-detail/apl-0003');
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Fapply-detail%2Fapl-0003$/);
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/apply-detail\/apl-0003$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Quote details');
  await expect(main.getByTestId('target-notifications')).toContainText(`${QUOTE_FROM} sent you a quote`);
  await expect(main.getByRole('link', { name: 'Request req-0003' })).toHaveAttribute(
    'href',
    '/en/request/req-0003',
  );
});

const headings: [string, RegExp][] = [
  ['/request/req-0003', /^(依頼内容|Request)$/],
  ['/request/req-0003/apply/apl-0003?activePage=message', /^(見積もり|Quote)$/],
  ['/dashboard/request/req-0004/apply/apl-0004?activePage=message', /^(見積もり|Quote)$/],
  ['/apply-detail/apl-0003', /^(見積もりの詳細|Quote details)$/],
  ['/request-detail/req-0025', /^(依頼の詳細|Request details)$/],
  ['/request-detail/req-0025/apply-detail?activePage=message', /^(依頼への見積もり|Quotes for the request)$/],
  ['/dashboard/pro', /^(プロ管理画面|Pro dashboard)$/],
  ['/billing', /^(お支払い・ポイント|Billing and points)$/],
  ['/missions', /^(ミッション|Missions)$/],
];

for (const language of ['ja', 'en'] as const) {
  test(`every target renders signed in, with its notifications (${language})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await startSignedIn(page);
    const prefix = language === 'en' ? '/en' : '';
    for (const [path, heading] of headings) {
      await page.goto(`${prefix}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(/.+ \| .+/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Every fixture target has notifications pointing at it.
      await expect(
        main.getByTestId('target-notifications').getByRole('listitem').first(),
        path,
      ).toBeVisible();
      expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}

test('a target page has no axe violations of any impact', async ({ page }) => {
  await startSignedIn(page);
  for (const path of ['/billing', '/request/req-0003']) {
    await page.goto(path);
    await expect(page.getByTestId('target-notifications').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, path, 'main');
  }
});
