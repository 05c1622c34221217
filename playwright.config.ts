import { defineConfig, devices } from '@playwright/test';
import { E2E_REQUEST_LOG } from './scripts/coverage-logs';
import { CHROMIUM } from './scripts/ensure-chromium';
import { e2ePorts as PORTS } from './tests/helpers/e2e-ports';

// Debian's Chromium headless shell: browsers cannot be downloaded here (scripts/ensure-chromium.ts
// installs it).

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Tests are independent (each its own browser context; the mock kit's sinks are per test, see
  // tests/helpers/e2e-test.ts), so two workers share them out test by test: one per core here.
  // E2E_WORKERS=1 runs them one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.preview}`,
    // A trace is recorded for every test and kept for the failures: locally, to open with `npx
    // playwright show-trace`. CI prints its failures and keeps no files, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'ja-JP',
    launchOptions: {
      executablePath: CHROMIUM,
      // As root in CI, without the background networking this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Server rendering itself: every public route's HTML, hydration, statuses and headers.
    {
      name: 'ssr',
      testMatch: /ssr\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The journeys intercept and fail the page's API calls in the browser (page.route), so they ask
    // the server for the document alone (`x-render: client`, honoured by mock-kit builds only) and
    // the page renders in the browser as it does after any in-app navigation.
    {
      name: 'chromium',
      testIgnore: /ssr\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        extraHTTPHeaders: { 'x-render': 'client' },
      },
    },
  ],
  webServer: {
    // The production server (server rendering) of the mock-kit build, against the mock kit.
    command: 'node --import tsx scripts/dev.ts --preview',
    url: `http://127.0.0.1:${PORTS.preview}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      MOCK_API_PORT: String(PORTS.api),
      MOCK_COMPANION_PORT: String(PORTS.companion),
      PREVIEW_PORT: String(PORTS.preview),
      // Renders here share a busy machine: a long render deadline keeps the pages server-rendered;
      // the tests of the deadline set theirs per request (`x-ssr-deadline`, mock kit only).
      SSR_DEADLINE_MS: '15000',
      // The server's request log line per asset and call is not read by any test: warnings only.
      LOG_LEVEL: 'warn',
      // Each request the app makes, for the operation-status coverage (scripts/coverage-report.ts).
      MOCK_REQUEST_LOG: E2E_REQUEST_LOG,
    },
  },
});
