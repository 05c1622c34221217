// Server rendering, against the production server and the mock kit: every public route shape
// carries its content in the HTML (read here with JavaScript off), hydrates without a React
// warning and without fetching its data again, and the server answers with the page's status.
import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';
import { watchHydration } from '../helpers/page-problems';

const ds = buildDataset();
const pro = ds.pros.find((candidate) => candidate.profile.customProfileUrl)!;
const article = ds.blogPosts[0]!;
const proNames = new RegExp(
  [pro.profile.companyName ?? pro.profile.name, pro.english.companyName ?? pro.english.name]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

interface Shape {
  name: string;
  path: string;
  /** The page lists pros (marketing pages): their cards are in the HTML. */
  pros?: boolean;
  heading?: RegExp;
  jsonLd?: boolean;
}

const shapes: Shape[] = [
  { name: 'start', path: '/start' },
  { name: 'category', path: '/home' },
  { name: 'subcategory', path: '/home/cleaning' },
  { name: 'job type', path: '/home/cleaning/house-cleaning', pros: true, jsonLd: true },
  { name: 'prefecture', path: '/home/cleaning/house-cleaning/tokyo', pros: true, jsonLd: true },
  {
    name: 'major city',
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi',
    pros: true,
    jsonLd: true,
  },
  {
    name: 'major city ward',
    path: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi/yokohama-shi-aoba-ku',
    pros: true,
    jsonLd: true,
  },
  { name: 'city group', path: '/home/garden/gardener/kanagawa/yokohama-north', pros: true, jsonLd: true },
  {
    name: 'city in a group',
    path: '/home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-aoba-ku',
    pros: true,
    jsonLd: true,
  },
  { name: 'city', path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku', pros: true, jsonLd: true },
  { name: 'profile', path: `/profile/${pro.profile.slug}/pro`, heading: proNames, jsonLd: true },
  {
    name: 'profile for a job type',
    path: `/profile/${pro.profile.slug}/pro/${pro.profile.jobTypeIds[0]}`,
    heading: proNames,
    jsonLd: true,
  },
  { name: 'blog index', path: '/blog' },
  { name: 'article', path: `/blog/${article.name}`, jsonLd: true },
];

const localized = (path: string, language: 'ja' | 'en') => (language === 'en' ? `/en${path}` : path);

test.describe('with JavaScript off, the HTML carries the page', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['ja', 'en'] as const) {
    for (const shape of shapes) {
      const path = localized(shape.path, language);
      test(`${shape.name} (${path})`, async ({ page, baseURL }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).not.toBeEmpty();
        if (shape.heading) await expect(heading).toHaveText(shape.heading);
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(new RegExp(`^${baseURL}/`));
        for (const hrefLang of ['ja', 'en', 'x-default'])
          await expect(page.locator(`link[rel="alternate"][hreflang="${hrefLang}"]`)).toHaveAttribute(
            'href',
            new RegExp(`^${baseURL}/`),
          );

        if (shape.jsonLd) {
          const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
          expect(blocks.length).toBeGreaterThan(0);
          for (const block of blocks) {
            const data = JSON.parse(block) as Record<string, unknown>;
            expect(data['@type'] ?? data['@graph']).toBeTruthy();
          }
        }
        if (shape.pros) {
          await expect(page.getByTestId('pro-count')).toHaveText(/\d/);
          await expect(page.getByTestId('pro-list')).toBeVisible();
          // A page with pros lists them (a ward may have none: its empty state is in the HTML then).
          const count = Number(/\d+/.exec((await page.getByTestId('pro-count').textContent()) ?? '')?.[0]);
          if (count > 0)
            await expect(page.getByTestId('pro-card').first().getByRole('heading')).not.toBeEmpty();
          else await expect(page.getByTestId('pro-list-empty')).toBeVisible();
        }
      });
    }
  }
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });
  // A phone may show the server's form seconds before the script runs: pressing the button then must
  // not send the form natively (it would put the email and password in the URL).
  test('the sign-in form waits for the script and never submits by GET', async ({ page }) => {
    await page.goto('/sign-in');
    const form = page.locator('main form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: 'ログイン' })).toBeDisabled();
    await form.getByLabel('メールアドレス').fill('taro@example.com');
    await form.getByLabel('パスワード', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('with JavaScript, the page hydrates as rendered', () => {
  // The other route shapes hydrate in routes.spec.ts, which opens each of them this way (and checks
  // its title, heading and breadcrumbs there): one visit per shape and language for both.
  for (const language of ['ja', 'en'] as const) {
    for (const shape of shapes.filter(({ path }) => path.startsWith('/blog'))) {
      const path = localized(shape.path, language);
      test(`${shape.name} (${path})`, async ({ page }) => {
        const { problems, dataCalls } = await watchHydration(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: the router has taken over (a client-side navigation works).
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(problems).toEqual([]);
        // The page's queries came with the HTML: none is fetched again.
        expect(dataCalls).toEqual([]);
      });
    }
  }

  test('checking answers with the contract zod schemas breaks no Content-Security-Policy rule', async ({
    page,
  }) => {
    const { problems } = await watchHydration(page);
    // The chunk the client loads for the contract's schemas (zod and every generated schema), named
    // in the build's manifest: the page loads it only when it needs it (an error answer's body).
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = manifest['src/api/schemas.ts']?.file;
    expect(chunk, 'the build has a chunk for src/api/schemas.ts').toBeDefined();
    await page.goto('/start');
    // Once the chunk has run (an import of it settles after), and the browser has dispatched what it
    // refused, nothing was refused: zod builds its parsers without eval.
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }, `/${chunk}`);
    expect(problems).toEqual([]);
  });

  test('the hydrated page navigates on the client', async ({ page }) => {
    const { problems } = await watchHydration(page);
    await page.goto('/start', { waitUntil: 'networkidle' });
    let documentRequests = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests += 1;
    });
    // The header's switch (the footer has one too).
    await page.getByRole('navigation', { name: '表示言語' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/start$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(documentRequests).toBe(0);
    expect(problems).toEqual([]);
  });

  test('a visitor who scrolls before the scripts have run keeps their place when the page hydrates', async ({
    page,
  }) => {
    // The entry script is held back until the visitor has scrolled down to an article link of the
    // server's page (as on a slow phone). Before, the hydrating render sent the page back to the top,
    // and a tap aimed at the link landed on whatever was there then (blog.spec.ts failed so, now and then).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const { problems } = await watchHydration(page);
    await page.goto('/home/cleaning/house-cleaning', { waitUntil: 'commit' });
    const link = page.getByTestId('internal-blog-posts').getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);

    release();
    // Hydrated: the router's bootstrap object is gone once it has taken over the page.
    await page.waitForFunction(() => !('$_TSR' in window));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await link.click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    // A page opened from there starts at its top.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('statuses from the server', () => {
  for (const path of ['/nope', '/en/nope', '/home/cleaning/no-such-job', '/profile/no-such-pro/pro']) {
    test(`${path} is 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  }

  test('a failing API gives 500 with the error page and its retry', async ({ page }) => {
    const response = await page.goto('/home/cleaning/house-cleaning?mock=serverError');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: /再読み込み|Reload|Try again/i })).toBeVisible();
    expect(response?.headers()['cache-control']).toBe('no-store');
  });

  for (const [name, from, status, to] of [
    ['the root', '/', 302, '/start'],
    ['the English root', '/en', 302, '/en/start'],
    ['wrong categories', '/home/garden/house-cleaning/tokyo', 301, '/home/cleaning/house-cleaning/tokyo'],
    [
      'a city group where grouping is off',
      '/en/home/reform/roof-construction/kanagawa/yokohama-north',
      301,
      '/en/home/reform/roof-construction/kanagawa',
    ],
  ] as const) {
    test(`${name} is a real ${status} redirect`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers()['location']!, baseURL).pathname).toBe(to);
    });
  }
});

test.describe('headers', () => {
  test('a page has the security headers and a nonce on each of its scripts', async ({ request }) => {
    const response = await request.get('/home/cleaning/house-cleaning');
    const headers = response.headers();
    const csp = headers['content-security-policy']!;
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cache-control']).toMatch(/public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('every response has its own nonce', async ({ request }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await request.get('/start')).headers()['content-security-policy']!)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test('HSTS behind an HTTPS proxy only', async ({ request }) => {
    const response = await request.get('/start', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('hashed assets are immutable, compressed; source maps are not served', async ({ request }) => {
    const html = await (await request.get('/start')).text();
    // The entry, as the page's inline script adds it after the first paint.
    const script = /e\.src="(\/assets\/entry-client-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });

  test('the health endpoint answers', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
