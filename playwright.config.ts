import { defineConfig, devices } from '@playwright/test';
import { e2ePorts as PORTS } from './tests/helpers/e2e-ports';

// Debian's Chromium: browsers cannot be downloaded here (scripts/ensure-chromium.ts installs it).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.preview}`,
    trace: 'retain-on-failure',
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
    },
  },
});
