// The phone-login widget end to end, with the mock kit's stand-in on the companion
// (VITE_PHONE_LOGIN_WIDGET_URL in .env.mock): a pro registers by phone — the widget's dialog asks
// for the SMS code, its token goes with POST /auth/register (mode phoneNumberRegistration), the pro
// profile is created and onboarding opens — and a widget that never initializes: the page waits,
// says after 5000 ms that phone verification could not load, the timeout is reported, and a retry
// with a working widget brings the phone registration back. And the phone-login experiment's
// variant B on the request form: the visitor signs up by phone through the same widget, whose
// modal dialog opens over the form's. Japanese and English.
import type { APIRequestContext } from '@playwright/test';
import { daysFromToday } from '../../fixtures/request-answers';
import { expect, test } from '../helpers/e2e-test';
import { companionOrigin, mockApiOrigin } from '../helpers/e2e-ports';
import { fillPhoneSignup, PASSWORD, PHONE, PHONE_SIGNUP_TEXT, verifyPhone } from '../helpers/phone-signup';

const WIDGET = '**/mock-widgets/phone-login.js';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${mockApiOrigin}/__mock/reset`)).status()).toBe(204);
});
test.afterEach(async ({ request }) => {
  await request.post(`${mockApiOrigin}/__mock/reset`);
});

const TEXT = {
  ja: {
    ...PHONE_SIGNUP_TEXT.ja,
    wrong: '確認コードが違います。',
    loading: '電話番号の確認を準備しています…',
    failed: '電話番号の確認を読み込めませんでした。',
    retry: '再読み込み',
    step: 'ステップ 1 / 4',
  },
  en: {
    ...PHONE_SIGNUP_TEXT.en,
    wrong: 'That code is not right.',
    loading: 'Getting phone verification ready…',
    failed: 'Phone verification could not be loaded.',
    retry: 'Try again',
    step: 'Step 1 of 4',
  },
} as const;

/** The Sentry events the companion captured for this test, as text. */
async function reportedErrors(request: APIRequestContext): Promise<string[]> {
  const envelopes = (await (await request.get(`${companionOrigin}/__sinks/sentry`)).json()) as {
    items: { type: string; payload: unknown }[];
  }[];
  return envelopes
    .flatMap((envelope) => envelope.items)
    .filter((item) => item.type === 'event')
    .map((item) => JSON.stringify(item.payload));
}

for (const language of ['ja', 'en'] as const) {
  const text = TEXT[language];

  test(`a pro registers by phone through the stand-in widget and lands in onboarding (${language})`, async ({
    page,
  }) => {
    await page.goto(text.path);
    const section = page.getByTestId('phone-signup');
    const submit = section.getByRole('button', { name: text.submit });
    // The stand-in initializes at once: the button waits only for it.
    await expect(submit).toBeEnabled();
    await expect(section.getByTestId('phone-widget-failed')).toHaveCount(0);

    await fillPhoneSignup(page, text);
    const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
    const proProfile = page.waitForRequest((request) =>
      /\/api\/users\/[^/]+\/pro-profile$/.test(request.url()),
    );
    await submit.click();

    // The widget's own dialog: a wrong code is refused there, the right one verifies.
    const widget = page.getByRole('dialog', { name: text.widgetTitle });
    await expect(widget).toBeVisible();
    await expect(widget).toContainText('2976');
    await widget.getByLabel(text.code).fill('000000');
    await widget.getByRole('button', { name: text.confirm }).click();
    await expect(widget.getByRole('alert')).toHaveText(text.wrong);
    await verifyPhone(page, text);

    const body = (await registered).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['loginPhoneNumber', 'mode', 'password', 'phoneNumberVerificationToken'].sort(),
    );
    expect(body).toMatchObject({
      mode: 'phoneNumberRegistration',
      loginPhoneNumber: '09038412976',
      password: PASSWORD,
    });
    expect(body.phoneNumberVerificationToken).toMatch(/^pv-stand-in-2976-[a-z0-9]+$/);
    expect((await proProfile).postDataJSON()).toEqual({
      proProfile: {
        location: { prefecture: '', city: '' },
        jobTypes: ['house-cleaning'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
      },
    });

    await expect(page).toHaveURL(text.onboarding);
    await expect(page.getByTestId('step-indicator')).toHaveText(text.step);
  });

  test(`a widget that never initializes fails after 5000 ms, is reported, and a retry recovers (${language})`, async ({
    page,
    request,
  }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    // The companion's flag: a stand-in script that never says it is initialized.
    await page.route(WIDGET, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${route.request().url()}?init=never` }) }),
    );
    await page.goto(text.path);
    const section = page.getByTestId('phone-signup');
    const submit = section.getByRole('button', { name: text.submit });
    await expect(section.getByRole('status')).toHaveText(text.loading);
    await expect(submit).toBeDisabled();

    // 5000 ms of polling, then the failed state (well within the assertion's own time limit).
    await expect(section.getByTestId('phone-widget-failed')).toContainText(text.failed, { timeout: 15_000 });
    await expect(submit).toBeDisabled();
    await expect
      .poll(
        async () =>
          (await reportedErrors(request)).filter((event) =>
            event.includes('timeout waiting for the external widget'),
          ).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const [event] = (await reportedErrors(request)).filter((entry) => entry.includes('timeout waiting'));
    expect(event).toContain('phone-login-widget');

    // The provider is back: a retry initializes the widget and the phone registration can go.
    await page.unroute(WIDGET);
    await section.getByRole('button', { name: text.retry }).click();
    await expect(submit).toBeEnabled();
    await expect(section.getByTestId('phone-widget-failed')).toHaveCount(0);
  });
}

