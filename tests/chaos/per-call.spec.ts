// Each call of the job-type page and of a pro profile failed alone (a 500), in ja and en: the page
// stays and only the part that needs the call says it could not be loaded (or hides).
import { expect, test } from '../helpers/e2e-test';
import { callFailedAlone, callsOf } from './cells';
import { LANGUAGES, localized, ROUTES, statementsOfNone } from './pages';
import { record } from './record';

// The calls that resolve the URL into a page: failing one is the page's error, not a part's.
const RESOLUTION = [
  /^\/api\/job-categories$/,
  /^\/api\/job-types\/(?!service-of-the-month$|popular$)[^/]+$/,
  /^\/api\/pros\/get-by-slug\//,
  /^\/api\/pros\/[^/]+$/,
  /^\/api\/itp-users\/[^/]+$/,
  /^\/api\/translations\//,
];
const PAGES = ROUTES.filter((route) => route.name === 'job type' || route.name === 'profile');

for (const route of PAGES) {
  for (const language of LANGUAGES) {
    test.describe(`${route.name} (${language}), one call failed`, () => {
      test('every call in turn', async ({ browser, request, extraHTTPHeaders }) => {
        test.setTimeout(15 * 60_000);
        const path = localized(route.path, language);
        // Its own pages, with the fixture's headers: the page renders in the browser (every call
        // goes through it, where the fault is injected) and what it sends to the mock kit's sinks
        // is filed under this test, so a test in the other worker never reads or empties it.
        const newPage = () => browser.newPage(extraHTTPHeaders ? { extraHTTPHeaders } : {});
        const baselinePage = await newPage();
        const calls = await callsOf(baselinePage, path);
        const baselineNone = await statementsOfNone(baselinePage, language);
        await baselinePage.close();
        const failures: string[] = [];
        for (const call of calls) {
          const page = await newPage();
          const resolution = RESOLUTION.some((pattern) => pattern.test(call));
          const problems = await callFailedAlone(page, request, path, call, {
            resolution,
            baselineNone,
            language,
          });
          await page.close();
          record({ table: `${route.name}: one call failed (500)`, row: call, column: language, problems });
          if (problems.length > 0) failures.push(`${call}: ${problems.join('; ')}`);
        }
        expect(calls.length).toBeGreaterThan(3);
        expect(failures).toEqual([]);
      });
    });
  }
}
