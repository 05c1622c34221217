// The new-request flow end to end against the mock kit: a visitor fills in a job type's form,
// registers by email on the way and sees the created request (ja and en); a forced 429 shows the
// rate-limit notice; a failed submit and a reload keep every answer; the error report of a
// failure carries no personal data.
import { type Locator, type Page, type Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { startSignedIn } from '../helpers/sign-in';
import { buildDataset } from '../../fixtures/dataset';
import { daysFromToday as futureDate } from '../../fixtures/request-answers';
import { companionOrigin } from '../helpers/e2e-ports';
import { fillSlotAndAddress } from '../helpers/request-form';

const COMPANION = companionOrigin;
/** The pro the direct-booking test opens, by id: the form names it as the name lookup answers. */
const directPro = buildDataset().pros.find((pro) => pro.profile.id === 'pro-0002')!.profile;
const PAGE = '/home/cleaning/house-cleaning/tokyo/shibuya-ku';

const visitor = {
  lastName: '山田',
  firstName: '花子',
  email: 'yamada.hanako@example.jp',
  zipCode: '150-0001',
  address: '渋谷区神宮前1-1-1',
  placeDescription: 'マンションの5階です',
  other: 'ベランダの手すり',
  additionalText: '午前中だと助かります',
  date: futureDate(5),
};

/** Forces the mock's answer for one operation, the way a frontend developer would (Prefer header). */
async function forceCreateRequest(page: Page, prefer: string) {
  await page.route('**/api/requests', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer } }),
  );
}

async function fillHouseCleaningJa(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'ハウスクリーニングの依頼' })).toBeVisible();
  await expect(dialog.getByText('ステップ 1 / 4')).toBeVisible();

  // A required question blocks the step and says why.
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('この項目は必須です').first()).toBeVisible();

  await dialog.getByLabel('毎週').check();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await expect(dialog.getByTestId('count-rooms-bedroom')).toHaveText('2');
  // Two bedrooms reveal the stairs option (its hideExpression is `model.rooms.bedroom < 2`).
  await dialog.getByLabel('階段').check();
  await dialog.getByLabel('その他').check();
  await dialog.getByLabel('その他の内容').fill(visitor.other);
  await dialog.getByRole('button', { name: '次へ' }).click();

  await expect(dialog.getByText('ステップ 2 / 4')).toBeVisible();
  await dialog.getByLabel('第1希望 日付').fill(visitor.date);
  await dialog.getByLabel('第1希望 開始時刻').fill('10:00');
  await dialog.getByLabel('第1希望 終了時刻').fill('12:30');
  await dialog.getByLabel('郵便番号').fill(visitor.zipCode);
  // A valid postal code says how many pros serve near it.
  await expect(dialog.getByTestId('zip-pro-count')).toHaveText(
    /^この郵便番号の近くで\d+人のプロが対応できます$/,
  );
  await dialog.getByLabel('住所').fill(visitor.address);
  await dialog.getByLabel('場所について補足があれば教えてください').fill(visitor.placeDescription);
  await dialog.getByRole('button', { name: '次へ' }).click();

  await expect(dialog.getByText('ステップ 3 / 4')).toBeVisible();
  await dialog.getByLabel('その他、プロに伝えたいこと').fill(visitor.additionalText);
  await dialog.getByRole('button', { name: '次へ' }).click();

  await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
  await dialog.getByLabel('姓').fill(visitor.lastName);
  await dialog.getByLabel('名', { exact: true }).fill(visitor.firstName);
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill(visitor.email);
}

function expectPayload(request: Request) {
  const body = request.postDataJSON() as Record<string, unknown> & { fields: Record<string, unknown> };
  expect(body).toMatchObject({
    jobTypeId: 'house-cleaning',
    clientId: 'user-new-client',
    jobTypeFieldsVersion: 3,
    context: { prefecture: 'tokyo', city: 'shibuya-ku' },
    language: 'ja',
    isDirectBooking: false,
    sent: true,
    status: 'open',
  });
  expect(body.fields).toEqual({
    frequency: 'weekly',
    rooms: { bedroom: 2, living: 0, kitchen: 0, bathroom: 0, toilet: 0 },
    areas: { value: ['stairs', 'other'], other: visitor.other },
    timeslots: [{ date: visitor.date, from: 10, to: 12.5 }],
    address: { address: visitor.address, zipCode: visitor.zipCode },
    additionalText: visitor.additionalText,
  });
  // Not a direct booking: the place description stays home, and so does every contact answer.
  const sent = JSON.stringify(body);
  for (const secret of [visitor.email, visitor.lastName, visitor.placeDescription])
    expect(sent).not.toContain(secret);
  const headers = request.headers();
  expect(headers['x-access-token']).toBe('tok-new-client');
  expect(headers.client).toBe('z-web');
  expect(headers['recaptcha-v3-token']).toBe('stub-recaptcha-v3:createRequest');
}

