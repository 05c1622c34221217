// axe-core on the pages search engines and most visitors see first: the start page, a job-type
// page, a city page, a pro profile (a regular and an imported one) and a blog article, in ja and
// en. Serious and critical violations fail; minor and moderate ones are printed so they stay
// visible.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';

const ds = buildDataset();
const pro = ds.pros.find((candidate) => !candidate.profile.isItp && candidate.reviews.length > 1)!.profile;
const itp = ds.pros.find((candidate) => candidate.profile.id === ds.itpProId)!.profile;

const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'start page', path: '/start', ready: headingShown },
  {
    name: 'job-type page',
    path: '/home/cleaning/house-cleaning',
    ready: async (page) => expect(page.locator('[data-page-kind="jobType"]')).toBeVisible(),
  },
  {
    name: 'city page',
    path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku',
    ready: async (page) => expect(page.locator('[data-page-kind="city"]')).toBeVisible(),
  },
  { name: 'pro profile', path: `/profile/${pro.slug}/pro`, ready: profileLoaded },
  { name: 'imported pro profile', path: `/profile/${itp.slug}/pro`, ready: profileLoaded },
  {
    name: 'blog article',
    path: `/blog/${ds.blogPosts[0]!.name}`,
    ready: async (page) => expect(page.getByTestId('blog-article')).toBeVisible(),
  },
];

async function headingShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every section has its content (or its empty state): no skeleton is left to scan. */
async function profileLoaded(page: Page) {
  await headingShown(page);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

for (const language of ['ja', 'en'] as const) {
  const prefix = language === 'en' ? '/en' : '';
  test.describe(language, () => {
    for (const target of pages) {
      test(`${target.name} has no serious or critical axe violations`, async ({ page }, testInfo) => {
        await page.goto(`${prefix}${target.path}`);
        await target.ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        const summary = (list: typeof results.violations) =>
          list.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
        const others = results.violations.filter((violation) => !blocking.includes(violation));
        if (others.length > 0) {
          await testInfo.attach('minor-and-moderate', {
            body: JSON.stringify(summary(others), null, 2),
            contentType: 'application/json',
          });
          console.log(`${prefix}${target.path}: ${others.map((v) => `${v.id} (${v.impact})`).join(', ')}`);
        }
        expect(summary(blocking)).toEqual([]);
        // axe really looked at the page: its rules ran and some passed.
        expect(results.passes.length).toBeGreaterThan(0);
      });
    }
  });
}
