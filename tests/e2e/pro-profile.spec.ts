// The pro profile in ja and en against the mock kit: every section with the fixture pro's data,
// the rating filter, SEO tags, the imported profile's claim form (neutral outcome, typed email
// kept, also under a forced conflict), and forced failures: a section with an error and a retry,
// and the swallowed fallbacks leaving the page usable.
import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';
import { collectErrors } from '../helpers/page-problems';

const ds = buildDataset();
const rich = ds.pros.find(
  (pro) =>
    !pro.profile.isItp &&
    !pro.profile.description.en &&
    pro.profile.reviewStatistics.reviewCount > 0 &&
    new Set(pro.reviews.map((review) => review.rating)).size > 1 &&
    pro.blogPosts.length > 0 &&
    pro.profile.caseStudies.length > 0 &&
    pro.pricingMenu.length > 0,
)!;
const itp = ds.pros.find((pro) => pro.profile.id === ds.itpProId)!;
const yen = (amount: number) =>
  new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(amount);

/** Sends the mock's `Prefer` header on matching calls: the documented answer is forced. */
const prefer = (preference: string) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), prefer: preference } });

async function jsonLd(page: Page): Promise<{ '@graph': Record<string, unknown>[] }> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as { '@graph': Record<string, unknown>[] };
}