test('a visitor requests house cleaning, registering by email, and sees the created request', async ({
  page,
  request,
}) => {
  await request.delete(`${COMPANION}/__sinks`);
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  await expect(page).toHaveURL(/request=house-cleaning/);
  // The modal knows how many pros can answer where the page is (the page's own count).
  await expect(page.getByTestId('request-pro-count')).toHaveText(
    `${await page.getByTestId('pro-count').innerText()}が対応できます`,
  );
  await fillHouseCleaningJa(page);

  const sent = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/requests') && candidate.method() === 'POST',
  );
  await page.getByRole('dialog').getByRole('button', { name: '依頼を送信する' }).click();
  expectPayload(await sent);

  const done = page.getByTestId('request-created');
  // The confirmation takes the focus the send button had (a screen reader announces it).
  await expect(done.getByRole('heading', { name: '依頼を送信しました' })).toBeFocused();
  await expect(done).toContainText('依頼番号: req-0101');
  await expect(done).toContainText('あと72時間');
  // Registered on the way: the visitor is signed in now, named as typed, and the draft is gone.
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  const header = page.locator('header.site-header');
  await expect(header).toContainText(`${visitor.lastName} ${visitor.firstName}さん`);
  await expect(header).not.toContainText('@');
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('request'))),
  ).toEqual([]);
  // The confirmation's way on is a tap target on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const view = await done.getByRole('link', { name: '依頼を見る' }).boundingBox();
  expect(view?.height).toBeGreaterThanOrEqual(44);
});

test('an English visitor completes a request too', async ({ page }) => {
  await page.goto(`/en${PAGE}`);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'House cleaning request' })).toBeVisible();
  await dialog.getByLabel('Just once').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Choice 1 Date').fill(futureDate(2));
  await dialog.getByLabel('Choice 1 From').fill('09:00');
  await dialog.getByLabel('Choice 1 To').fill('11:00');
  await dialog.getByLabel('Postal code').fill('150-000');
  await expect(dialog.getByTestId('zip-pro-count')).toHaveCount(0);
  await dialog.getByLabel('Postal code').fill('150-0001');
  await expect(dialog.getByTestId('zip-pro-count')).toHaveText(/^\d+ pros? serves? near this postal code$/);
  await dialog.getByLabel('Address', { exact: true }).fill('1-1-1 Jingumae, Shibuya');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Last name').fill('Yamada');
  await dialog.getByLabel('First name').fill('Hanako');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('hanako.yamada@example.jp');

  const sent = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/requests') && candidate.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: 'en', fields: { frequency: 'once' } });
  await expect(page.getByTestId('request-created')).toContainText('Request number: req-0101');
  await expect(page.getByTestId('request-created')).toContainText('72 more hours');
});

test('a forced 429 shows the rate-limit notice, keeps the answers, and sending again works', async ({
  page,
}) => {
  await forceCreateRequest(page, 'code=429');
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  await fillHouseCleaningJa(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '依頼を送信する' }).click();
  await expect(page.getByTestId('rate-limited')).toContainText('短時間に多くの依頼が送られました');
  // Registered before the refusal: the visitor is signed in and the last answers are still there.
  await expect(dialog.getByLabel('その他、プロに伝えたいこと')).toHaveValue(visitor.additionalText);

  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'もう一度送信する' }).click();
  await expect(page.getByTestId('request-created')).toContainText('依頼番号: req-0101');
});

