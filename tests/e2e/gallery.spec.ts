// The component gallery (/__gallery, development and mock-kit builds): every section renders, at a
// phone's and a desktop's width, without scrolling sideways and with no axe violation of any impact.
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { FIXTURE_SESSION } from '../../scripts/lib/page-kinds';

const SECTIONS = [
  'buttons',
  'icon-buttons',
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
  'form-card',
  'form',
];

for (const width of [390, 1280]) {
  test(`the gallery shows every component at ${width} px, fits and passes axe`, async ({ page }) => {
    // axe over every component on a 2-core machine shared with other runs takes a while.
    test.slow();
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
    const iconButtons = page.getByTestId('gallery-icon-buttons');
    await expect(iconButtons.locator('button[aria-expanded="true"]')).toHaveCount(2);
    await expect(iconButtons.locator('button:disabled')).toHaveCount(2);
    // Every icon button is the 44 px tap target, whatever it holds.
    const sizes = await iconButtons
      .locator('button')
      .evaluateAll((buttons: HTMLButtonElement[]) =>
        buttons.map((button) => [button.offsetWidth, button.offsetHeight]),
      );
    expect(sizes).toEqual(Array.from({ length: 7 }, () => [44, 44]));
    // The form card's inputs: full width of the card, a tap target high, the invalid one marked.
    const card = page.getByTestId('gallery-form-card');
    await expect(card.locator('input[aria-invalid="true"]')).toHaveCount(1);
    for (const height of await card
      .locator('input')
      .evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => input.offsetHeight)))
      expect(height).toBeGreaterThanOrEqual(44);
    const form = page.getByTestId('gallery-form');
    await expect(form.getByRole('radio').first()).toBeAttached();
    await expect(form.getByRole('checkbox').first()).toBeAttached();
    const stepper = form.getByRole('group', { name: /お部屋の数/ });
    await stepper
      .getByRole('button', { name: /を増やす$/ })
      .first()
      .click();
    await expect(stepper.getByRole('status').first()).toHaveText('1');
    const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `gallery at ${width} px`);
  });
}

test('the gallery opens the request dialog and, signed in, the notification drawer', async ({ page }) => {
  await page.goto('/__gallery');
  await page.evaluate((session) => {
    localStorage.setItem('auth', session.auth);
    localStorage.setItem('uid', session.uid);
  }, FIXTURE_SESSION);
  await page.reload();
  const gallery = page.getByTestId('gallery-drawer');
  await gallery.getByRole('button', { name: /お知らせ（未読\d+件）/ }).click();
  const drawer = gallery.getByRole('region', { name: 'お知らせ' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '閉じる' }).click();
  await expect(drawer).toBeHidden();
  await page.getByTestId('gallery-dialog').getByTestId('open-request').first().click();
  await expect(page).toHaveURL(/request=house-cleaning/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