test.describe('ja', () => {
  test('shows every section of a pro with its data', async ({ page }) => {
    const errors = collectErrors(page);
    const { profile } = rich;
    await page.goto(`/profile/${profile.slug}/pro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.companyName ?? profile.name);

    const avatar = page.getByRole('img', { name: /プロフィール写真/ });
    await expect(avatar).toHaveAttribute('width', '96');
    await expect(avatar).toHaveAttribute('height', '96');
    await expect(page.getByTestId('about')).toContainText(profile.description.ja!);

    const jobTypes = page.getByTestId('job-types').getByRole('link');
    await expect(jobTypes).toHaveCount(profile.jobTypeIds.length);
    const prefectures = ds.prefectures.filter((prefecture) => rich.prefectureKeys.includes(prefecture.key));
    for (const prefecture of prefectures)
      await expect(page.getByTestId('prefectures')).toContainText(prefecture.name);

    const pricing = page.getByTestId('pricing-menu');
    for (const item of rich.pricingMenu) {
      await expect(pricing).toContainText(item.title);
      await expect(pricing).toContainText(yen(item.price));
    }
    for (const entry of rich.questions.data)
      await expect(page.getByTestId('questions')).toContainText(entry.question);

    const studies = page.getByTestId('case-studies').locator('.case-study-card');
    await expect(studies).toHaveCount(Math.min(6, profile.caseStudies.length));
    const studyImages = page.getByTestId('case-studies').locator('img');
    await expect(studyImages.first()).toBeAttached();
    expect(await studyImages.count()).toBeGreaterThan(0);
    for (const image of await studyImages.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    await expect(page.getByTestId('blog-posts').locator('.blog-post-card')).toHaveCount(
      rich.blogPosts.length,
    );
    await expect(page.getByTestId('reviews').locator('.review-card')).toHaveCount(rich.reviews.length);
    expect(errors).toEqual([]);
  });

  test('filters reviews by rating', async ({ page }) => {
    const { profile } = rich;
    await page.goto(`/profile/${profile.slug}/pro`);
    const reviews = page.getByTestId('reviews');
    await expect(reviews.locator('.review-card')).toHaveCount(rich.reviews.length);
    const star = rich.reviews[0]!.rating;
    const withStar = rich.reviews.filter((review) => review.rating === star).length;
    const filter = reviews.getByRole('group', { name: '評価で絞り込む' });
    const button = filter.getByRole('button', { name: `★${star}（${withStar}）` });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(reviews.locator('.review-card')).toHaveCount(withStar);
    await filter.getByRole('button', { name: /すべて/ }).click();
    await expect(reviews.locator('.review-card')).toHaveCount(rich.reviews.length);
  });

  test('has a title, meta description, canonical, hreflang and JSON-LD with the rating', async ({ page }) => {
    const { profile } = rich;
    await page.goto(`/profile/${profile.id}/pro?backlinkId=bl-1`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = profile.companyName ?? profile.name;
    await expect(page).toHaveTitle(
      new RegExp(`^${name}（.+）のプロフィール・クチコミ（\\d{4}年\\d{1,2}月）`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    // Every key of the pro (here its id) has the slug URL as canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/profile/${profile.slug}/pro$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/profile/${profile.slug}/pro$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
      'href',
      new RegExp(`[0-9]/profile/${profile.slug}/pro$`),
    );
    const business = (await jsonLd(page))['@graph'].find((node) => node['@type'] === 'LocalBusiness')!;
    expect(business.aggregateRating).toMatchObject({
      ratingValue: profile.reviewStatistics.ratingValue,
      reviewCount: profile.reviewStatistics.reviewCount,
    });
  });

  test('the imported profile offers the claim form; the outcome is neutral and the email is kept', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`/profile/${itp.profile.slug}/pro`);
    await expect(page.getByText('未登録のプロフィール')).toBeVisible();
    const business = (await jsonLd(page))['@graph'].find((node) => node['@type'] === 'LocalBusiness')!;
    expect(business).not.toHaveProperty('aggregateRating');

    const claim = page.getByTestId('claim-profile');
    const email = claim.getByLabel('メールアドレス');
    await email.fill('not-an-email');
    await claim.getByRole('button', { name: '案内メールを受け取る' }).click();
    await expect(claim.getByRole('alert')).toHaveText('メールアドレスの形式をご確認ください');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/itp-users/${itp.profile.id}/claim-profile`),
    );
    await email.fill('owner@example.com');
    await claim.getByRole('button', { name: '案内メールを受け取る' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'owner@example.com' });
    await expect(claim.getByRole('status')).toContainText('ご入力ありがとうございました');
    await expect(email).toHaveValue('owner@example.com');
    expect(errors).toEqual([]);
  });

  test('a claim the server refuses (forced 409) ends the same way, only logged', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/itp-users/*/claim-profile', prefer('code=409'));
    await page.goto(`/profile/${itp.profile.slug}/pro`);
    const claim = page.getByTestId('claim-profile');
    await claim.getByLabel('メールアドレス').fill('owner@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/claim-profile'));
    await claim.getByRole('button', { name: '案内メールを受け取る' }).click();
    expect((await answer).status()).toBe(409);
    await expect(claim.getByRole('status')).toContainText('ご入力ありがとうございました');
    await expect(claim.getByLabel('メールアドレス')).toHaveValue('owner@example.com');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(warnings.some((text) => text.includes('claim-profile failed'))).toBe(true);
  });

  test('a failing section shows an error with a retry; the rest of the page stays', async ({ page }) => {
    let failing = true;
    await page.route('**/api/pro-blog-posts/pro/**', (route) =>
      failing ? prefer('code=404')(route) : route.continue(),
    );
    await page.goto(`/profile/${rich.profile.slug}/pro`);
    const blog = page.getByTestId('blog-posts');
    await expect(blog.getByRole('alert')).toContainText('ブログを読み込めませんでした');
    await expect(page.getByTestId('pricing-menu')).toContainText(rich.pricingMenu[0]!.title);
    failing = false;
    await blog.getByRole('button', { name: '再読み込み' }).click();
    await expect(blog.locator('.blog-post-card')).toHaveCount(rich.blogPosts.length);
    await expect(blog.getByRole('alert')).toHaveCount(0);
  });

  test('the profile itself failing shows the page error, and retry recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/api/pros/get-by-slug/**', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
          })
        : route.continue(),
    );
    await page.goto(`/profile/${rich.profile.slug}/pro`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: '問題が発生しました' })).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: '再読み込み' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      rich.profile.companyName ?? rich.profile.name,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('reviews, pricing menu and questions failing (forced 500) each say so with a retry; the rest stays', async ({
    page,
  }) => {
    let failing = true;
    const fail = (route: Route) => (failing ? prefer('code=500')(route) : route.continue());
    await page.route('**/api/pro-feedbacks?**', fail);
    await page.route('**/api/users/*/pricing-menu', fail);
    await page.route('**/api/users/*/questions', fail);
    await page.goto(`/profile/${rich.profile.slug}/pro`);
    for (const section of ['reviews', 'pricing-menu', 'questions']) {
      const alert = page.getByTestId(section).getByRole('alert');
      await expect(alert).toContainText('読み込めませんでした');
      await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
    }
    // A failure is never shown as "none yet".
    await expect(page.getByTestId('reviews')).not.toContainText('まだクチコミはありません');
    await expect(page.getByTestId('pricing-menu')).not.toContainText('料金メニューはまだありません');
    await expect(page.getByTestId('blog-posts').locator('.blog-post-card')).toHaveCount(
      rich.blogPosts.length,
    );
    failing = false;
    const menu = page.getByTestId('pricing-menu');
    await menu.getByRole('button', { name: '再読み込み' }).click();
    await expect(menu).toContainText(rich.pricingMenu[0]!.title);
    await expect(menu.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('en', () => {
  test('shows the profile in English, the Japanese description as fallback, and English SEO', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const { profile } = rich;
    await page.goto(`/en/profile/${profile.customProfileUrl ?? profile.slug}/pro/${profile.jobTypeIds[0]}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Pricing menu' })).toBeVisible();
    const description = page.getByTestId('about').getByText(profile.description.ja!);
    await expect(description).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/: profile and reviews \([A-Z][a-z]+ \d{4}\)/);
    // A job type's address shows the same profile: its canonical is the profile's.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/profile/${profile.slug}/pro$`),
    );
    // Yen stays in ja-JP format in English too.
    await expect(page.getByTestId('pricing-menu')).toContainText(yen(rich.pricingMenu[0]!.price));
    await expect(
      page
        .getByTestId('job-types')
        .getByRole('link', { name: /./ })
        .and(page.locator('[aria-current="page"]')),
    ).toHaveCount(1);
    await expect(page.getByTestId('reviews').getByRole('group', { name: 'Filter by rating' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the claim form in English', async ({ page }) => {
    await page.goto(`/en/profile/${itp.profile.id}/pro`);
    const claim = page.getByTestId('claim-profile');
    await expect(claim.getByRole('heading', { name: 'Is this your business?' })).toBeVisible();
    await claim.getByLabel('Email address').fill('owner@example.com');
    await claim.getByRole('button', { name: 'Send me the instructions' }).click();
    await expect(claim.getByRole('status')).toContainText('Thank you.');
    await expect(claim.getByLabel('Email address')).toHaveValue('owner@example.com');
  });
});
