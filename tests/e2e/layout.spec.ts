// Phone layout (390 × 844): no page kind scrolls sideways, in Japanese or English, every link,
// button and control of each is a 44 px tap target, and the request dialog keeps its forward button
// on screen at every step while only its body scrolls, its controls tap targets too. One browser
// page walks all pages of a language (no per-page set-up).
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/e2e-test';
import { daysFromToday } from '../../fixtures/request-answers';
import { DIALOG_PAGE, FIXTURE_SESSION, pageKinds } from '../../scripts/lib/page-kinds';
import { fillSlotAndAddress } from '../helpers/request-form';
import { smallTargets } from '../helpers/tap-targets';

// Not `isMobile`: a mobile viewport zooms out to fit what overflows, and would hide the overflow measured.
test.use({ viewport: { width: 390, height: 844 } });

/** What sticks out past the right edge, named so a failure says where to look. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > width)
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 && box.width > 0)
          culprits.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)}px)`);
        if (culprits.length >= 5) break;
      }
    return { width, scrollWidth, culprits };
  });
}

async function pageReady(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Sections loading after the first paint are in too: the page is measured as the visitor ends up seeing it.
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

for (const language of ['ja', 'en'] as const) {
  test(`no page kind scrolls sideways at 390 px${language === 'ja' ? ', and every control is a 44 px tap target' : ''} (${language})`, async ({
    page,
  }) => {
    // Every page kind in one browser page: the time of several tests.
    test.slow();
    const prefix = language === 'en' ? '/en' : '';
    const small: string[] = [];
    for (const kind of pageKinds) {
      if (kind.signedIn)
        await page.evaluate((session) => {
          localStorage.setItem('auth', session.auth);
          localStorage.setItem('uid', session.uid);
        }, FIXTURE_SESSION);
      await page.goto(`${prefix}${kind.path}`);
      await pageReady(page);
      const measured = await overflow(page);
      expect(measured.width).toBe(390);
      expect(measured.scrollWidth, `${kind.name}: ${measured.culprits.join(', ')}`).toBeLessThanOrEqual(
        measured.width,
      );
      // The controls' sizes do not depend on the language: measured once, on the Japanese pages.
      if (language === 'ja')
        for (const offender of await smallTargets(page, 'body')) small.push(`${kind.name}: ${offender}`);
    }
    expect(small, 'tap targets under 44 px').toEqual([]);
  });
}

test('the header folds its categories behind a menu button on a phone', async ({ page }) => {
  await page.goto('/start');
  const categories = page.getByRole('navigation', { name: 'カテゴリから探す' });
  await expect(categories).toBeHidden();
  await page.getByRole('button', { name: 'メインメニュー' }).click();
  await expect(categories.getByRole('link', { name: '住宅・リフォーム' })).toBeVisible();
  await categories.getByRole('link', { name: '住宅・リフォーム' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(categories).toBeHidden();
});

test('the notification drawer covers the phone screen beside the page, without widening it', async ({
  page,
}) => {
  await page.goto('/start');
  await page.evaluate((session) => {
    localStorage.setItem('auth', session.auth);
    localStorage.setItem('uid', session.uid);
  }, FIXTURE_SESSION);
  await page.goto('/start');
  await expect(page.getByTestId('unread-count')).toHaveText(/\d+/);
  await page.getByRole('button', { name: /お知らせ（未読\d+件）/ }).click();
  const drawer = page.getByRole('region', { name: 'お知らせ' });
  await expect(drawer).toBeInViewport({ ratio: 1 });
  const box = (await drawer.boundingBox())!;
  expect(box.height).toBe(844);
  expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '.bell__panel', '.bell__panel');
  await drawer.getByRole('button', { name: '閉じる' }).click();
  await expect(drawer).toBeHidden();
});

/** The dialog's forward button is wholly on screen, the dialog does not scroll sideways, "閉じる" is one line. */
async function expectActionsOnScreen(dialog: Locator, action: Locator) {
  await expect(action).toBeInViewport({ ratio: 1 });
  const close = dialog.getByRole('button', { name: '閉じる' });
  expect((await close.boundingBox())!.height).toBeLessThanOrEqual(48);
  const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
}

test('the request dialog keeps its action button on screen, and its controls 44 px tap targets, at every step on a phone', async ({
  page,
}) => {
  // Four steps and two axe runs.
  test.slow();
  await page.goto(DIALOG_PAGE);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  const next = dialog.getByRole('button', { name: '次へ' });
  await expect(dialog.getByText('ステップ 1 / 4')).toBeVisible();
  // The dialog is the phone's whole screen.
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expectActionsOnScreen(dialog, next);
  expect(await smallTargets(page, 'dialog[open]')).toEqual([]);
  await expectNoAxeViolations(page, 'dialog', 'dialog');

  await dialog.getByLabel('毎週').check();
  await dialog.getByLabel('その他').check();
  await dialog.getByLabel('その他の内容').fill('ベランダの手すり');
  await next.click();
  await expect(dialog.getByText('ステップ 2 / 4')).toBeVisible();
  await expectActionsOnScreen(dialog, next);
  expect(await smallTargets(page, 'dialog[open]')).toEqual([]);

  await fillSlotAndAddress(dialog, { date: daysFromToday(5), from: '10:00', to: '12:00' });
  await next.click();
  await expect(dialog.getByText('ステップ 3 / 4')).toBeVisible();
  await expectActionsOnScreen(dialog, next);
  expect(await smallTargets(page, 'dialog[open]')).toEqual([]);

  await next.click();
  await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
  await expectActionsOnScreen(dialog, dialog.getByRole('button', { name: '依頼を送信する' }));
  await expectNoAxeViolations(page, 'dialog', 'dialog');
});

test('the job-type page shows its request button without scrolling, and pro cards their essentials', async ({
  page,
}) => {
  await page.goto('/home/cleaning/house-cleaning');
  await expect(page.getByTestId('open-request')).toBeInViewport({ ratio: 1 });
  const card = page.getByTestId('pro-card').first();
  // The photo or the initials, the place, the rating (score and count apart) or "no reviews", and the action.
  await expect(card.locator('[data-avatar]')).toBeVisible();
  await expect(card.locator('.pro-card__location')).not.toBeEmpty();
  await expect(card.locator('.pro-card__count').first()).toBeVisible();
  await expect(card.getByTestId('pro-card-request')).toHaveText('依頼する');
  await expect(page.getByTestId('pro-card').locator('.price').first()).toBeVisible();
});

test('on a phone the pro list filters fold behind their button, which counts what is set (ja, en)', async ({
  page,
}) => {
  await page.goto('/home/cleaning/house-cleaning');
  const filters = page.getByRole('form', { name: '絞り込み' });
  const toggle = page.getByRole('button', { name: '絞り込み', exact: true });
  await expect(filters).toBeHidden();
  // Closed, the first pro is on the first screen.
  await expect(page.getByTestId('pro-card').first()).toBeInViewport();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await filters.getByRole('checkbox', { name: '毎週' }).check();
  await expect(page).toHaveURL(/matchingCriteria=/);
  await expect(page.getByRole('button', { name: '絞り込み（1件）' })).toBeVisible();
  await expectNoAxeViolations(page, 'main', 'main');

  await page.goto('/en/home/cleaning/house-cleaning?day=sat&time=morning');
  const english = page.getByRole('button', { name: 'Filters (2)' });
  await expect(english).toHaveAttribute('aria-expanded', 'false');
  await english.click();
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Day')).toHaveValue('sat');
});
