// XSS and layout corpus over every text and URL field (response interception), on the public
// route shapes in ja and en, at phone and desktop widths.
import { expect, test } from '../helpers/e2e-test';
import { findings, poisonAnswers } from './hostile';
import { LANGUAGES, localized, ROUTES, uncaughtErrors } from './pages';
import { record } from './record';

const WIDTHS = [390, 1280];

for (const route of ROUTES) {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`${route.name} (${language}, ${width}px) with hostile data`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const errors = uncaughtErrors(page);
        await poisonAnswers(page);
        await page.goto(localized(route.path, language));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        const found = await findings(page);
        const problems: string[] = [];
        if (found.executed || dialogs.length > 0) problems.push('a payload ran');
        if (found.liveElements.length > 0) problems.push(`live injected element: ${found.liveElements[0]}`);
        if (found.unsafeLinks.length > 0) problems.push(`non-https link: ${found.unsafeLinks[0]}`);
        if (found.overflow > 0)
          problems.push(`${found.overflow}px horizontal overflow (${found.widest ?? '?'})`);
        if (errors.length > 0) problems.push(`uncaught error: ${errors[0]}`);
        record({
          table: 'hostile data (XSS corpus, long strings)',
          row: `${route.name} ${language}`,
          column: `${width}px`,
          problems,
        });
        expect(problems).toEqual([]);
      });
    }
  }
}
