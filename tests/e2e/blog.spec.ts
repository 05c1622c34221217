// The blog in ja and en: a blog card of a job-type page opens its article (in the app: Back finds
// the list as it was), a pro's post opens from the profile, the index lists the latest articles;
// each article's body is sanitized (the fixtures' hostile markup never runs nor reaches the page)
// and its head carries the title with the site name, description, canonical, hreflang and JSON-LD.
// Loading, error with retry and not-found states.
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';
import { blockedInlineHandler } from '../helpers/console';
import { collectErrors } from '../helpers/page-problems';

const ds = buildDataset();
const houseCleaning = ds.jobTypes.find((jobType) => jobType.id === 'house-cleaning')!;
const jobTypePath = `/${houseCleaning.categories.join('/')}/${houseCleaning.id}`;
// The fixtures' internal article and pro post with markup that must never run.
const hostile = /<script>|onerror=/;
const article = ds.blogPosts.find(
  (post) => post.jobTypeId === houseCleaning.id && hostile.test(post.bodyHtml),
)!;
const author = ds.pros.find((pro) => pro.blogPosts.some((post) => hostile.test(post.bodyHtml)))!;
const proPost = author.blogPosts.find((post) => hostile.test(post.bodyHtml))!;
/** The author as the page names the pro: the trade name, else the name; romanized in English. */
const authorNames = {
  ja: author.profile.companyName ?? author.profile.name,
  en: author.english.companyName ?? author.english.name,
};
const latest = [...ds.blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 12);

const texts = {
  ja: {
    prefix: '',
    appName: '暮らしのプロ探し',
    editorial: '暮らしのプロ探し 編集部',
    backToJobType: `${houseCleaning.title.ja}のプロを探す`,
    backToProfile: `${authorNames.ja}のプロフィールへ戻る`,
    toIndex: '料金相場や依頼のコツを記事で読む',
    indexTitle: 'お役立ち記事一覧 | 暮らしのプロ探し',
    error: '問題が発生しました',
    retry: '再読み込み',
  },
  en: {
    prefix: '/en',
    appName: 'Home Pros',
    editorial: 'The Home Pros editorial team',
    backToJobType: `Find a pro for ${houseCleaning.title.en}`,
    backToProfile: `Back to the profile of ${authorNames.en}`,
    toIndex: 'Read about prices and how to hire a pro',
    indexTitle: 'Articles | Home Pros',
    error: 'Something went wrong',
    retry: 'Try again',
  },
} as const;

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(text ?? '{}') as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
}

