// Every link rendered on a marketing page and on a pro profile leads to a page that exists: the page
// is opened as a visitor sees it (scrolled to the end, so the sections that load late are in), each
// same-site link is collected, and the production server is asked for it as a fresh visitor's
// browser would ask (server-rendered, redirects followed): it must answer 200. The crawl
// (crawl.spec.ts) samples each kind of page; this checks every link of these pages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';

const PAGES = [
  '/home/cleaning/house-cleaning',
  '/home/cleaning/house-cleaning/tokyo/shibuya-ku',
  '/profile/pro-0001/pro',
  '/en/home/cleaning/house-cleaning',
  '/en/profile/pro-0001/pro',
];

/** The page's same-site links (path and query), once each, after everything below the fold loaded. */
async function linksOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Scrolling to the end brings in the sections that load when they come near the screen.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.locator('.skeleton').count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    // The request form opens over the page (?request=…): the page itself is checked.
    .map((url) => {
      for (const key of [...url.searchParams.keys()])
        if (key.startsWith('request')) url.searchParams.delete(key);
      return `${url.pathname}${url.search}`;
    });
  return [...new Set(paths)];
}

/** The status of each path as the server answers a fresh visitor (no test headers, redirects followed). */
async function statuses(visitor: APIRequestContext, paths: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let index = 0; index < paths.length; index += 6)
    await Promise.all(
      paths.slice(index, index + 6).map(async (path) => {
        const response = await visitor.get(path, { headers: { accept: 'text/html' } });
        found.set(path, response.status());
      }),
    );
  return found;
}

for (const path of PAGES)
  test(`every link on ${path} opens a page`, async ({ page, playwright, baseURL }) => {
    test.slow();
    const paths = await linksOf(page, path);
    // A marketing page and a profile link to many places: breadcrumbs, categories, places, pros, articles.
    expect(paths.length).toBeGreaterThan(15);
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      const answered = await statuses(visitor, paths);
      const broken = [...answered]
        .filter(([, status]) => status !== 200)
        .map(([link, status]) => `${status} ${link}`);
      expect(broken, `${broken.length} of ${paths.length} links`).toEqual([]);
    } finally {
      await visitor.dispose();
    }
  });
