// @vitest-environment jsdom
// The bell's panel as an audit met it in a browser, with a fake API: while the list loads it says
// so (not "no notifications yet"), a failed list says it could not load after one retry and offers
// another, a failed announcements call says so (never an empty heading); a read state the server
// did not save is undone and said; an unread item is named "未読", not "未読1件"; and a "mark as
// read" that goes away leaves the focus on the next sensible control, not on the page.
import { configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../src/api';
import { renderBellAnswering } from '../../../helpers/notification-bell';
import {
  announcement,
  hoursAgo,
  quoteNotification,
  type NotificationListsAnswers,
} from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanupAndRestore);

const USER = 'usr-client-1';

const notification = (id: string, isRead: boolean, hours: number) =>
  quoteNotification(id, { isRead, time: hoursAgo(hours) });
const NOTIFICATIONS = [notification('1', false, 3), notification('2', false, 4), notification('3', true, 5)];

/** The bell with the app's own QueryClient (its retries), as the header shows it. */
async function renderBell(options: NotificationListsAnswers = {}, language: 'ja' | 'en' = 'ja') {
  const ui = await renderBellAnswering(
    USER,
    { notifications: NOTIFICATIONS, ...options },
    { language, queryClient: createQueryClient() },
  );
  const notificationCalls = () => ui.GET.mock.calls.filter(([path]) => path === '/user-notifications').length;
  return { ...ui, notificationCalls };
}

describe('the panel while its lists load or fail (defect 1)', () => {
  it('says it is loading, not that there are none, and offers no "mark all read"', async () => {
    const ui = await renderBell({ notifications: 'pending' });
    const panel = await ui.openPanel();
    expect(within(panel).getByRole('status').textContent).toBe('お知らせを読み込んでいます…');
    expect(within(panel).queryByText('お知らせはまだありません')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'すべて既読にする' })).toBeNull();
  });

  it('after one retry says the list could not load, and its retry loads it', async () => {
    const ui = await renderBell({ notifications: 'fail' });
    const panel = await ui.openPanel();
    expect(within(panel).queryByText('お知らせはまだありません')).toBeNull();
    const alert = await within(panel).findByRole('alert', {}, { timeout: 4_000 });
    expect(alert.textContent).toContain('お知らせを読み込めませんでした');
    // One retry, not the app's default of several (each one silent for the user).
    expect(ui.notificationCalls()).toBe(2);
    expect(within(panel).queryByText('お知らせはまだありません')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'すべて既読にする' })).toBeNull();

    ui.answers.notifications = NOTIFICATIONS;
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(
      await within(panel).findByRole('button', { name: /プロ1さんから見積もりが届きました/ }),
    ).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
  });

  it('says "no notifications yet" only once the list loaded empty, with no "mark all read"', async () => {
    const ui = await renderBell({ notifications: [] });
    const panel = await ui.openPanel();
    expect(await within(panel).findByText('お知らせはまだありません')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'すべて既読にする' })).toBeNull();
  });

  it('offers "mark all read" only when something loaded is unread', async () => {
    const ui = await renderBell({ notifications: [notification('3', true, 5)] });
    const panel = await ui.openPanel();
    await within(panel).findByRole('button', { name: /プロ3さん/ });
    expect(within(panel).queryByRole('button', { name: 'すべて既読にする' })).toBeNull();
  });

  it('says the announcements could not load under their heading, with a retry', async () => {
    const ui = await renderBell({ announcements: 'fail' }, 'en');
    const panel = await ui.openPanel();
    const alert = await within(panel).findByRole('alert', {}, { timeout: 4_000 });
    expect(alert.textContent).toContain("We couldn't load the announcements");
    expect(within(panel).getByRole('heading', { name: 'Announcements' })).toBeTruthy();
    ui.answers.announcements = [announcement('a')];
    await ui.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Notice a')).toBeTruthy();
  });

  it('shows no announcements heading when there are none', async () => {
    const ui = await renderBell({ announcements: [] });
    const panel = await ui.openPanel();
    await within(panel).findByRole('button', { name: /プロ1さん/ });
    expect(within(panel).queryByRole('heading', { name: '運営からのお知らせ' })).toBeNull();
  });
});

