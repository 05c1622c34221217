// A slow API never gives a white page: with every API call answering after 3 s (the mock kit's
// `x-mock-delay`, on the server's calls and the browser's alike), the server gives up its render at
// its deadline (1 s) and sends the document — header, footer and the page's skeleton — uncached;
// the browser then loads the data and the page's content replaces the skeleton.
import { expect, test } from '../helpers/e2e-test';
import { localized, ROUTES, LANGUAGES } from '../chaos/pages';

const API_DELAY_MS = 3_000;

// Server rendering (not the projects' `x-render: client`): the deadline is the server's.
// The production default deadline (the e2e stack's own is long: its machine is busy).
test.use({ extraHTTPHeaders: { 'x-mock-delay': String(API_DELAY_MS), 'x-ssr-deadline': '1000' } });

const pages = [
  { route: ROUTES.find((route) => route.name === 'job type')!, content: '[data-page-kind="jobType"]' },
  { route: ROUTES.find((route) => route.name === 'city')!, content: '[data-page-kind="city"]' },
  { route: ROUTES.find((route) => route.name === 'profile')!, content: 'main h1' },
];

for (const { route, content } of pages) {
  for (const language of LANGUAGES) {
    test(`the ${route.name} page (${language}) shows its frame and skeleton before a slow API answers, then its content`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const apiAnswers: string[] = [];
      page.on('response', (response) => {
        if (
          new URL(response.url()).pathname.startsWith('/api/') &&
          response.request().resourceType() === 'fetch'
        )
          apiAnswers.push(response.url());
      });
      const document = await page.goto(localized(route.path, language), { waitUntil: 'commit' });
      expect(document?.status()).toBe(200);
      // A page without its data must not be kept by a CDN.
      expect(document?.headers()['cache-control']).toBe('no-store');

      // While the browser takes over, the server's skeleton (hidden) and the browser's may both be
      // in the page for a moment: one is visible.
      const skeleton = page.getByTestId('page-pending').filter({ visible: true });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(skeleton).toBeVisible();
      await expect(skeleton.getByRole('status')).toHaveText(language === 'ja' ? '読み込み中…' : 'Loading…');
      // The frame came before any of the page's data.
      expect(apiAnswers).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

      // Then the browser's calls answer and the page's content replaces the skeleton.
      await expect(page.locator(content)).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('page-pending')).toHaveCount(0);
      expect(apiAnswers.length).toBeGreaterThan(0);
    });
  }
}
