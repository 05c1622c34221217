import { expect, test } from '../helpers/e2e-test';

test('the start page shows popular services and the five top-level categories from the mock', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/start');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('暮らしのプロ探し');
  await expect(page.getByRole('heading', { level: 2, name: '人気のサービス' })).toBeVisible();
  const categories = page.getByRole('heading', { level: 3 });
  await expect(categories).toHaveText([
    '住宅・リフォーム',
    '習い事・レッスン',
    '暮らし・生活',
    'ビジネス',
    'イベント',
  ]);

  // A popular service leads to its job-type page.
  await page.getByRole('region', { name: '人気のサービス' }).getByRole('link').first().click();
  await expect(page.locator('[data-page-kind="jobType"]')).toBeVisible();
  expect(errors).toEqual([]);
});
