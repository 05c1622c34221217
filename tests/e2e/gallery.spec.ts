// The component gallery (/__gallery, development and mock-kit builds): every section renders, at a
// phone's and a desktop's width, without scrolling sideways and with no axe violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../helpers/e2e-test';

const SECTIONS = [
  'buttons',
  'links',
  'cards',
  'badges',
  'avatars',
  'rating',
  'price',
  'chips',
  'tabs',
  'pagination',
  'skeletons',
  'states',
  'notices',
  'dialog',
  'drawer',
  'form',
];

for (const width of [390, 1280]) {
  test(`the gallery shows every component at ${width} px, fits and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/__gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    for (const section of SECTIONS) await expect(page.getByTestId(`gallery-${section}`)).toBeVisible();
    // The states the gallery exists for: an image and an initials avatar, a loading and a disabled
    // button, every field kind's control (a counter stepper, a services total, image choices).
    const avatars = page.getByTestId('gallery-avatars');
    await expect(avatars.locator('[data-avatar="photo"]')).toHaveCount(1);
    await expect(avatars.locator('[data-avatar="initials"]')).toHaveCount(3);
    await expect(page.getByTestId('gallery-buttons').locator('button[aria-busy="true"]')).toHaveCount(3);
    await expect(page.getByTestId('gallery-buttons').locator('button:disabled')).toHaveCount(3);
    const form = page.getByTestId('gallery-form');
    await expect(form.locator('input[type="number"]').first()).toBeVisible();
    await expect(form.locator('input[type="radio"], input[type="checkbox"]').first()).toBeAttached();
    const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}`),
    ).toEqual([]);
  });
}

test('the gallery opens the request dialog and the notification drawer', async ({ page }) => {
  await page.goto('/__gallery');
  await page.getByTestId('gallery-drawer').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('gallery-dialog').getByTestId('open-request').first().click();
  await expect(page).toHaveURL(/request=house-cleaning/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
