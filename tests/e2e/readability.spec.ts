// Text that must read as separate words, and sections that must end: a score apart from its
// count, a reviewer apart from the date, headlines whole or clamped with an ellipsis, Japanese
// relative times without a stray space, and long sections shown a first set at a time on a phone.
import { expect, test } from '../helpers/e2e-test';
import { startSignedIn } from '../helpers/sign-in';

test('a profile reads its score apart from the count, and each reviewer apart from the date', async ({
  page,
}) => {
  await page.goto('/profile/pro-0002/pro');
  const stats = page.getByTestId('review-stats');
  await expect(stats.locator('.review-stats__score')).toHaveText(/^平均評価 \d\.\d$/);
  await expect(stats.locator('.review-stats__count')).toHaveText(/^（\d+件のクチコミ）$/);
  // Never "4.84件" (a score and a count run together).
  expect(await stats.innerText()).not.toMatch(/\d\.\d\d+件/);

  const headers = page.locator('.review-card__header');
  await expect(headers.first()).toBeVisible();
  for (const text of await headers.allInnerTexts()) expect(text).toMatch(/様\s+\d{4}\/\d{2}\/\d{2}/);
});

test('pro headlines are whole sentences, clamped with an ellipsis when long', async ({ page }) => {
  await page.goto('/home/cleaning/house-cleaning');
  const headlines = page.locator('.pro-card__headline');
  await expect(headlines.first()).toBeVisible();
  const texts = await headlines.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text.trim()).toMatch(/[。.!?！？]$/);
  const clamp = await headlines.first().evaluate((element) => getComputedStyle(element).webkitLineClamp);
  expect(clamp).toBe('2');
});

test('relative times in the bell read "22日前", with no space in Japanese', async ({ page }) => {
  await startSignedIn(page);
  await page.goto('/start');
  await page.getByRole('button', { name: /お知らせ/ }).click();
  const times = page.locator('.bell__list time');
  await expect(times.first()).toBeVisible();
  const texts = await times.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).toMatch(/^(\d+(秒|分|時間|日|か月|年)(前|後)|昨日|今|一昨日|先月|去年|昨年|明日)$/);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('long sections show a first set with a way to see more', async ({ page }) => {
    await page.goto('/home/cleaning/house-cleaning');
    const internal = page.getByTestId('internal-blog-posts').locator('> li');
    const proPosts = page.getByTestId('pro-blog-posts').locator('> li');
    const reviews = page.getByTestId('review-list').locator('> li');
    // Each section arrives with its own call: wait for each list, not just the first to show.
    await expect(proPosts).toHaveCount(4);
    await expect(reviews).toHaveCount(4);
    expect(await internal.count()).toBeLessThanOrEqual(4);

    // "Show more" reveals the next set in place.
    const blog = page.locator('section', { has: page.getByTestId('pro-blog-posts') });
    await blog
      .getByRole('button', { name: /^さらに\d+件を表示$/ })
      .last()
      .click();
    await expect(proPosts).toHaveCount(8);
    await expect(proPosts.nth(4)).toBeVisible();

    // The page ends: it was ~27,000 px with every card at once. (The bound was 18,000 until each pro
    // card got its 44 px 依頼する action and standalone links became 44 px tap targets: ~750 px more.)
    // A new visit (a reload keeps what was revealed in that history entry, as Back does).
    await page.goto('/home/cleaning/house-cleaning');
    await expect(proPosts.first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(20_000);
  });
});
