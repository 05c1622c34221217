// Each of the 26 notification actions, signed in as the fixture client (whose list has one of each):
// a click on it in the bell leads to its target — the path and ids written out here from the
// notification's own data, not from the app's table — and the target shows it: the quote, request,
// billing or missions page lists that very notification (read now), with the request or quote it
// concerns; the pro's dashboard says a client has none. A custom notice without ids stays put.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';
import { FIXTURE_SESSION } from '../../scripts/lib/page-kinds';

const notifications = buildDataset().notifications[FIXTURE_SESSION.uid] ?? [];

const CLIENT_QUOTE = [
  'applyRequest',
  'changeApplyQuote',
  'changeApplyCoverLetter',
  'changeApplyQuoteCoverLetter',
  'replyApply',
];
const PRO_QUOTE = ['approveApply', 'rejectApply', 'clientReadApply'];
const REQUEST = ['cancelJob', 'cancelJobOfSpyRequest', 'jobComplete', 'requestComplete', 'newRequest'];
const BILLING = ['applyRefunded', 'applyRefundedDueToSpy'];
const MISSIONS = ['missionComplete', 'rankPromoted', 'refereeReward', 'referrerReward'];
const DASHBOARD = ['idApproved', 'proProfileViewed', 'proFeedback', 'proSolicitFeedback'];

type Expected = { url: string | null; requestId?: string; applyId?: string; dashboard?: true };

/** Where a notification must lead, from its action and ids. */
function expectedOf(action: string, data: { requestId?: string; applyId?: string }): Expected {
  const { requestId: r, applyId: a } = data;
  if (CLIENT_QUOTE.includes(action) && r && a)
    return { url: `/request/${r}/apply/${a}?activePage=message`, requestId: r, applyId: a };
  if (PRO_QUOTE.includes(action) && r && a)
    return { url: `/dashboard/request/${r}/apply/${a}?activePage=message`, requestId: r, applyId: a };
  if (action === 'replyRequest' && r)
    return { url: `/request-detail/${r}/apply-detail?activePage=message`, requestId: r };
  if (REQUEST.includes(action) && r) return { url: `/request-detail/${r}`, requestId: r };
  if (BILLING.includes(action)) return { url: '/billing' };
  if (MISSIONS.includes(action)) return { url: '/missions' };
  if (DASHBOARD.includes(action)) return { url: '/dashboard/pro', dashboard: true };
  if (a) return { url: `/apply-detail/${a}`, applyId: a };
  if (r) return { url: `/request/${r}`, requestId: r };
  return { url: null };
}

async function signedInStart(page: Page) {
  await page.goto('/start');
  await page.evaluate((session) => {
    localStorage.setItem('auth', session.auth);
    localStorage.setItem('uid', session.uid);
  }, FIXTURE_SESSION);
}

async function openBell(page: Page) {
  await page.goto('/start');
  await expect(page.getByTestId('unread-count')).toHaveText(/\d+/);
  await page.getByRole('button', { name: /お知らせ（未読\d+件）/ }).click();
  return page.getByRole('region', { name: 'お知らせ' });
}

test('the fixture client has one notification of each of the 26 actions', () => {
  expect(new Set(notifications.map((notification) => notification.action)).size).toBe(26);
  expect(notifications).toHaveLength(26);
});

// Three batches, so each test stays within a few pages' time.
const batches = [notifications.slice(0, 9), notifications.slice(9, 18), notifications.slice(18)];
for (const [index, batch] of batches.entries())
  test(`each notification leads to its target and is shown there, signed in (${index + 1}/3)`, async ({
    page,
  }) => {
    test.slow();
    await signedInStart(page);
    for (const notification of batch) {
      const expected = expectedOf(notification.action, notification.data);
      const step = `${notification.id} (${notification.action})`;
      const bell = await openBell(page);
      const before = new URL(page.url());
      await bell.locator(`li[data-notification-id="${notification.id}"] button`).click();
      if (expected.url === null) {
        // Nothing to open: the page stays, and the notice is still in the bell, read.
        expect(new URL(page.url()).pathname, step).toBe(before.pathname);
        const again = await openBell(page);
        await expect(again.locator(`li[data-notification-id="${notification.id}"]`), step).toHaveAttribute(
          'data-read',
          'true',
        );
        continue;
      }
      await expect
        .poll(
          () => {
            const url = new URL(page.url());
            return `${url.pathname}${url.search}`;
          },
          { message: step },
        )
        .toBe(expected.url);
      const main = page.getByRole('main');
      if (expected.dashboard) {
        await expect(main.getByTestId('dashboard-client-note'), step).toBeVisible();
        continue;
      }
      const shown = main
        .getByTestId('target-notifications')
        .locator(`li[data-notification-id="${notification.id}"]`);
      await expect(shown, step).toHaveAttribute('data-read', 'true');
      if (expected.applyId) {
        // A quote: its id, and a link to the request it answers.
        await expect(main.getByTestId('apply-id'), step).toHaveText(expected.applyId);
        await expect(main.getByRole('link', { name: `依頼 ${expected.requestId}` }), step).toBeVisible();
      } else if (expected.requestId)
        await expect(main.getByTestId('request-id').first(), step).toContainText(expected.requestId);
    }
  });