/** Title with the site name, description, canonical in the language, hreflang ja/en/x-default. */
async function expectSeoHead(
  page: Page,
  { title, description, path, prefix }: { title: string; description: string; path: string; prefix: string },
) {
  const origin = new URL(page.url()).origin;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${prefix}${path}`);
  for (const [hrefLang, href] of [
    ['ja', `${origin}${path}`],
    ['en', `${origin}/en${path}`],
    ['x-default', `${origin}${path}`],
  ] as const)
    await expect(page.locator(`link[rel="alternate"][hreflang="${hrefLang}"]`)).toHaveAttribute('href', href);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

/** The body shows the post's text, and nothing of its hostile markup runs or stays in the page. */
async function expectSanitizedBody(page: Page, text: string, marker: '__blogXss' | '__proBlogXss') {
  const body = page.getByTestId('article-body');
  await expect(body).toContainText(text);
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);
  // The image whose handler would have run has had its chance to fail to decode.
  await expect
    .poll(() =>
      body
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], marker),
  ).toBeUndefined();
}

// The journeys open each page as a visitor gets it: server-rendered, then hydrated. In the test-only
// `x-render: client` document a link followed while the app was still hydrating that document failed
// React's hydration (#418) now and then; the states below fail calls in the browser, so they keep it.
test.describe('as served', () => {
  test.use({ extraHTTPHeaders: {} });

  for (const language of ['ja', 'en'] as const) {
    const text = texts[language];

    test(`${language}: a blog card of a job-type page opens its article, which leads on to the job type's pros`, async ({
      page,
    }) => {
      const errors = collectErrors(page, blockedInlineHandler);
      await page.goto(`${text.prefix}${jobTypePath}`);
      await page.getByTestId('internal-blog-posts').getByRole('link', { name: article.title }).click();

      await expect(page).toHaveURL(`${text.prefix}/blog/${article.name}`);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByTestId('article-author')).toHaveText(text.editorial);
      await expectSanitizedBody(page, '準備のポイントをご紹介します。', '__blogXss');
      await expectSeoHead(page, {
        title: `${article.title} | ${text.appName}`,
        description: article.summary,
        path: `/blog/${article.name}`,
        prefix: text.prefix,
      });
      const [posting, breadcrumbs] = await structuredData(page);
      expect(posting).toMatchObject({
        '@type': 'BlogPosting',
        headline: article.title,
        datePublished: article.publishedAt,
        author: { '@type': 'Organization', name: text.editorial },
      });
      expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
      expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(3);

      await page.getByRole('link', { name: text.backToJobType }).click();
      await expect(page).toHaveURL(`${text.prefix}${jobTypePath}`);
      await expect(page.locator('[data-page-kind="jobType"]')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`${language}: back from an article, the job-type page's list is as the visitor left it`, async ({
      page,
    }) => {
      // The card is followed in the app (not a new document): the appended page of pros and the
      // place on the page come back with Back, as from a pro's card.
      // Once the scripts have run: a press on "more" before hydration is the link's own navigation to
      // ?page=2 (a new document with that page alone), not an appended page.
      await page.goto(`${text.prefix}${jobTypePath}`, { waitUntil: 'networkidle' });
      const pros = page.getByTestId('pro-card');
      await expect(pros.first()).toBeVisible();
      await page.locator('a[rel="next"]').dispatchEvent('click');
      await expect.poll(() => pros.count()).toBeGreaterThanOrEqual(20);
      const shown = await pros.count();
      const card = page.getByTestId('internal-blog-posts').getByRole('link', { name: article.title });
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

      await page.goBack();
      await expect(page).toHaveURL(`${text.prefix}${jobTypePath}`);
      await expect(card).toBeInViewport();
      expect(await pros.count()).toBeGreaterThanOrEqual(shown);
    });

    test(`${language}: a pro's blog post opens from the profile, its author links back to the profile`, async ({
      page,
    }) => {
      const errors = collectErrors(page, blockedInlineHandler);
      const authorName = authorNames[language];
      const profilePath = `/profile/${author.profile.slug}/pro`;
      await page.goto(`${text.prefix}${profilePath}`);
      await page.getByTestId('blog-posts').getByRole('link', { name: proPost.title }).click();

      const path = `${profilePath}/blog/${proPost.id}`;
      await expect(page).toHaveURL(`${text.prefix}${path}`);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(proPost.title);
      await expectSanitizedBody(page, 'よくいただくご質問', '__proBlogXss');
      await expectSeoHead(page, {
        title: `${proPost.title} | ${text.appName}`,
        description: proPost.summary,
        path,
        prefix: text.prefix,
      });
      const [posting] = await structuredData(page);
      const origin = new URL(page.url()).origin;
      expect(posting).toMatchObject({
        '@type': 'BlogPosting',
        headline: proPost.title,
        author: { name: authorName, url: `${origin}${text.prefix}${profilePath}` },
      });

      await expect(page.getByRole('link', { name: text.backToProfile })).toBeVisible();
      await page.getByTestId('article-author').getByRole('link', { name: authorName }).click();
      await expect(page).toHaveURL(`${text.prefix}${profilePath}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(authorName);
      expect(errors).toEqual([]);
    });

    test(`${language}: the blog index, linked from the start page, lists the latest articles`, async ({
      page,
    }) => {
      const errors = collectErrors(page, blockedInlineHandler);
      await page.goto(`${text.prefix}/start`);
      await page.getByRole('link', { name: text.toIndex }).click();
      await expect(page).toHaveURL(`${text.prefix}/blog`);
      await expect(page).toHaveTitle(text.indexTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${new URL(page.url()).origin}${text.prefix}/blog`,
      );
      const links = page.getByTestId('blog-index-posts').getByRole('link');
      await expect(links).toHaveText(latest.map((post) => post.title));
      for (const [index, post] of latest.entries())
        await expect(links.nth(index)).toHaveAttribute('href', `${text.prefix}${post.url}`);

      await links.first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest[0]!.title);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('states', () => {
  test('an article shows its loading state while it loads', async ({ page }) => {
    await page.route('**/api/blog-posts/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.goto(`/blog/${article.name}`);
    // Rendered in the browser from the server's shell (x-render: client), the shell's hidden pending
    // article and the browser's visible one are both in the page for a moment.
    await expect(page.getByTestId('blog-pending').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByTestId('blog-pending')).toHaveCount(0);
  });

  test('an article that fails to load says so, and its retry loads it', async ({ page }) => {
    let failing = true;
    await page.route('**/api/blog-posts/**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'forced' } }),
          })
        : route.continue(),
    );
    await page.goto(`/en/blog/${article.name}`);
    await expect(page.getByRole('alert')).toContainText(texts.en.error);
    failing = false;
    await page.getByRole('button', { name: texts.en.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  for (const [name, path] of [
    ['an article the API does not know', '/blog/no-such-article'],
    ['an English article the API does not know', '/en/blog/no-such-article'],
    ['a post the pro does not have', `/profile/${author.profile.slug}/pro/blog/pblog-99999`],
    ['a post of an unknown pro', `/profile/no-such-pro/pro/blog/${proPost.id}`],
  ]) {
    test(`${name} is not found`, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});
