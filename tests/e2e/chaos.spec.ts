// The deterministic slice of the chaos suite that runs in `npm test` (the full matrix is `npm run
// chaos`): the job-type page under each fault on every call, a retry that really refetches after
// the outage, hostile data, a failed count and a failed pros' post list, and sign-in's messages.
import { expect, test } from '../helpers/e2e-test';
import { routeUnderFault } from '../chaos/cells';
import { injectFault } from '../chaos/faults';
import { findings, poisonAnswers } from '../chaos/hostile';
import { ROUTES, statementsOfNone, uncaughtErrors } from '../chaos/pages';

const jobType = ROUTES.find((route) => route.name === 'job type')!;

// Three of the five faults (a 500 follows below, alone and then recovered); `npm run chaos` has all.
for (const fault of ['abort', '429', 'malformed'] as const) {
  test(`the job-type page with every call failing (${fault}) is its error page, reported once`, async ({
    page,
    request,
  }) => {
    expect(await routeUnderFault(page, request, jobType, 'ja', fault)).toEqual([]);
  });
}

test('after an outage of the job type, the retry shows the page (a failure is never cached as not found)', async ({
  page,
}) => {
  await page.route('**/api/job-types/house-cleaning?**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'down' } } }),
  );
  await page.goto(jobType.path);
  await expect(page.getByTestId('error-state')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await page.unroute('**/api/job-types/house-cleaning?**');
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.locator('[data-page-kind="jobType"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('全国のハウスクリーニング');
});

test('a failed count says it could not be loaded, never "0 pros", and its retry loads it', async ({
  page,
}) => {
  await injectFault(page, '500', (url) => url.pathname.endsWith('/pros-count'));
  await page.goto(jobType.path);
  await expect(page.getByTestId('pro-count-failed')).toBeVisible({ timeout: 20_000 });
  expect(await statementsOfNone(page, 'ja')).toEqual([]);
  await page.unrouteAll();
  await page.getByTestId('pro-count-failed').getByRole('button').click();
  await expect(page.getByTestId('pro-count')).toHaveText(/^\d+人のプロ$/);
});

test("a failed pros' post list leaves the internal articles of the same section", async ({ page }) => {
  await injectFault(page, '500', (url) => url.pathname.startsWith('/api/pro-blog-posts/'));
  await page.goto(jobType.path);
  await expect(page.getByTestId('internal-blog-posts').getByRole('link').first()).toBeVisible({
    timeout: 20_000,
  });
  // The failed part says which part it is (the section's other part loaded).
  await expect(page.getByText('プロのブログを読み込めませんでした。')).toBeVisible();
});

test('hostile data: nothing runs, no live injected element, no non-https link, no overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const errors = uncaughtErrors(page);
  await poisonAnswers(page);
  await page.goto(jobType.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const found = await findings(page);
  expect({ ...found, widest: undefined, errors }).toEqual({
    executed: false,
    liveElements: [],
    unsafeLinks: [],
    overflow: 0,
    widest: undefined,
    errors: [],
  });
});

for (const [fault, message] of [
  ['500', 'ログインできませんでした。しばらく時間をおいてから、もう一度お試しください。'],
  ['malformed', 'ログインできませんでした。しばらく時間をおいてから、もう一度お試しください。'],
  ['abort', '通信環境をご確認のうえ、もう一度お試しください。'],
] as const) {
  test(`sign-in with a ${fault} answer says: ${message}`, async ({ page }) => {
    await injectFault(page, fault, (url) => url.pathname === '/api/auth/sign-in');
    await page.goto('/sign-in');
    await page.getByLabel('メールアドレス').fill('hanako@example.com');
    await page.getByLabel('パスワード').fill('correct-horse-battery');
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
  });
}
