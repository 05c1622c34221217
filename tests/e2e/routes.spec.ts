// Every route shape of the product, in Japanese and under /en, against the mock kit: each
// resolves, is rendered by the server and hydrates without console errors or refetching, and sets
// its title; redirects and not-found cases behave as the spec says; switching language keeps the page.
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';
import { collectErrors, watchHydration } from '../helpers/page-problems';

const ds = buildDataset();
const proWithCustomUrl = ds.pros.find((candidate) => candidate.profile.customProfileUrl)!;
const pro = proWithCustomUrl.profile;
const jobTypeOfPro = pro.jobTypeIds[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pro's display name: Japanese on Japanese pages, romanized on English ones. */
const proHeading = {
  ja: new RegExp(escape(pro.companyName ?? pro.name)),
  en: new RegExp(escape(proWithCustomUrl.english.companyName ?? proWithCustomUrl.english.name)),
};

/**
 * The page's real title in each language: its name, the month's suffix (any month: the page's own
 * date) and the site name after a bar (the start page is the site itself).
 */
function title(ja: string, en: string, withSite = true): { ja: RegExp; en: RegExp } {
  return {
    ja: new RegExp(`^${escape(ja)}（\\d{4}年\\d{1,2}月）${withSite ? escape(' | 暮らしのプロ探し') : ''}$`),
    en: new RegExp(`^${escape(en)} \\([A-Z][a-z]+ \\d{4}\\)${withSite ? escape(' | Home Pros') : ''}$`),
  };
}
const proTitle = title(
  `${pro.companyName ?? pro.name}（${pro.location.title}）のプロフィール・クチコミ`,
  `${proWithCustomUrl.english.companyName ?? proWithCustomUrl.english.name} (${proWithCustomUrl.english.locationTitle}): profile and reviews`,
);
/** Kana or kanji: none on an /en page's heading, breadcrumbs or title. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Each shape's h1 in each language: an /en page shows only the English (romanized) name. */
const shapes: {
  name: string;
  path: string;
  heading: { ja: RegExp; en: RegExp };
  title: { ja: RegExp; en: RegExp };
  kind?: string;
}[] = [
  {
    name: 'start',
    path: '/start',
    title: title('暮らしのプロ探し', 'Home Pros', false),
    heading: { ja: /暮らしのプロ探し/, en: /Home Pros/ },
  },
  {
    name: 'top-level category',
    path: '/home',
    title: title('住宅・リフォームのサービス一覧', 'Home & renovation: find a pro near you'),
    heading: { ja: /住宅・リフォーム/, en: /Home & renovation/ },
  },
  {
    name: 'subcategory',
    path: '/home/cleaning',
    title: title('ハウスクリーニングのサービス一覧', 'Cleaning: find a pro near you'),
    heading: { ja: /ハウスクリーニング/, en: /Cleaning/ },
  },
  {
    name: 'job type',
    path: '/home/cleaning/house-cleaning',
    title: title('全国のハウスクリーニング', 'House cleaning across Japan'),
    heading: { ja: /ハウスクリーニング/, en: /House cleaning/ },
    kind: 'jobType',
  },
  {
    name: 'prefecture',
    path: '/home/cleaning/house-cleaning/tokyo',
    title: title('東京都のハウスクリーニング', 'House cleaning in Tokyo'),
    heading: { ja: /東京都/, en: /Tokyo/ },
    kind: 'prefecture',
  },
  {
    name: 'major city',
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi',
    title: title('神奈川県横浜市のハウスクリーニング', 'House cleaning in Yokohama, Kanagawa'),
    heading: { ja: /横浜市/, en: /Yokohama/ },
    kind: 'majorCity',
  },
  {
    name: 'major city ward',
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi/yokohama-shi-aoba-ku',
    title: title(
      '神奈川県横浜市青葉区のハウスクリーニング',
      'House cleaning in Yokohama-shi Aoba-ku, Kanagawa',
    ),
    heading: { ja: /青葉区/, en: /Aoba-ku/ },
    kind: 'majorCityCity',
  },
  {
    name: 'city group',
    path: '/home/garden/gardener/kanagawa/yokohama-north',
    title: title('神奈川県横浜市北部の庭師・植木屋', 'Gardener in North Yokohama, Kanagawa'),
    heading: { ja: /横浜市北部/, en: /North Yokohama/ },
    kind: 'group',
  },
  {
    name: 'city in a group',
    path: '/home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-aoba-ku',
    title: title('神奈川県横浜市青葉区の庭師・植木屋', 'Gardener in Yokohama-shi Aoba-ku, Kanagawa'),
    heading: { ja: /青葉区/, en: /Aoba-ku/ },
    kind: 'groupCity',
  },
  {
    name: 'city',
    path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku',
    title: title('東京都渋谷区のハウスクリーニング', 'House cleaning in Shibuya-ku, Tokyo'),
    heading: { ja: /渋谷区/, en: /Shibuya-ku/ },
    kind: 'city',
  },
  {
    name: 'profile by slug',
    path: `/profile/${pro.slug}/pro`,
    title: proTitle,
    heading: proHeading,
  },
  {
    name: 'profile by custom URL',
    path: `/profile/${pro.customProfileUrl}/pro`,
    title: proTitle,
    heading: proHeading,
  },
  {
    name: 'profile by short id',
    path: `/profile/${pro.shortId}/pro`,
    title: proTitle,
    heading: proHeading,
  },
  {
    name: 'profile by id, for a job type, with a backlink',
    path: `/profile/${pro.id}/pro/${jobTypeOfPro}?backlinkId=bl-1`,
    title: proTitle,
    heading: proHeading,
  },
];

// Every notification target is for signed-in users only: a visitor is sent to sign in, with the
// way back (their signed-in content is in notification-targets.spec.ts).
const guarded = [
  '/request/req-1',
  '/request/req-1/apply/apl-1?activePage=message',
  '/apply-detail/apl-1',
  '/request-detail/req-1',
  '/request-detail/req-1/apply-detail?activePage=message',
  '/dashboard/request/req-1/apply/apl-1?activePage=message',
  '/dashboard/pro',
  '/billing',
  '/missions',
];

for (const language of ['ja', 'en'] as const) {
  const prefix = language === 'en' ? '/en' : '';
  test.describe(`${language}`, () => {
    test.describe('server-rendered and hydrated', () => {
      // As a visitor gets the page (not the test-only `x-render: client` document): its HTML from the
      // server, hydrated without a React warning and without fetching its data again (ssr.spec.ts
      // reads the same HTML with JavaScript off; crawl.spec.ts renders each kind in the browser).
      test.use({ extraHTTPHeaders: {} });
      for (const shape of shapes) {
        test(`${shape.name} renders (${prefix}${shape.path})`, async ({ page }) => {
          const errors = collectErrors(page);
          const { problems, dataCalls } = await watchHydration(page);
          await page.goto(`${prefix}${shape.path}`, { waitUntil: 'networkidle' });
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(shape.heading[language]);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page).toHaveTitle(shape.title[language]);
          if (language === 'en') {
            expect(await heading.textContent()).not.toMatch(JAPANESE);
            expect(await page.title()).not.toMatch(JAPANESE);
            if (shape.kind) {
              const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
              await expect(breadcrumbs).toBeVisible();
              expect(await breadcrumbs.textContent()).not.toMatch(JAPANESE);
            }
          }
          if (shape.kind) await expect(page.locator(`[data-page-kind="${shape.kind}"]`)).toBeVisible();
          expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          expect(errors).toEqual([]);
          expect(problems).toEqual([]);
          expect(dataCalls).toEqual([]);
        });
      }
    });

    for (const path of guarded) {
      test(`${prefix}${path} sends a visitor to sign in`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in\\?redirect=`));
        // The page's own address, in its language: sign-in returns to exactly it.
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ログイン|Sign in/);
        expect(errors).toEqual([]);
      });
    }

    test.describe('the application shell', () => {
      // As a visitor gets it: server-rendered and hydrated. (It makes no API call for a test to
      // intercept, so it needs no `x-render: client` document; in that test-only mode a route whose
      // loader settles at once can finish loading while React is still hydrating the document, and
      // TanStack Router then presents it without the pending boundary the server rendered — a
      // hydration mismatch of the test mode, seen 4 times in 50 runs, never of a served page.)
      test.use({ extraHTTPHeaders: {} });
      test('renders alone', async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(`${prefix}/_app`);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        expect(errors).toEqual([]);
      });
    });

    test('/ goes to the start page', async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page).toHaveURL(new RegExp(`${prefix}/start$`));
    });
  });
}

test.describe('location outcomes', () => {
  test('a city group redirects to the prefecture when grouping is off for the job type', async ({ page }) => {
    await page.goto('/home/reform/roof-construction/kanagawa/yokohama-north');
    await expect(page).toHaveURL(/\/home\/reform\/roof-construction\/kanagawa$/);
    await expect(page.locator('[data-page-kind="prefecture"]')).toBeVisible();
  });

  test('a city in a group redirects to the city page when grouping is off, in English too', async ({
    page,
  }) => {
    await page.goto('/en/home/reform/roof-construction/kanagawa/yokohama-north/yokohama-shi-aoba-ku');
    await expect(page).toHaveURL(/\/en\/home\/reform\/roof-construction\/kanagawa\/yokohama-shi-aoba-ku$/);
    await expect(page.locator('[data-page-kind="city"]')).toBeVisible();
  });

  test('wrong categories redirect to the canonical URL', async ({ page }) => {
    await page.goto('/home/garden/house-cleaning/tokyo');
    await expect(page).toHaveURL(/\/home\/cleaning\/house-cleaning\/tokyo$/);
  });

  for (const [name, path] of [
    ['an unknown path', '/nope'],
    ['an unknown job type', '/home/cleaning/no-such-job'],
    ['a city outside its prefecture', '/home/cleaning/house-cleaning/tokyo/yokohama-shi-aoba-ku'],
    ['an unknown prefecture', '/home/cleaning/house-cleaning/atlantis'],
    ['an unknown pro', '/profile/no-such-pro/pro'],
    ['a job type the pro does not offer', `/profile/${pro.slug}/pro/piano-teacher`],
    ['an English unknown path', '/en/nope'],
  ]) {
    test(`${name} is not found, and kept out of search indexes`, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /ページが見つかりません|Page not found/,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(
        page.getByRole('link', { name: /トップページへ戻る|Back to the home page/ }),
      ).toBeVisible();
    });
  }
});

test('switching language keeps the page, and back', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/home/cleaning/house-cleaning/tokyo?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('東京都のハウスクリーニング');
  await expect(page).toHaveTitle(/（2ページ目）/);

  // The header's switch (the footer has one too).
  await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/home\/cleaning\/house-cleaning\/tokyo\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('House cleaning in Tokyo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Links keep the language.
  await page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: 'Lessons' })
    .click();
  await expect(page).toHaveURL(/\/en\/learning$/);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(errors).toEqual([]);
});
