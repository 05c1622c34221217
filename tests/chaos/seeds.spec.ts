// Random schema-valid data (the mock's dynamic mode, `?mock=dynamic`, which sends `Prefer:
// dynamic=true` on every content call): N runs of each page shape, each with fresh random data.
import { expect, test } from '../helpers/e2e-test';
import { findings } from './hostile';
import { localized, ROUTES, settledState, uncaughtErrors } from './pages';
import { record } from './record';

const RUNS = Number(process.env.CHAOS_RUNS ?? 5);

for (const route of ROUTES.filter((shape) => shape.name !== 'sign-in')) {
  for (let run = 1; run <= RUNS; run += 1) {
    test(`${route.name} with random data, run ${run}`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      const prefer: string[] = [];
      page.on('request', (request) => {
        const header = request.headers()['prefer'];
        if (header) prefer.push(header);
      });
      const path = localized(route.path, 'ja');
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock=dynamic`);
      const state = await settledState(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      const found = await findings(page);
      const problems: string[] = [];
      if (errors.length > 0) problems.push(`uncaught error: ${errors[0]}`);
      if (state !== 'page') problems.push(`state ${state}`);
      if (!prefer.includes('dynamic=true')) problems.push('no call asked for random data');
      if (found.unsafeLinks.length > 0) problems.push(`non-https link: ${found.unsafeLinks[0]}`);
      if (found.overflow > 0)
        problems.push(`${found.overflow}px horizontal overflow (${found.widest ?? '?'})`);
      record({ table: 'random data (dynamic mode)', row: route.name, column: `run ${run}`, problems });
      expect(problems).toEqual([]);
    });
  }
}
