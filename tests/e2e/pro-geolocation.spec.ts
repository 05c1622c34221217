// The service area's geolocation suggestion, end to end against the stateful mock kit: with the
// browser's permission, "use my location" suggests the nearest prefecture and city (the
// geolocation call with the position, then the city and the prefecture it names) and a second
// click chooses it, saved with the area (and the base city's town area, chosen too); without the permission the suggestion is hidden and
// nothing is chosen. ja and en.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { mockApiOrigin } from '../helpers/e2e-ports';

const PASSWORD = 'correct-horse-battery';
/** Umeda, Osaka: the mock's nearest city office is Kita-ku's. */
const UMEDA = { latitude: 34.7025, longitude: 135.4959 };

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

const TEXTS = {
  ja: {
    prefix: '',
    category: '住宅・リフォーム',
    jobType: 'ハウスクリーニング',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'プロとして登録する',
    find: '現在地から探す',
    suggestion: '現在地の近く: 大阪府 大阪市北区',
    choose: 'この地域を選ぶ',
    chosen: '大阪府 大阪市北区を選びました。',
    prefecture: '都道府県',
    city: '大阪市北区',
    townArea: '梅田',
    save: '保存して次へ',
    step2: 'ステップ 2 / 4',
  },
  en: {
    prefix: '/en',
    category: 'Home',
    jobType: 'House cleaning',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign up as a pro',
    find: 'Use my location',
    suggestion: 'Near you: Osaka Osaka-shi Kita-ku',
    choose: 'Choose this area',
    chosen: 'Osaka Osaka-shi Kita-ku chosen.',
    prefecture: 'Prefecture',
    city: 'Osaka-shi Kita-ku',
    townArea: 'Umeda',
    save: 'Save and continue',
    step2: 'Step 2 of 4',
  },
} as const;

/** Registers a new pro by email through the landing and waits for the first onboarding step. */
async function signUp(page: Page, texts: (typeof TEXTS)[keyof typeof TEXTS], email: string) {
  await page.goto(`${texts.prefix}/pro/signup`);
  await page.getByRole('radio', { name: texts.category }).check();
  await page.getByTestId('job-type-tree').getByRole('checkbox', { name: texts.jobType, exact: true }).check();
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('area-step')).toBeVisible();
}

for (const language of ['ja', 'en'] as const) {
  const texts = TEXTS[language];

  test(`with the permission, the nearest place is suggested and chosen with a click (${language})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(UMEDA);
    await signUp(page, texts, `geo-${language}@example.com`);

    // Nothing asked for before the click.
    const suggestion = page.getByTestId('geo-suggestion');
    await expect(suggestion.getByRole('status')).toHaveCount(0);
    const located = page.waitForRequest((request) => request.url().includes('/api/locations/geolocation'));
    await suggestion.getByRole('button', { name: texts.find }).click();
    const query = new URL((await located).url()).searchParams;
    expect(Number(query.get('lat'))).toBeCloseTo(UMEDA.latitude, 4);
    expect(Number(query.get('lng'))).toBeCloseTo(UMEDA.longitude, 4);
    await expect(suggestion.getByRole('status')).toHaveText(texts.suggestion);
    // A suggestion only: nothing chosen yet.
    await expect(page.getByLabel(texts.prefecture)).toHaveValue('');

    await suggestion.getByRole('button', { name: texts.choose }).click();
    await expect(suggestion.getByRole('status')).toHaveText(texts.chosen);
    await expect(page.getByLabel(texts.prefecture)).toHaveValue('osaka');
    await expect(page.getByTestId('cities').getByRole('checkbox', { name: texts.city })).toBeChecked();

    // The base city's town area (the id the city names, read by GET /location-town-areas/{id}) is a choice.
    const townArea = page.getByTestId('town-area').getByRole('checkbox', { name: texts.townArea });
    await expect(townArea).not.toBeChecked();
    await townArea.check();

    const saved = page.waitForRequest((request) => request.url().endsWith('/api/available-locations/create'));
    const profile = page.waitForRequest((request) => /\/api\/users\/[^/]+\/pro-profile$/.test(request.url()));
    await page.getByRole('button', { name: texts.save }).click();
    expect((await saved).postDataJSON()).toMatchObject({ selectedCityIds: ['osaka-shi-kita-ku'] });
    expect((await profile).postDataJSON()).toMatchObject({
      proProfile: { location: { prefecture: 'osaka', city: 'osaka-shi-kita-ku', townArea: 'umeda' } },
    });
    await expect(page.getByTestId('step-indicator')).toHaveText(texts.step2);
  });

  test(`without the permission, the suggestion is hidden and nothing is chosen (${language})`, async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await signUp(page, texts, `no-geo-${language}@example.com`);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/locations/geolocation')) asked.push(request.url());
    });
    const suggestion = page.getByTestId('geo-suggestion');
    // Asked on the click, refused: the suggestion goes, and nothing was located.
    await suggestion.getByRole('button', { name: texts.find }).click();
    await expect(suggestion).toHaveCount(0);
    expect(asked).toEqual([]);
    await expect(page.getByLabel(texts.prefecture)).toHaveValue('');
  });
}
