// The mock scenario switch as a frontend developer uses it on the e2e stack (a build against the
// mock kit): `?mock=empty`, `?mock=dynamic` and `?mock=serverError` preview an empty page, random
// data and the error page on any page kind, without turning the page itself into "not found".
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';

const NOT_FOUND = 'ページが見つかりません';
const dataset = buildDataset();
const profiled = dataset.pros.find((candidate) => candidate.profile.id === 'pro-0002')!;
/** How the profile names the pro in its heading. */
const profiledName = profiled.profile.companyName ?? profiled.profile.name;

/** One page of each marketing kind, with its h1. */
const MARKETING_PAGES = [
  { path: '/home/cleaning/house-cleaning', h1: '全国のハウスクリーニング' },
  { path: '/home/cleaning/house-cleaning/tokyo', h1: '東京都のハウスクリーニング' },
  { path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku', h1: '東京都渋谷区のハウスクリーニング' },
  {
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-central',
    h1: '神奈川県横浜市中心部のハウスクリーニング',
  },
] as const;

async function expectNotNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
  await expect(page.locator('.state--not-found')).toHaveCount(0);
}

for (const { path, h1 } of MARKETING_PAGES) {
  test(`?mock=empty on ${path}: the page, with an empty pro list and no pros counted`, async ({ page }) => {
    await page.goto(`${path}?mock=empty`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByTestId('pro-list-empty')).toBeVisible();
    await expect(page.getByTestId('pro-card')).toHaveCount(0);
    await expect(page.getByTestId('pro-count')).toHaveText('0人のプロ');
    // Every content section says it has nothing, none is left loading or failing.
    await expect(page.getByText('まだクチコミはありません')).toBeVisible();
    await expect(page.getByText('まだ事例はありません')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The switch says which scenario is on.
    await expect(page.getByRole('complementary', { name: 'モックのシナリオ' })).toContainText('空のリスト');
  });
}

/**
 * Loads `path` until `list` shows items: random data may be an empty list, and a reload asks for
 * new random data (five tries make an empty list every time all but impossible).
 */
async function loadUntilListed(page: Page, path: string, list: Locator) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if ((await list.count()) > 0) return;
  }
  throw new Error(`${path}: five random answers in a row left the list empty`);
}

test('?mock=dynamic: random data fills the lists of a resolved page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cards = page.getByTestId('pro-card');
  await loadUntilListed(page, '/home/cleaning/house-cleaning/tokyo?mock=dynamic', cards);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のハウスクリーニング');
  await expectNotNotFound(page);
  // Random pros, none of them the fixtures' (compared by the profile each card links to).
  const links = await page
    .locator('.pro-card__name a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  const fixtureKeys = new Set(
    dataset.pros.flatMap((pro) => [pro.profile.slug, pro.profile.customProfileUrl ?? pro.profile.slug]),
  );
  const keyOf = (href: string) => decodeURIComponent(/\/profile\/([^/]+)\/pro/.exec(href)?.[1] ?? '');
  expect(links.filter((href) => fixtureKeys.has(keyOf(href)))).toEqual([]);
  expect(errors).toEqual([]);
});

test('?mock=dynamic on a pro profile keeps the profile and randomizes its sections', async ({ page }) => {
  const jobTypes = page.getByTestId('job-types');
  await loadUntilListed(page, '/profile/pro-0002/pro?mock=dynamic', jobTypes.getByRole('listitem'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profiledName);
  await expectNotNotFound(page);
  // The pro's job types come from a content call: generated, not the fixture pro's.
  const titles = dataset.jobTypes
    .filter((jobType) => profiled.profile.jobTypeIds.includes(jobType.id))
    .flatMap((jobType) => jobType.title.ja ?? []);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) await expect(jobTypes).not.toContainText(title);
});

test('?mock=serverError on a profile shows the error page with a retry, not "not found"', async ({
  page,
}) => {
  await page.goto('/profile/pro-0002/pro?mock=serverError');
  const error = page.getByRole('alert');
  await expect(error).toContainText('問題が発生しました');
  await expect(error.getByRole('button', { name: '再読み込み' })).toBeVisible();
  await expect(page.locator('.state--not-found')).toHaveCount(0);
  // Back to normal answers: the retry shows the profile.
  await page.getByRole('button', { name: /モックのシナリオ/ }).click();
  await page.getByRole('radio', { name: 'なし（通常の応答）' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profiledName);
});

test('?mock=serverError on a marketing page shows the error page, and ?mock=none restores it', async ({
  page,
}) => {
  await page.goto('/home/cleaning/house-cleaning/tokyo?mock=serverError');
  await expect(page.getByRole('alert').first()).toContainText('問題が発生しました');
  await expect(page.locator('.state--not-found')).toHaveCount(0);
  await page.goto('/home/cleaning/house-cleaning/tokyo?mock=none');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のハウスクリーニング');
  await expect(page.getByTestId('pro-card').first()).toBeVisible();
  // No scenario: the switch stays out of the way in a mock-kit build.
  await expect(page.getByRole('complementary', { name: 'モックのシナリオ' })).toHaveCount(0);
});
