// An error report travels through the real Sentry SDK to the mock kit's sink, and every personal
// field the masking rules name arrives masked.
import { expect, test } from '../helpers/e2e-test';
import { companionOrigin } from '../helpers/e2e-ports';

const COMPANION = companionOrigin;
const personal = {
  email: 'hanako@example.com',
  name: '佐藤 花子',
  phoneNumber: '09012345678',
  additionalText: '玄関の鍵はポストの中です',
  placeDescription: '2階の奥の部屋',
  address: '東京都渋谷区神宮前1-2-3',
  age: 34,
  gender: 'female',
  password: 'correct-horse-battery',
  credential: 'cred-123',
  loginPhoneNumber: '08098765432',
  phoneNumberVerificationToken: 'pv-secret-token',
};

test('the captured Sentry event has every personal field masked', async ({ page, request }) => {
  await request.delete(`${COMPANION}/__sinks`);
  await page.goto(`/start?email=${encodeURIComponent(personal.email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.evaluate((extra) => {
    const hook = (window as unknown as { __reportError: (error: unknown, context: unknown) => void })
      .__reportError;
    hook(new Error('request creation failed'), {
      tags: { operation: 'createRequest' },
      extra: { payload: { fields: { ...extra, freeText: extra.additionalText } }, ...extra },
    });
  }, personal);

  let events: { items: { type: string; payload: unknown }[] }[] = [];
  await expect
    .poll(
      async () => {
        events = (await (await request.get(`${COMPANION}/__sinks/sentry`)).json()) as typeof events;
        return events.flatMap((envelope) => envelope.items).filter((item) => item.type === 'event').length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  const event = events.flatMap((envelope) => envelope.items).find((item) => item.type === 'event')!
    .payload as Record<string, unknown>;
  const text = JSON.stringify(event);
  expect(text).toContain('request creation failed');
  // Strings are distinctive enough to search for; the number (age) is checked by key below.
  for (const [key, value] of Object.entries(personal)) {
    if (typeof value === 'string') expect(text, `${key} leaked`).not.toContain(value);
  }
  const extra = event.extra as Record<string, unknown>;
  for (const key of Object.keys(personal)) expect(extra[key], key).toBe('[Filtered]');
  expect((extra.payload as { fields: Record<string, unknown> }).fields.freeText).toBe('[Filtered]');
  expect(JSON.stringify(event.request ?? {})).not.toContain('hanako');
});

test('an answer that breaks the contract is reported from the worker, and the page carries on', async ({
  page,
  request,
}) => {
  await request.delete(`${COMPANION}/__sinks`);
  // The job type arrives with a field of the wrong type; everything the page shows stays valid.
  await page.route('**/api/job-types/house-cleaning?format=full', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...body, fieldsVersion: 'one' } });
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/home/cleaning/house-cleaning');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ハウスクリーニング');

  let text = '';
  await expect
    .poll(
      async () => {
        const envelopes = (await (await request.get(`${COMPANION}/__sinks/sentry`)).json()) as {
          items: { type: string; payload: unknown }[];
        }[];
        text = JSON.stringify(
          envelopes.flatMap((envelope) => envelope.items).filter((item) => item.type === 'event'),
        );
        return text.includes('ContractViolationError');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(text).toContain('getJobType');
  expect(text).toContain('fieldsVersion');
  expect(workers.some((url) => url.includes('contract-check.worker'))).toBe(true);
  await expect(page.getByTestId('pro-card').first()).toBeVisible();
});