describe('a read state the server did not save (defect 2)', () => {
  it('"mark all read" refused: the notifications stay unread, the count is back, and it says so', async () => {
    const ui = await renderBell({ failPut: true });
    const panel = await ui.openPanel();
    await within(panel).findByRole('button', { name: /プロ1さん/ });
    await ui.user.click(within(panel).getByRole('button', { name: 'すべて既読にする' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      '既読にできませんでした。時間をおいてもう一度お試しください。',
    );
    const items = panel.querySelectorAll('li[data-notification-id]');
    expect([...items].map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(ui.screen.getByRole('button', { name: 'お知らせ（未読2件）' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'すべて既読にする' })).toBeTruthy();
  });

  it('opening one refused: it still opens its target, stays unread, and the bell says so', async () => {
    const ui = await renderBell({ failPut: true });
    const panel = await ui.openPanel();
    await ui.user.click(await within(panel).findByRole('button', { name: /プロ1さん/ }));
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/request/req-1/apply/apl-1'));
    expect((await ui.screen.findByRole('alert')).textContent).toContain('既読にできませんでした。');
    expect(ui.screen.getByRole('button', { name: 'お知らせ（未読2件）' })).toBeTruthy();
    const again = await ui.openPanel();
    expect(again.querySelector('li[data-notification-id="1"]')?.getAttribute('data-read')).toBe('false');
    expect(within(again).getByRole('alert').textContent).toContain('既読にできませんでした。');
  });

  it('not found (a notification the server no longer has): it stays read, with no message', async () => {
    const ui = await renderBell({ failPut: 404 });
    const panel = await ui.openPanel();
    await ui.user.click(await within(panel).findByRole('button', { name: /プロ1さん/ }));
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/request/req-1/apply/apl-1'));
    await waitFor(() => expect(ui.PUT).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ui.screen.getByRole('button', { name: 'お知らせ（未読1件）' })).toBeTruthy();
    expect(ui.screen.queryByRole('alert')).toBeNull();
  });

  it('saved: opening one marks it read and lowers the count, with no message', async () => {
    const ui = await renderBell();
    const panel = await ui.openPanel();
    await ui.user.click(await within(panel).findByRole('button', { name: /プロ1さん/ }));
    await waitFor(() => expect(ui.screen.getByRole('button', { name: 'お知らせ（未読1件）' })).toBeTruthy());
    expect(ui.screen.queryByRole('alert')).toBeNull();
  });
});

describe("an unread item's name (defect 3)", () => {
  it('ends with 未読, not the badge\'s "未読1件"', async () => {
    const ui = await renderBell();
    const panel = await ui.openPanel();
    const unread = await within(panel).findByRole('button', { name: /プロ1さん/ });
    expect(unread.textContent).toMatch(/未読$/);
    expect(unread.textContent).not.toContain('未読1件');
    expect(within(panel).getByRole('button', { name: /プロ3さん/ }).textContent).not.toContain('未読');
  });

  it('in English, ends with "Unread", not "1 unread"', async () => {
    const ui = await renderBell({}, 'en');
    const panel = await ui.openPanel();
    const unread = await within(panel).findByRole('button', { name: /プロ1/ });
    expect(unread.textContent).toMatch(/Unread$/);
    expect(unread.textContent).not.toContain('1 unread');
  });
});

describe('the focus after a "mark as read" goes (defect 5)', () => {
  it("an announcement's button: the next announcement's button, then the announcements heading", async () => {
    const ui = await renderBell({ announcements: [announcement('a'), announcement('b')] });
    const panel = await ui.openPanel();
    const [first] = await within(panel).findAllByRole('button', { name: '既読にする' });
    first!.focus();
    await ui.user.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: '既読にする' })).toHaveLength(1));
    const second = within(panel).getByRole('button', { name: '既読にする' });
    await waitFor(() => expect(document.activeElement).toBe(second));

    await ui.user.keyboard('{Enter}');
    const heading = within(panel).getByRole('heading', { name: '運営からのお知らせ' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(panel).queryByRole('button', { name: 'お知らせをすべて既読にする' })).toBeNull();
  });

  it('"mark all read": the panel\'s heading', async () => {
    const ui = await renderBell();
    const panel = await ui.openPanel();
    await within(panel).findByRole('button', { name: /プロ1さん/ });
    within(panel).getByRole('button', { name: 'すべて既読にする' }).focus();
    await ui.user.keyboard('{Enter}');
    const heading = within(panel).getByRole('heading', { name: 'お知らせ', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