test('a failed submit, then a reload, keeps every answer; the error report has no personal data', async ({
  page,
  request,
}) => {
  // Four steps, a failed send, a reload and the four steps again: more than one page's time.
  test.slow();
  await request.delete(`${COMPANION}/__sinks`);
  await forceCreateRequest(page, 'code=500');
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  await fillHouseCleaningJa(page);
  await page.getByRole('dialog').getByRole('button', { name: '依頼を送信する' }).click();
  await expect(page.getByTestId('request-error')).toContainText('依頼を送信できませんでした');
  // The server failure was reported, with the request's personal answers masked.
  let events: unknown[] = [];
  await expect
    .poll(async () => {
      events = (await (await request.get(`${COMPANION}/__sinks/sentry`)).json()) as unknown[];
      return JSON.stringify(events).includes('createRequest');
    })
    .toBe(true);
  const captured = JSON.stringify(events);
  // The report names the fields answered, never their values.
  expect(captured).toContain('"fieldKeys"');
  expect(captured).toContain('"frequency"');
  expect(captured).not.toContain('weekly');
  for (const value of [
    visitor.email,
    visitor.address,
    visitor.additionalText,
    visitor.lastName,
    visitor.other,
  ])
    expect(captured).not.toContain(value);

  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('前回の入力内容を復元しました。')).toBeVisible();
  // Signed in by the registration before the failure: the contact step is no longer needed.
  await expect(dialog.getByText('ステップ 3 / 3')).toBeVisible();
  await expect(dialog.getByLabel('その他、プロに伝えたいこと')).toHaveValue(visitor.additionalText);
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(dialog.getByLabel('住所')).toHaveValue(visitor.address);
  await expect(dialog.getByLabel('第1希望 終了時刻')).toHaveValue('12:30');
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(dialog.getByLabel('毎週')).toBeChecked();
  await expect(dialog.getByTestId('count-rooms-bedroom')).toHaveText('2');
  await expect(dialog.getByLabel('その他の内容')).toHaveValue(visitor.other);
});

test('an aliased job type starts the general request, and a pro profile starts a direct booking', async ({
  page,
}) => {
  await page.goto('/home/reform/carpenter');
  await page.getByTestId('open-request').click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'リフォーム全般の依頼' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/request=/);

  await page.goto('/profile/pro-0002/pro');
  // The wording is the bookThisPro experiment's variant (A/B/C), drawn from the visitor's anonymous id.
  await page
    .getByRole('link', { name: /^(このプロに依頼する|このプロを予約する|このプロに空き状況を聞く)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'ハウスクリーニングの依頼' })).toBeVisible();
  await expect(dialog).toContainText(`${directPro.companyName ?? directPro.name} への直接依頼`);
  await expect(page).toHaveURL(/requestPro=pro-0002/);
});

/** Counts `POST /requests` the page sends, from now on. */
function countCreateRequests(page: Page) {
  const count = { sent: 0 };
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/api/requests') && candidate.method() === 'POST') count.sent += 1;
  });
  return count;
}

for (const scenario of ['none', 'rateLimited'] as const) {
  test(`signed in (mock scenario ${scenario}): "next" on the second-to-last step shows the last step and sends nothing; only the send press sends`, async ({
    page,
  }) => {
    await startSignedIn(page);
    const posts = countCreateRequests(page);
    await page.goto(`/home/cleaning/house-cleaning/tokyo?mock=${scenario}`);
    await page.getByTestId('open-request').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('ステップ 1 / 3')).toBeVisible();
    await dialog.getByLabel('毎週').check();
    await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
    await dialog.getByRole('button', { name: '次へ' }).click();
    await expect(dialog.getByText('ステップ 2 / 3')).toBeVisible();
    await fillSlotAndAddress(dialog, { date: futureDate(7), from: '10:00', to: '12:30' });
    await dialog.getByRole('button', { name: '次へ' }).click();

    // The last step is shown, with its own send button, and nothing has been sent.
    await expect(dialog.getByText('ステップ 3 / 3')).toBeVisible();
    await expect(dialog.getByLabel('その他、プロに伝えたいこと')).toBeVisible();
    const send = dialog.getByRole('button', { name: '依頼を送信する' });
    await expect(send).toBeEnabled();
    // Let any stray submit of the "next" click reach the network before counting.
    await page.waitForLoadState('networkidle');
    expect(posts.sent).toBe(0);
    await expect(page.getByTestId('rate-limited')).toHaveCount(0);
    await expect(page.getByTestId('request-created')).toHaveCount(0);

    await send.click();
    if (scenario === 'rateLimited') {
      await expect(page.getByTestId('rate-limited')).toContainText('短時間に多くの依頼が送られました');
    } else {
      await expect(
        page.getByTestId('duplicate-request').or(page.getByTestId('request-created')),
      ).toBeVisible();
      if (await page.getByTestId('duplicate-request').isVisible())
        await page.getByRole('button', { name: 'それでも新しく依頼する' }).click();
      await expect(page.getByTestId('request-created')).toBeVisible();
    }
    expect(posts.sent).toBe(1);
  });
}

