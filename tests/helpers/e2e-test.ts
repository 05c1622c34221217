// The e2e suite's `test`: Playwright's, with each test's requests tagged with the test's id — an
// `x-test-id` header on the page's and the API client's HTTP requests, and a cookie of that name for
// the socket's WebSocket handshake (Chromium adds extra headers to HTTP requests only). The mock
// kit's companion files what a tagged request leaves in its sinks (Sentry envelopes, analytics and
// web-vitals beacons, the socket log) under that test, and answers a tagged read or emptying with that
// test's entries only, so the tests that read the sinks can run in parallel workers on one mock kit.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_TEST_TITLES } from '../../scripts/coverage-logs';

export const TEST_ID_HEADER = 'x-test-id';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    // The coverage report names each test by its title (one appended line per test: safe across workers).
    mkdirSync(dirname(E2E_TEST_TITLES), { recursive: true });
    const title = [testInfo.file.slice(testInfo.file.indexOf('tests/')), ...testInfo.titlePath.slice(1)].join(
      ' › ',
    );
    appendFileSync(E2E_TEST_TITLES, `${JSON.stringify({ testId: testInfo.testId, title })}\n`);
    await use({ ...extraHTTPHeaders, [TEST_ID_HEADER]: testInfo.testId });
  },
  context: async ({ context, baseURL }, use, testInfo) => {
    // HttpOnly: the app's own cookie code (and the tests of it) never sees it.
    const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
    await context.addCookies([
      { name: TEST_ID_HEADER, value: testInfo.testId, domain: hostname, path: '/', httpOnly: true },
    ]);
    await use(context);
  },
});

export { expect } from '@playwright/test';
