// What the chaos suite opens and what it reads off a page: the public route shapes, the state a
// page is in (its page, the error page of one kind, not found, or blank), the statements of "none"
// it makes, uncaught errors, and horizontal overflow.
import { expect, type Page } from '@playwright/test';
import { buildDataset } from '../../fixtures/dataset';
import { readFileSync } from 'node:fs';

const ds = buildDataset();
const pro = ds.pros.find((candidate) => candidate.profile.customProfileUrl)!.profile;
const article = ds.blogPosts.find((post) => post.jobTypeId === 'house-cleaning')!;

export interface RouteShape {
  name: string;
  path: string;
  /** Whether the route's loader needs the API: with every call failing it must be the error page. */
  needsApi: boolean;
}

export const ROUTES: RouteShape[] = [
  { name: 'start', path: '/start', needsApi: true },
  { name: 'category', path: '/home', needsApi: true },
  { name: 'subcategory', path: '/home/cleaning', needsApi: true },
  { name: 'job type', path: '/home/cleaning/house-cleaning', needsApi: true },
  { name: 'prefecture', path: '/home/cleaning/house-cleaning/tokyo', needsApi: true },
  { name: 'designated city', path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi', needsApi: true },
  {
    name: 'ward',
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi/yokohama-shi-aoba-ku',
    needsApi: true,
  },
  { name: 'group', path: '/home/garden/gardener/kanagawa/yokohama-north', needsApi: true },
  {
    name: 'group city',
    path: '/home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-aoba-ku',
    needsApi: true,
  },
  { name: 'city', path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku', needsApi: true },
  { name: 'profile', path: `/profile/${pro.slug}/pro`, needsApi: true },
  { name: 'profile for a job type', path: `/profile/${pro.id}/pro/${pro.jobTypeIds[0]!}`, needsApi: true },
  { name: 'blog index', path: '/blog', needsApi: true },
  { name: 'blog article', path: `/blog/${article.name}`, needsApi: true },
  { name: 'sign-in', path: '/sign-in', needsApi: false },
];

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const localized = (path: string, language: Language) => (language === 'en' ? `/en${path}` : path);

interface Texts {
  common: { status: Record<'offline' | 'rateLimited' | 'error', { title: string }> & { empty: string } };
  marketing: { reviews: { none: string } };
  pros: { empty: Record<string, string> };
}
const resource = (language: string, namespace: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../../src/lib/i18n/resources/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  );
const textsOf = (language: string) =>
  ({
    common: resource(language, 'common'),
    marketing: resource(language, 'marketing'),
    pros: resource(language, 'pros'),
  }) as Texts;
const texts = { ja: textsOf('ja'), en: textsOf('en') };

/** Every sentence by which a page says there is nothing, and the zero counts. */
export function emptyStatements(language: Language): RegExp {
  const { common, marketing, pros } = texts[language];
  const sentences = [common.status.empty, marketing.reviews.none, ...Object.values(pros.empty)];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:${[...sentences.map(escape), '0人のプロ', '0 pros'].join('|')})$`);
}

/** Collects uncaught page errors (an error boundary's catch is not one). */
export function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export type PageState = 'page' | 'notFound' | 'blank' | `error:${'network' | 'rateLimited' | 'failed'}`;

/** Waits for the page to settle into a state and names it. */
export async function settledState(page: Page): Promise<PageState> {
  const errorPage = page.getByTestId('error-state');
  const notFound = page.getByTestId('not-found');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(errorPage.or(notFound).or(heading).first())
    .toBeVisible({ timeout: 20_000 })
    .catch(() => undefined);
  if (await errorPage.isVisible())
    return `error:${(await errorPage.getAttribute('data-failure')) as 'failed'}`;
  if (await notFound.isVisible()) return 'notFound';
  if (await heading.first().isVisible()) return 'page';
  return 'blank';
}

/** The visible "nothing here" statements of the page. */
export async function statementsOfNone(page: Page, language: Language): Promise<string[]> {
  const pattern = emptyStatements(language);
  const shown = await page.locator('main p, main [data-testid="pro-count"]').allInnerTexts();
  return shown.map((text) => text.trim()).filter((text) => pattern.test(text));
}