test('each preferred slot takes a date and a time range; an end before its start says so', async ({
  page,
}) => {
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('毎週').check();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 2 / 4')).toBeVisible();
  // Three slots, each with a day that cannot be in the past.
  for (const n of [1, 2, 3]) {
    await expect(dialog.getByLabel(`第${n}希望 日付`)).toHaveAttribute('type', 'date');
    await expect(dialog.getByLabel(`第${n}希望 日付`)).toHaveAttribute('min', futureDate(0));
  }
  await dialog.getByLabel('郵便番号').fill(visitor.zipCode);
  await dialog.getByLabel('住所').fill(visitor.address);
  await dialog.getByLabel('第1希望 開始時刻').fill('12:00');
  await dialog.getByLabel('第1希望 終了時刻').fill('10:00');
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('終了時刻は開始時刻より後にしてください')).toBeVisible();
  await expect(dialog.getByText('入力形式が正しくありません')).toHaveCount(0);
  // The times alone are not a slot: the day is asked for.
  await expect(dialog.getByText('この項目は必須です')).toBeVisible();
  await expect(dialog.getByText('ステップ 2 / 4')).toBeVisible();

  await dialog.getByLabel('第1希望 日付').fill(futureDate(4));
  await dialog.getByLabel('第1希望 終了時刻').fill('13:00');
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 3 / 4')).toBeVisible();
});

test('a visitor reaching the contact step sees no error until a field is left or the form is sent', async ({
  page,
}) => {
  const posts = countCreateRequests(page);
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('毎週').check();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await dialog.getByRole('button', { name: '次へ' }).click();
  await fillSlotAndAddress(dialog, { date: futureDate(3), from: '10:00', to: '12:30' }, visitor);
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 3 / 4')).toBeVisible();
  await dialog.getByRole('button', { name: '次へ' }).click();

  await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
  await expect(dialog.getByText('ステップ 4 / 4')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog.getByText('この項目は必須です')).toHaveCount(0);
  await expect(dialog.getByText('入力内容に誤りがあります。')).toHaveCount(0);
  expect(posts.sent).toBe(0);

  // Leaving a required field empty says so under that field only.
  await dialog.getByLabel('姓').focus();
  await dialog.getByLabel('名', { exact: true }).focus();
  await expect(dialog.getByText('この項目は必須です')).toHaveCount(1);
  // A send attempt shows every error and the summary, and sends nothing.
  await dialog.getByRole('button', { name: '依頼を送信する' }).click();
  await expect(dialog.getByTestId('request-blocked')).toHaveText('入力内容に誤りがあります。');
  await expect.poll(() => dialog.getByText('この項目は必須です').count()).toBeGreaterThan(1);
  expect(posts.sent).toBe(0);
});

test('a signed-in client with an open request of the same job type is asked first, and can send anyway', async ({
  page,
}) => {
  // Signed in as the fixture client, who already has an open air-conditioner cleaning request.
  await startSignedIn(page);
  await page.goto('/home/cleaning/aircon-cleaning/tokyo');
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('ステップ 1 / 3')).toBeVisible();
  await dialog.getByRole('button', { name: '壁掛けエアコン（通常）を増やす' }).click();
  await expect(dialog.getByTestId('total-aircons')).toContainText('9,000');
  await dialog.getByLabel('一戸建て').check();
  await dialog.getByRole('button', { name: '次へ' }).click();
  await fillSlotAndAddress(dialog, { date: futureDate(9), from: '10:00', to: '12:00' });
  await dialog.getByRole('button', { name: '次へ' }).click();
  await dialog.getByRole('button', { name: '依頼を送信する' }).click();

  const duplicate = page.getByTestId('duplicate-request');
  await expect(duplicate).toContainText('同じサービスの依頼がすでにあります');
  await expect(duplicate.getByRole('link', { name: '受付中の依頼を見る' })).toHaveAttribute(
    'href',
    '/request-detail/req-0002',
  );
  const sent = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/requests') && candidate.method() === 'POST',
  );
  await duplicate.getByRole('button', { name: 'それでも新しく依頼する' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    jobTypeId: 'aircon-cleaning',
    clientId: 'user-client-1',
    fields: { aircons: { quantities: { wallMounted: 1 }, total: 9000 }, propertyType: 'house' },
  });
  await expect(page.getByTestId('request-created')).toBeVisible();
});

