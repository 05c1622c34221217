// The site with the keyboard alone, as a keyboard or screen-reader user walks it: a skip link first;
// the focus never dropped to the page's start by a control that disappears or is disabled under it;
// panels that close on Escape and give the focus back; the request dialog saying which step it is on
// and which answer is wrong; nothing focused hidden under the fixed request bar (WCAG 2.4.3, 2.4.11,
// 3.3.1, 4.1.2; the WAI-ARIA practices' dialog and disclosure patterns).
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { startSignedIn } from '../helpers/sign-in';

const JOB_TYPE = '/home/cleaning/house-cleaning';
const PHONE = { width: 390, height: 844 };

/** What has the focus: its tag and accessible-ish name, for failure messages and checks. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} ${name.trim().slice(0, 40)}`;
  });

test('the first Tab stop skips to the main content', async ({ page }) => {
  await page.goto(JOB_TYPE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  // Hidden above the page, it casts no shadow into it.
  await expect(skip).toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next stop is the page's own first link (its breadcrumbs), not the header's.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('on an English page only English is marked the current language', async ({ page }) => {
  await page.goto(`/en${JOB_TYPE}`);
  const header = page.getByRole('navigation', { name: 'Language' });
  await expect(header.getByRole('link', { name: '日本語' })).toBeVisible();
  await expect(header.getByRole('link', { name: '日本語' })).not.toHaveAttribute('aria-current', /.*/);
  await expect(header.getByText('English')).toHaveAttribute('aria-current', 'true');
});

test('only a link to the page itself is the current page; the header marks the current category', async ({
  page,
}) => {
  // Before, each breadcrumb above the page and the header's category were "current page" too, and
  // so was each call to action that only changes the query (the other page, the request dialog).
  await page.goto(`/en${JOB_TYPE}/tokyo?page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const current = page.locator('a[aria-current="page"]');
  const hrefs = await current.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect([`/en${JOB_TYPE}/tokyo`, `/en${JOB_TYPE}/tokyo?page=2`]).toContain(href);
  await expect(page.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('aria-current', /.*/);
  for (const request of await page.getByRole('link', { name: 'Request free quotes' }).all())
    await expect(request).not.toHaveAttribute('aria-current', /.*/);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'House cleaning' })).not.toHaveAttribute(
    'aria-current',
    /.*/,
  );
  const category = page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: 'Home & renovation' });
  await expect(category).toHaveAttribute('aria-current', 'true');

  await category.click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(category).toHaveAttribute('aria-current', 'page');
});

test.describe('the request dialog by keyboard', () => {
  test('a refused step focuses the first wrong answer on screen, a step reached its heading, a counter at its bound keeps the focus', async ({
    page,
  }) => {
    await page.goto(JOB_TYPE);
    await page.getByRole('link', { name: '無料で見積もりを依頼する' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible();

    // Nothing answered: the prefecture, asked above the questions, is the first wrong answer.
    await dialog.getByRole('button', { name: '次へ' }).press('Enter');
    const prefecture = dialog.getByRole('combobox');
    await expect(prefecture).toBeFocused();
    await expect(prefecture).toHaveAttribute('aria-invalid', 'true');

    // A counter pressed to its maximum is marked disabled but keeps the focus.
    const more = dialog.getByRole('button', { name: '居室・寝室を増やす' });
    await more.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toBeFocused();

    await prefecture.selectOption({ label: '東京都' });
    for (const group of await dialog.getByRole('group').all()) {
      const radio = group.getByRole('radio').first();
      if ((await radio.count()) > 0) await radio.check();
    }
    await dialog.getByRole('button', { name: '次へ' }).press('Enter');
    // The step reached: its heading has the focus, so a screen reader says where the visitor is.
    await expect(dialog.getByRole('heading', { level: 3, name: '日時と場所' })).toBeFocused();

    // Refused again: each wrong input is invalid and described by its own message.
    await dialog.getByRole('button', { name: '次へ' }).press('Enter');
    const date = dialog.getByLabel('第1希望 日付');
    await expect(date).toBeFocused();
    for (const input of [date, dialog.getByLabel('住所')]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('この項目は必須です');
    }
  });
});

test.describe('notifications by keyboard', () => {
  test.beforeEach(async ({ page }) => startSignedIn(page));

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`the panel takes the focus, Escape and its close button give it back to the bell (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/start');
      const bell = page.getByRole('button', { name: /^お知らせ（/ });
      await bell.press('Enter');
      const panel = page.getByRole('region', { name: 'お知らせ' });
      await expect(panel.getByRole('heading', { name: 'お知らせ', exact: true })).toBeFocused();
      await expect(bell).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');

      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();

      await bell.press('Enter');
      await panel.getByRole('button', { name: '閉じる' }).press('Enter');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();
    });
  }

  test('on a phone, where the panel covers the page, the Tab key stays inside it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/start');
    await page.getByRole('button', { name: /^お知らせ（/ }).press('Enter');
    const panel = page.getByRole('region', { name: 'お知らせ' });
    await expect(panel.getByRole('heading', { name: 'お知らせ', exact: true })).toBeFocused();
    const stops = await panel.locator('button, a[href]').count();
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('on a wide screen, moving the focus past the panel closes it', async ({ page }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /^お知らせ（/ }).press('Enter');
    const panel = page.getByRole('region', { name: 'お知らせ' });
    await expect(panel.getByRole('heading', { name: 'お知らせ', exact: true })).toBeFocused();
    const stops = await panel.locator('button, a[href]').count();
    for (let press = 0; press <= stops; press += 1) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });
});

