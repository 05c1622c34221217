// axe-core on the pages search engines and most visitors see first: the start page, a job-type
// page, a city page, a pro profile (a regular and an imported one) and a blog article, in ja and
// en. A violation of any impact (minor and moderate too) fails.
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
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
    name: 'prefecture page',
    path: '/home/cleaning/house-cleaning/tokyo',
    ready: async (page) => expect(page.locator('[data-page-kind="prefecture"]')).toBeVisible(),
  },
  { name: 'category page', path: '/home', ready: headingShown },
  { name: 'sign-in page', path: '/sign-in', ready: headingShown },
  { name: 'pro sign-up landing', path: '/pro/signup', ready: headingShown },
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
      test(`${target.name} has no axe violations of any impact`, async ({ page }) => {
        await page.goto(`${prefix}${target.path}`);
        await target.ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoAxeViolations(page, `${prefix}${target.path}`);
      });
    }
  });
}
