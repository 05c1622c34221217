// `npm run shots`: screenshots of every page kind (ja and en, 390 px and 1280 px wide), the request
// dialog at each step and the notification drawer, for a person to review. Written to shots/ (not
// committed) with index.txt, one line per file. Runs the built mock-kit app (`npm run build:mock`
// first) on ports of its own: SHOTS_PORT=5100 uses 5100–5102, otherwise free ones are picked.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from './ensure-chromium';
import { daysFromToday } from '../fixtures/request-answers';
import { DIALOG_PAGE, FIXTURE_SESSION, pageKinds } from './lib/page-kinds';
import { repoRoot } from './lib/paths';
import { freePort } from './lib/ports';
import { startPreviewStack } from './lib/preview-stack';

const OUT = path.join(repoRoot, 'shots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const base = Number(process.env.SHOTS_PORT ?? 0);
const ports = base
  ? { api: base, companion: base + 1, preview: base + 2 }
  : { api: await freePort(), companion: await freePort(), preview: await freePort() };

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const index: string[] = [];

const stack = await startPreviewStack(ports);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function settle(page: Page) {
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  // The page as a visitor uses it: once the app has taken it over (its code starts after the first
  // paint and the page's parts hydrate as their chunks arrive: the server's page, its sign-in button
  // still disabled, can be there before).
  await page.waitForLoadState('networkidle');
  await page
    .locator('.skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, file: string, description: string, fullPage = true) {
  await page.screenshot({ path: path.join(OUT, file), fullPage });
  index.push(`${file}\t${description}`);
  console.log(file);
}

async function signIn(page: Page) {
  await page.evaluate((session) => {
    localStorage.setItem('auth', session.auth);
    localStorage.setItem('uid', session.uid);
  }, FIXTURE_SESSION);
}

try {
  for (const size of WIDTHS) {
    for (const language of ['ja', 'en'] as const) {
      const context = await browser.newContext({
        baseURL: stack.baseUrl,
        viewport: { width: size.width, height: size.height },
        locale: language === 'en' ? 'en-US' : 'ja-JP',
      });
      const page = await context.newPage();
      const prefix = language === 'en' ? '/en' : '';
      for (const kind of pageKinds) {
        if (kind.signedIn) await signIn(page);
        await page.goto(`${prefix}${kind.path}`);
        await settle(page);
        await shoot(
          page,
          `${kind.name}-${language}-${size.name}.png`,
          `${kind.path} (${language}, ${size.width}px)`,
        );
      }
      // Signed in from here: the notification drawer (or popover) open over the start page.
      await page.goto(`${prefix}/start`);
      await settle(page);
      await page.getByTestId('unread-count').waitFor();
      await page.locator('.bell button[aria-expanded]').click();
      await shoot(
        page,
        `drawer-${language}-${size.name}.png`,
        `notifications open (${language}, ${size.width}px)`,
        false,
      );
      await context.close();
    }

    // The request dialog at each step (Japanese, signed out).
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: size.width, height: size.height },
      locale: 'ja-JP',
    });
    const page = await context.newPage();
    await page.goto(DIALOG_PAGE);
    await settle(page);
    await page.getByTestId('open-request').first().click();
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: '次へ' });
    await dialog.getByText('ステップ 1 / 4').waitFor();
    await shoot(page, `dialog-1-${size.name}.png`, `request dialog, step 1 (${size.width}px)`, false);
    await dialog.getByLabel('毎週').check();
    await dialog.getByLabel('その他').check();
    await dialog.getByLabel('その他の内容').fill('ベランダの手すり');
    await next.click();
    await dialog.getByText('ステップ 2 / 4').waitFor();
    await shoot(page, `dialog-2-${size.name}.png`, `request dialog, step 2 (${size.width}px)`, false);
    await dialog.getByLabel('第1希望 日付').fill(daysFromToday(5));
    await dialog.getByLabel('第1希望 開始時刻').fill('10:00');
    await dialog.getByLabel('第1希望 終了時刻').fill('12:00');
    await dialog.getByLabel('郵便番号').fill('150-0001');
    await dialog.getByLabel('住所').fill('渋谷区神宮前1-1-1');
    await next.click();
    await dialog.getByText('ステップ 3 / 4').waitFor();
    await shoot(page, `dialog-3-${size.name}.png`, `request dialog, step 3 (${size.width}px)`, false);
    await next.click();
    await dialog.getByRole('heading', { name: 'ご連絡先' }).waitFor();
    await shoot(page, `dialog-4-${size.name}.png`, `request dialog, contact step (${size.width}px)`, false);
    await context.close();
  }
  writeFileSync(path.join(OUT, 'index.txt'), `${index.join('\n')}\n`);
  console.log(`${index.length} screenshots in ${path.relative(repoRoot, OUT)}/ (index.txt)`);
} finally {
  await browser.close();
  await stack.stop();
}
