// The experiments where a visitor sees them, in the mock build (which runs every experiment with UI,
// .env.mock): each test pins its visitor's variants (`test.use({ variants })`, through the
// anonymous id, tests/helpers/e2e-test.ts), checks what the variant shows, and reads the exposure
// the app sent — once per experiment — from the companion's analytics sink. The contact step's
// conversion goals (nameClicked, phoneNumberClicked) ride along where they happen.
import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromToday } from '../../fixtures/request-answers';
import { companionOrigin } from '../helpers/e2e-ports';
import { expect, test } from '../helpers/e2e-test';

const PAGE = '/home/cleaning/house-cleaning/tokyo/shibuya-ku';

interface SinkEvent {
  type: string;
  name: string;
  properties?: Record<string, unknown>;
}

async function sentEvents(request: APIRequestContext): Promise<SinkEvent[]> {
  const batches = (await (await request.get(`${companionOrigin}/__sinks/analytics`)).json()) as {
    events: SinkEvent[];
  }[];
  return batches.flatMap((batch) => batch.events);
}

/** The exposures sent so far, as `experimentId=variant`, in the order sent. */
async function exposures(request: APIRequestContext): Promise<string[]> {
  return (await sentEvents(request))
    .filter((event) => event.type === 'experimentExposure')
    .map((event) => `${String(event.properties?.experimentId)}=${String(event.properties?.variant)}`);
}

async function conversions(request: APIRequestContext): Promise<string[]> {
  return (await sentEvents(request))
    .filter((event) => event.type === 'conversion')
    .map((event) => event.name);
}

/** Opens the house-cleaning form and answers its first two steps; the third (free text) is showing. */
async function openToFreeTextStep(page: Page) {
  await page.goto(PAGE);
  await page.getByTestId('open-request').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('ステップ 1 / 4')).toBeVisible();
  await dialog.getByLabel('毎週').check();
  await dialog.getByRole('button', { name: '居室・寝室を増やす' }).click();
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 2 / 4')).toBeVisible();
  await dialog.getByLabel('第1希望 日付').fill(daysFromToday(5));
  await dialog.getByLabel('第1希望 開始時刻').fill('10:00');
  await dialog.getByLabel('第1希望 終了時刻').fill('12:30');
  await dialog.getByLabel('郵便番号').fill('150-0001');
  await dialog.getByLabel('住所').fill('渋谷区神宮前1-1-1');
  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('ステップ 3 / 4')).toBeVisible();
  return dialog;
}

test.describe('the request form’s experiments in their variant B', () => {
  test.use({
    variants: {
      phoneRequired: 'B',
      progress100BeforeEmail: 'B',
      secureDataUsage: 'B',
      additionalTextGuide: 'B',
    },
  });

  test('guide, full progress, data note and a required phone show; each exposure is sent once, with the contact goals', async ({
    page,
    request,
  }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    const dialog = await openToFreeTextStep(page);
    await expect(dialog.getByTestId('additional-text-guide')).toBeVisible();
    await dialog.getByRole('button', { name: '次へ' }).click();

    await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
    const progress = dialog.locator('progress');
    await expect(progress).toHaveAttribute('value', (await progress.getAttribute('max'))!);
    await expect(dialog.getByTestId('secure-data-note')).toBeVisible();
    // Required: the phone field is not marked optional.
    await expect(dialog.getByRole('textbox', { name: '電話番号', exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '電話番号 (任意)' })).toHaveCount(0);

    await dialog.getByLabel('姓').click();
    await dialog.getByLabel('姓').fill('山田');
    await dialog.getByLabel('名', { exact: true }).click();
    await dialog.getByLabel('名', { exact: true }).fill('花子');
    await dialog.getByRole('textbox', { name: '電話番号', exact: true }).click();

    const expected = [
      'mock-phone-required=B',
      'mock-progress-100-before-email=B',
      'mock-secure-data-usage=B',
      'mock-additional-text-guide=B',
    ];
    await expect
      .poll(async () => (await exposures(request)).filter((entry) => expected.includes(entry)).sort(), {
        timeout: 15_000,
      })
      .toEqual([...expected].sort());
    await expect
      .poll(async () => (await conversions(request)).filter((name) => name !== 'startNewRequestClicked'), {
        timeout: 15_000,
      })
      .toEqual(['nameClicked', 'phoneNumberClicked']);

    // Once each, however often the form read its variants.
    const sent = await exposures(request);
    for (const entry of expected) expect(sent.filter((candidate) => candidate === entry)).toHaveLength(1);
  });
});