test('a registered email is asked to sign in first, with every answer kept', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByTestId('open-request').click();
  await fillHouseCleaningJa(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill('hanako@example.com');
  await dialog.getByRole('button', { name: '依頼を送信する' }).click();
  const error = page.getByTestId('request-error');
  await expect(error).toContainText(
    'このメールアドレスはすでに登録されています。ログインしてから依頼してください',
  );
  await expect(error.getByRole('link', { name: 'ログインする' })).toHaveAttribute(
    'href',
    /\/sign-in\?redirect=/,
  );
  await expect(dialog.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('hanako@example.com');
});

// Journeys that assert every step, in ja and en: the step counter on each step, no `POST /requests`
// before the send press and exactly one after it, the success state; Enter moving through the steps
// and sending; a double click on send; a send blocked by an invalid answer.
const journeyTexts = {
  ja: {
    prefix: '',
    title: 'ハウスクリーニングの依頼',
    step: (current: number, total: number) => `ステップ ${current} / ${total}`,
    once: '1回のみ',
    next: '次へ',
    send: '依頼を送信する',
    slot: { date: '第1希望 日付', from: '第1希望 開始時刻', to: '第1希望 終了時刻' },
    zipCode: '郵便番号',
    address: '住所',
    additionalText: 'その他、プロに伝えたいこと',
    contactTitle: 'ご連絡先',
    signedInAs: '佐藤 花子 さんとして依頼します。',
    lastName: '姓',
    firstName: '名',
    name: { last: '山田', first: '花子' },
    email: 'メールアドレス',
    blocked: '入力内容に誤りがあります。',
    created: '依頼を送信しました',
    number: '依頼番号: req-0101',
  },
  en: {
    prefix: '/en',
    title: 'House cleaning request',
    step: (current: number, total: number) => `Step ${current} of ${total}`,
    once: 'Just once',
    next: 'Next',
    send: 'Send request',
    slot: { date: 'Choice 1 Date', from: 'Choice 1 From', to: 'Choice 1 To' },
    zipCode: 'Postal code',
    address: 'Address',
    additionalText: 'Anything else for the pro?',
    contactTitle: 'Your contact details',
    signedInAs: 'You are requesting as Hanako Sato.',
    lastName: 'Last name',
    firstName: 'First name',
    name: { last: 'Yamada', first: 'Hanako' },
    email: 'Email address',
    blocked: 'Some answers need a look.',
    created: 'Your request has been sent',
    number: 'Request number: req-0101',
  },
} as const;

type JourneyText = (typeof journeyTexts)[keyof typeof journeyTexts];

/** Opens the house-cleaning form of the Shibuya page in the language, with its first step shown. */
async function openJourney(page: Page, text: JourneyText, total: number) {
  await page.goto(`${text.prefix}${PAGE}`);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(dialog.getByText(text.step(1, total), { exact: true })).toBeVisible();
  return dialog;
}

/** Fills steps 1 to 3, pressing "next" (or Enter in the step's last field) and checking each counter. */
async function throughTheSteps(page: Page, text: JourneyText, total: number, advance: 'click' | 'enter') {
  const dialog = page.getByRole('dialog');
  const onward = async (from: Locator, step: number) => {
    if (advance === 'click') await dialog.getByRole('button', { name: text.next }).click();
    else await from.press('Enter');
    await expect(dialog.getByText(text.step(step, total), { exact: true })).toBeVisible();
  };
  const once = dialog.getByLabel(text.once);
  await once.check();
  await onward(once, 2);
  await dialog.getByLabel(text.slot.date).fill(futureDate(4));
  await dialog.getByLabel(text.slot.from).fill('09:00');
  await dialog.getByLabel(text.slot.to).fill('11:00');
  await dialog.getByLabel(text.zipCode).fill('150-0001');
  const address = dialog.getByLabel(text.address, { exact: true });
  await address.fill('1-1-1 Jingumae');
  await onward(address, 3);
  await dialog.getByLabel(text.additionalText).fill('Please ring twice');
}

for (const language of ['ja', 'en'] as const) {
  const text = journeyTexts[language];

  test(`${language}: a visitor goes through every step to the send press: one POST, after the press only`, async ({
    page,
  }) => {
    const posts = countCreateRequests(page);
    const dialog = await openJourney(page, text, 4);
    await throughTheSteps(page, text, 4, 'click');
    await dialog.getByRole('button', { name: text.next }).click();
    await expect(dialog.getByText(text.step(4, 4), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text.contactTitle })).toBeVisible();
    await dialog.getByLabel(text.lastName).fill(text.name.last);
    await dialog.getByLabel(text.firstName, { exact: true }).fill(text.name.first);
    await dialog.getByRole('textbox', { name: text.email }).fill(`journey.${language}@example.jp`);
    // Registration may run on the way, but nothing is sent before the press.
    await expect(dialog.getByRole('button', { name: text.send })).toBeEnabled();
    expect(posts.sent).toBe(0);

    const sent = page.waitForRequest(isCreateRequest);
    await dialog.getByRole('button', { name: text.send }).click();
    expect((await sent).postDataJSON()).toMatchObject({ language, fields: { frequency: 'once' } });
    const done = page.getByTestId('request-created');
    await expect(done.getByRole('heading', { name: text.created })).toBeVisible();
    await expect(done).toContainText(text.number);
    expect(posts.sent).toBe(1);
  });

  test(`${language}: a signed-in client goes through every step to the send press and sees the request created`, async ({
    page,
  }) => {
    await startSignedIn(page);
    const posts = countCreateRequests(page);
    const dialog = await openJourney(page, text, 3);
    await throughTheSteps(page, text, 3, 'click');
    // The last step: its own send button, no contact step, and nothing sent yet.
    await expect(dialog.getByRole('heading', { name: text.contactTitle })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: text.next })).toHaveCount(0);
    // The name the request goes out under, as the page's language writes it.
    await expect(dialog.getByText(text.signedInAs)).toBeVisible();
    expect(posts.sent).toBe(0);

    const sent = page.waitForRequest(isCreateRequest);
    await dialog.getByRole('button', { name: text.send }).click();
    expect((await sent).postDataJSON()).toMatchObject({ clientId: 'user-client-1', language });
    // No open request of house cleaning: straight to the success state, no duplicate notice.
    await expect(
      page.getByTestId('request-created').getByRole('heading', { name: text.created }),
    ).toBeVisible();
    await expect(page.getByTestId('duplicate-request')).toHaveCount(0);
    expect(posts.sent).toBe(1);
  });

  test(`${language}: Enter moves a visitor through each step and sends from the last one, once`, async ({
    page,
  }) => {
    const posts = countCreateRequests(page);
    const dialog = await openJourney(page, text, 4);
    await throughTheSteps(page, text, 4, 'enter');
    // Step 3's only field is a textarea, where Enter is a new line: the keyboard goes on with
    // Enter on the focused "next" button.
    await dialog.getByRole('button', { name: text.next }).press('Enter');
    await expect(dialog.getByText(text.step(4, 4), { exact: true })).toBeVisible();
    await dialog.getByLabel(text.lastName).fill(text.name.last);
    await dialog.getByLabel(text.firstName, { exact: true }).fill(text.name.first);
    const email = dialog.getByRole('textbox', { name: text.email });
    await email.fill(`enter.${language}@example.jp`);
    expect(posts.sent).toBe(0);
    await email.press('Enter');
    await expect(
      page.getByTestId('request-created').getByRole('heading', { name: text.created }),
    ).toBeVisible();
    expect(posts.sent).toBe(1);
  });

  test(`${language}: a double click on send sends one request`, async ({ page }) => {
    await startSignedIn(page);
    const posts = countCreateRequests(page);
    const dialog = await openJourney(page, text, 3);
    await throughTheSteps(page, text, 3, 'click');
    await dialog.getByRole('button', { name: text.send }).dblclick();
    await expect(
      page.getByTestId('request-created').getByRole('heading', { name: text.created }),
    ).toBeVisible();
    expect(posts.sent).toBe(1);
  });

  test(`${language}: a send with an invalid answer is blocked, says so, and sends nothing`, async ({
    page,
  }) => {
    const posts = countCreateRequests(page);
    const dialog = await openJourney(page, text, 4);
    await throughTheSteps(page, text, 4, 'click');
    await dialog.getByRole('button', { name: text.next }).click();
    await expect(dialog.getByText(text.step(4, 4), { exact: true })).toBeVisible();
    // The contact step left empty: the send is blocked.
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page.getByTestId('request-blocked')).toHaveText(text.blocked);
    await expect(dialog.getByText(text.step(4, 4), { exact: true })).toBeVisible();
    expect(posts.sent).toBe(0);
    await expect(page.getByTestId('request-created')).toHaveCount(0);
  });
}

function isCreateRequest(candidate: Request): boolean {
  return candidate.url().endsWith('/api/requests') && candidate.method() === 'POST';
}
