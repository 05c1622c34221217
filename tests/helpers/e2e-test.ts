// The e2e suite's `test`: Playwright's, with each test's requests tagged with the test's id — an
// `x-test-id` header on the page's and the API client's HTTP requests, and a cookie of that name for
// the socket's WebSocket handshake (Chromium adds extra headers to HTTP requests only). The mock
// kit's companion files what a tagged request leaves in its sinks (Sentry envelopes, analytics and
// web-vitals beacons, the socket log) under that test, and answers a tagged read or emptying with that
// test's entries only, so the tests that read the sinks can run in parallel workers on one mock kit.
//
// The mock build runs the experiments (.env.mock), and a visitor's variants follow from the
// `anonymous_id` cookie: each test's visitor gets an anonymous id whose variants are the control of
// every experiment, or those it asks for with `test.use({ variants: { phoneRequired: 'B' } })`.
// `variants: null` leaves the cookie to the app (a random id, as a first visit has).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_TEST_TITLES } from '../../scripts/coverage-logs';
import { parseExperimentIds } from '../../src/lib/experiment-ids';
import { EXPERIMENTS, variantFor, type ExperimentKey } from '../../src/lib/monitoring/experiments';

export const TEST_ID_HEADER = 'x-test-id';

export type Variants = Partial<Record<ExperimentKey, string>>;

/** The experiments the mock build runs: only their variants matter to a visitor. */
const running = (() => {
  const env = readFileSync(new URL('../../.env.mock', import.meta.url), 'utf8');
  const ids = parseExperimentIds(/^VITE_EXPERIMENT_IDS=(.*)$/m.exec(env)?.[1]);
  return EXPERIMENTS.filter(({ key }) => key in ids);
})();

const visitors = new Map<string, string>();

/**
 * A stable anonymous id whose variant is `variants[key]` for each key given and the control for the
 * other experiments the mock build runs.
 */
export function visitorWith(variants: Variants): string {
  const wanted = (key: ExperimentKey, variantsOf: readonly string[]) => variants[key] ?? variantsOf[0];
  const cacheKey = JSON.stringify(Object.entries(variants).sort());
  const notRunning = Object.keys(variants).filter(
    (key) => !running.some((experiment) => experiment.key === key),
  );
  if (notRunning.length > 0)
    throw new Error(`Not run by the mock build (.env.mock): ${notRunning.join(', ')}`);
  const cached = visitors.get(cacheKey);
  if (cached) return cached;
  for (let n = 0; n < 1_000_000; n += 1) {
    const id = `e2e-visitor-${n}`;
    if (running.every(({ key, variants: all }) => variantFor(key, id) === wanted(key, all))) {
      visitors.set(cacheKey, id);
      return id;
    }
  }
  throw new Error(`No anonymous id gives ${cacheKey}`);
}

/**
 * Whether the app has taken over the page: React has hydrated the server's document (or rendered the
 * test-only `x-render: client` one). Its code starts once the page has painted, so the load event can
 * come first (server/start-after-paint.ts).
 */
const appRunning = () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'));

export const test = base.extend<{ variants: Variants | null }>({
  variants: [{}, { option: true }],
  // A page opened with `goto` or `reload` is returned once the app runs on it, as a visitor's first
  // press finds it (a press on a button before that does nothing), unless the test says what to wait
  // for (`waitUntil: 'commit'` to see the server's page before the app, 'networkidle'…): a page that
  // never runs it (its script held back, JavaScript off) is returned after a few seconds, as it is.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const settle = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
        const response = await navigation;
        if (waitUntil === undefined)
          await page.waitForFunction(appRunning, undefined, { timeout: 5_000 }).catch(() => undefined);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => settle(goto(url, options), options?.waitUntil);
      page.reload = (options) => settle(reload(options), options?.waitUntil);
    }
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    // The coverage report names each test by its title (one appended line per test: safe across workers).
    mkdirSync(dirname(E2E_TEST_TITLES), { recursive: true });
    const title = [testInfo.file.slice(testInfo.file.indexOf('tests/')), ...testInfo.titlePath.slice(1)].join(
      ' › ',
    );
    appendFileSync(E2E_TEST_TITLES, `${JSON.stringify({ testId: testInfo.testId, title })}\n`);
    await use({ ...extraHTTPHeaders, [TEST_ID_HEADER]: testInfo.testId });
  },
  context: async ({ context, baseURL, variants }, use, testInfo) => {
    // HttpOnly: the app's own cookie code (and the tests of it) never sees it.
    const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
    await context.addCookies([
      { name: TEST_ID_HEADER, value: testInfo.testId, domain: hostname, path: '/', httpOnly: true },
      ...(variants
        ? [
            {
              name: 'anonymous_id',
              value: visitorWith(variants),
              domain: hostname,
              path: '/',
              sameSite: 'Strict' as const,
            },
          ]
        : []),
    ]);
    await use(context);
  },
});

export { expect } from '@playwright/test';