test('the phone menu closes on Escape and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(JOB_TYPE);
  const menuButton = page.getByRole('button', { name: 'メインメニュー' });
  await menuButton.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test.describe('showing more by keyboard', () => {
  test('the pro list’s “more” link moves the focus to the first pro it adds', async ({ page }) => {
    await page.goto(JOB_TYPE);
    const list = page.locator('ol.pro-list');
    await expect(list.locator(':scope > li:not(.visually-hidden)')).toHaveCount(10);
    const more = page.getByRole('link', { name: 'さらに表示' });
    await more.focus();
    await page.keyboard.press('Enter');
    // The list may also grow by scrolling near its end: the focus lands on a pro added after the 10th.
    await expect
      .poll(() =>
        list.evaluate((element) => {
          const items = [...element.querySelectorAll(':scope > li:not(.visually-hidden)')];
          const at = items.findIndex((item) => item.contains(document.activeElement));
          return at;
        }),
      )
      .toBeGreaterThanOrEqual(10);
  });

  test('a section’s “show more” moves the focus to the first item it shows, never to the page start', async ({
    page,
  }) => {
    await page.goto(JOB_TYPE);
    const first = page.locator('button.show-more').first();
    await first.scrollIntoViewIfNeeded();
    const listId = (await first.getAttribute('aria-controls'))!;
    const showMore = page.locator(`button.show-more[aria-controls="${listId}"]`);
    const list = page.locator(`[id="${listId}"]`);
    let presses = 0;
    while ((await showMore.count()) > 0) {
      await showMore.focus();
      await page.keyboard.press('Enter');
      presses += 1;
      await expect.poll(() => focused(page)).not.toBe('body');
      expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(presses).toBeGreaterThan(0);
  });
});

test.describe('the request bar fixed to the bottom of a phone screen', () => {
  test.use({ variants: { displayTiming: 'B' }, viewport: PHONE });

  test('hides no control the Tab key reaches', async ({ page }) => {
    await page.goto(JOB_TYPE);
    const bar = page.getByTestId('request-bar');
    await expect(bar).toBeVisible();
    // Every section loaded first (they load as they come near): a section filling in above the
    // focused control moves it, which is no occlusion by the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    const barTop = (await bar.boundingBox())!.y;
    const hidden: string[] = [];
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body || element.closest('[data-testid="request-bar"]'))
          return null;
        const rect = element.getBoundingClientRect();
        return { bottom: rect.bottom, name: (element.textContent ?? '').trim().slice(0, 30) };
      });
      // Not even in part: the control and its focus ring wholly above the bar.
      if (box && box.bottom > barTop) hidden.push(box.name);
    }
    expect(hidden).toEqual([]);
  });
});
