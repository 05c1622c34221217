// `npm run chaos`: the chaos suite (tests/chaos) against the same stack as the end-to-end tests
// (vite preview of the mock-kit build + the mock kit). It prints the route × fault matrix and writes
// it to chaos-report/matrix.md.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'tests/chaos',
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './tests/chaos/global-setup.ts',
  globalTeardown: './tests/chaos/global-teardown.ts',
});