const REQUEST_TEXT = {
  ja: {
    page: '/home/cleaning/house-cleaning/tokyo/shibuya-ku',
    title: 'ハウスクリーニングの依頼',
    once: '1回のみ',
    next: '次へ',
    slot: { date: '第1希望 日付', from: '第1希望 開始時刻', to: '第1希望 終了時刻' },
    zipCode: '郵便番号',
    address: '住所',
    byPhoneLogin: '電話番号でかんたん登録',
    lastName: '姓',
    firstName: '名',
    name: { last: '山田', first: '花子' },
    loginPhone: '電話番号（ログイン用）',
    password: 'パスワード（8文字以上）',
    send: '依頼を送信する',
    created: '依頼を送信しました',
  },
  en: {
    page: '/en/home/cleaning/house-cleaning/tokyo/shibuya-ku',
    title: 'House cleaning request',
    once: 'Just once',
    next: 'Next',
    slot: { date: 'Choice 1 Date', from: 'Choice 1 From', to: 'Choice 1 To' },
    zipCode: 'Postal code',
    address: 'Address',
    byPhoneLogin: 'Sign up quickly with your phone number',
    lastName: 'Last name',
    firstName: 'First name',
    name: { last: 'Yamada', first: 'Hanako' },
    loginPhone: 'Phone number (for signing in)',
    password: 'Password (8 characters or more)',
    send: 'Send request',
    created: 'Your request has been sent',
  },
} as const;

test.describe('the phone-login experiment’s variant B on the request form', () => {
  test.use({ variants: { phoneLogin: 'B' } });

  for (const language of ['ja', 'en'] as const) {
    const text = REQUEST_TEXT[language];
    const widgetText = TEXT[language];

    test(`a visitor signs up by phone through the stand-in widget and the request is sent (${language})`, async ({
      page,
    }) => {
      await page.goto(text.page);
      await page.getByTestId('open-request').first().click();
      const form = page.getByRole('dialog', { name: text.title });
      await form.getByLabel(text.once).check();
      await form.getByRole('button', { name: text.next }).click();
      await form.getByLabel(text.slot.date).fill(daysFromToday(5));
      await form.getByLabel(text.slot.from).fill('10:00');
      await form.getByLabel(text.slot.to).fill('12:00');
      await form.getByLabel(text.zipCode).fill('150-0001');
      await form.getByLabel(text.address, { exact: true }).fill('1-1-1 Jingumae');
      await form.getByRole('button', { name: text.next }).click();
      await form.getByRole('button', { name: text.next }).click();

      // Variant B: the phone number first, and chosen.
      await expect(form.getByLabel(text.byPhoneLogin)).toBeChecked();
      await form.getByLabel(text.lastName).fill(text.name.last);
      await form.getByLabel(text.firstName, { exact: true }).fill(text.name.first);
      await form.getByLabel(text.loginPhone).fill(PHONE);
      await form.getByLabel(text.password).fill(PASSWORD);
      const registered = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
      await form.getByRole('button', { name: text.send }).click();

      // The widget's modal dialog, over the form's.
      await expect(page.getByRole('dialog', { name: widgetText.widgetTitle })).toBeVisible();
      await verifyPhone(page, widgetText);

      const body = (await registered).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        mode: 'phoneNumberRegistration',
        loginPhoneNumber: '09038412976',
        password: PASSWORD,
      });
      expect(body.phoneNumberVerificationToken).toMatch(/^pv-stand-in-2976-[a-z0-9]+$/);
      await expect(
        page.getByTestId('request-created').getByRole('heading', { name: text.created }),
      ).toBeVisible();
    });
  }
});
