import { expect, test } from '@playwright/test';

test('the start page lists the top-level categories from the mock, without console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('暮らしのプロ探し');
  const categories = page.getByRole('listitem');
  await expect(categories).toHaveCount(5);
  await expect(categories).toContainText([
    '住宅・リフォーム',
    '習い事・レッスン',
    '暮らし・生活',
    'ビジネス',
    'イベント',
  ]);
  expect(errors).toEqual([]);
});