test.describe('the control', () => {
  test('shows none of the variants and reports the control’s exposures', async ({ page, request }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    const dialog = await openToFreeTextStep(page);
    // The control's forward button is the ordinary one (biggerNextRequestButton B makes it 52 px).
    expect((await dialog.getByRole('button', { name: '次へ' }).boundingBox())!.height).toBeLessThan(52);
    await expect(dialog.getByLabel('その他、プロに伝えたいこと')).toBeVisible();
    await expect(dialog.getByTestId('additional-text-guide')).toHaveCount(0);
    await dialog.getByRole('button', { name: '次へ' }).click();
    await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
    await expect(dialog.getByTestId('secure-data-note')).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: '電話番号 (任意)' })).toBeVisible();
    await expect(dialog.getByLabel('メールアドレスで登録')).toBeChecked();
    await expect(page.getByTestId('request-bar')).toHaveCount(0);
    await expect
      .poll(async () => (await exposures(request)).sort(), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          'mock-phone-required=A',
          'mock-progress-100-before-email=A',
          'mock-secure-data-usage=A',
          'mock-additional-text-guide=A',
          'mock-phone-login=A',
          'mock-display-timing=A',
          'mock-bigger-next-request-button=A',
        ]),
      );
  });
});

test.describe('phoneLogin B', () => {
  test.use({ variants: { phoneLogin: 'B' } });

  test('the contact step offers registering by phone first, and has chosen it', async ({ page, request }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    const dialog = await openToFreeTextStep(page);
    await dialog.getByRole('button', { name: '次へ' }).click();
    await expect(dialog.getByRole('heading', { name: 'ご連絡先' })).toBeVisible();
    const byPhone = dialog.getByLabel('電話番号でかんたん登録');
    await expect(byPhone).toBeChecked();
    await expect(dialog.getByRole('radio').first()).toHaveAccessibleName('電話番号でかんたん登録');
    await expect(dialog.getByRole('textbox', { name: 'メールアドレス' })).toHaveCount(0);
    // The visitor's own choice stands.
    await dialog.getByLabel('メールアドレスで登録').check();
    await expect(dialog.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect.poll(() => exposures(request), { timeout: 15_000 }).toContain('mock-phone-login=B');
  });
});

test.describe('proNameDropOff B', () => {
  test.use({ variants: { proNameDropOff: 'B' } });

  test('a direct request’s header leaves the pro’s name out', async ({ page, request }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    await page.goto('/profile/pro-0002/pro');
    await page.getByRole('link', { name: 'このプロに依頼する' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('direct-booking')).toHaveText('お選びいただいたプロへの直接依頼');
    await expect.poll(() => exposures(request), { timeout: 15_000 }).toContain('mock-pro-name-drop-off=B');
  });
});

test.describe('pricingValueProposition B and displayTiming B', () => {
  test.use({ variants: { pricingValueProposition: 'B', displayTiming: 'B' } });

  test('the pricing section says what its prices mean; a request bar shows at once and opens the form', async ({
    page,
    request,
  }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    await page.goto('/home/cleaning/house-cleaning');
    await expect(page.getByTestId('pricing-value-proposition')).toHaveText(
      '掲載の料金は目安です。見積もりは無料で、複数のプロを比べてから決められます。',
    );
    const bar = page.getByTestId('request-bar');
    await expect(bar).toBeInViewport();
    await bar.getByRole('link').click();
    await expect(page.getByRole('dialog').getByText('ステップ 1 / 4')).toBeVisible();
    await expect
      .poll(async () => (await exposures(request)).sort(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['mock-display-timing=B', 'mock-pricing-value-proposition=B']));
  });
});

test.describe('biggerNextRequestButton B', () => {
  test.use({ variants: { biggerNextRequestButton: 'B' } });

  test('the form’s forward button is the large one (taller than the control’s 44 px)', async ({
    page,
    request,
  }) => {
    await request.delete(`${companionOrigin}/__sinks`);
    await page.goto(PAGE);
    await page.getByTestId('open-request').first().click();
    const next = page.getByRole('dialog').getByRole('button', { name: '次へ' });
    await expect(next).toBeVisible();
    // The large button: 3.25rem (52 px) high where the control's is 44 px. The variant is read after
    // the form's first render (it may show the control's button first): wait for it.
    await expect.poll(async () => (await next.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(52);
    await expect
      .poll(() => exposures(request), { timeout: 15_000 })
      .toContain('mock-bigger-next-request-button=B');
  });
});
