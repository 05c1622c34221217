// @vitest-environment jsdom
// The bell with what a server (or the network) may really send, as an audit met it in a browser:
// notifications dated only by `createdTime` or not datable (the bell crashed, and the header lost
// its sign-out with it), an unknown action, a time in the future, a picture that does not load, and
// a count that must not claim to know what a list that failed or still loads holds.
import { act, configure, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, Notification } from '../../../../src/api';
import { renderBellAnswering } from '../../../helpers/notification-bell';
import { announcement, hoursAgo, quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanupAndRestore);

const USER = 'usr-client-1';

const quote = (id: string, extra: Record<string, unknown> = {}) =>
  ({ ...quoteNotification(id), ...extra }) as unknown as Notification;

type Answer<T> = T[] | 'fail' | 'pending';

async function renderBell(
  notifications: Answer<Notification>,
  announcements: Answer<Announcement> = [],
  language: 'ja' | 'en' = 'ja',
) {
  const ui = await renderBellAnswering(USER, { notifications, announcements }, { language });
  const bell = () => ui.screen.getByRole('button', { expanded: false });
  return { ...ui, bell };
}

describe('notifications the bell cannot date by `time` (finding 1)', () => {
  it('shows them (with createdTime as their time), and "mark all read" still works', async () => {
    const ui = await renderBell([
      quote('1', { time: undefined, createdTime: hoursAgo(2) }),
      quote('2', { time: 'not-a-date' }),
    ]);
    const panel = await ui.openPanel();
    const first = await within(panel).findByRole('button', { name: /プロ1さんから見積もりが届きました/ });
    expect(first.querySelector('time')?.textContent).toBe('2時間前');
    const second = within(panel).getByRole('button', { name: /プロ2さんから見積もりが届きました/ });
    expect(second.querySelector('time')).toBeNull();

    await ui.user.click(within(panel).getByRole('button', { name: 'すべて既読にする' }));
    const [, init] = ui.PUT.mock.calls[0] as unknown as [string, { body: { timestamp: string } }];
    expect(Number.isNaN(Date.parse(init.body.timestamp))).toBe(false);
    const items = panel.querySelectorAll('li[data-notification-id]');
    expect([...items].map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true']);
  });
});

describe('what an item says (findings 4 and 12)', () => {
  it('an unknown action reads as a generic notice; a future time as "just now"', async () => {
    const future = new Date(Date.now() + 5 * 60_000).toISOString();
    const ui = await renderBell([quote('1', { action: 'brandNewAction', time: future })], [], 'en');
    const panel = await ui.openPanel();
    const item = await within(panel).findByRole('button', { name: /You have a new notification/ });
    expect(item.querySelector('time')?.textContent).toBe('just now');
    expect(panel.textContent).not.toContain('actions.');
  });

  it('a picture that does not load gives way to the initials', async () => {
    const ui = await renderBell([quote('1', { avatarUrl: 'https://invalid.invalid/x.png' })]);
    const panel = await ui.openPanel();
    const item = await within(panel).findByRole('button', { name: /プロ1さん/ });
    fireEvent.error(item.querySelector('img')!);
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('[data-avatar="initials"]')?.textContent).toBe('プ');
  });

  it('each announcement\'s "mark as read" is described by its title', async () => {
    const ui = await renderBell([], [announcement('a'), announcement('b')]);
    const panel = await ui.openPanel();
    await within(panel).findByText('お知らせa');
    expect(within(panel).getByRole('button', { name: '既読にする', description: 'お知らせb' })).toBeTruthy();
  });
});

describe('the count while a list is not loaded (finding 10)', () => {
  it('the notifications failed: "at least" the announcements’ unread, not a count that ignores them', async () => {
    const ui = await renderBell('fail', [announcement('a'), announcement('b')]);
    await waitFor(() => expect(ui.bell().getAttribute('aria-label')).toBe('お知らせ（未読2件以上）'), {
      timeout: 5_000,
    });
    expect(ui.screen.getByTestId('unread-count').textContent).toBe('2+');
  });

  it('a list failed and nothing loaded is unread: says the count is not known', async () => {
    const ui = await renderBell('fail', []);
    await waitFor(
      () => expect(ui.bell().getAttribute('aria-label')).toBe('お知らせ（未読の件数を確認できません）'),
      { timeout: 5_000 },
    );
    expect(ui.screen.queryByTestId('unread-count')).toBeNull();
  });

  it('the notifications still loading: no number yet', async () => {
    const ui = await renderBell('pending', [announcement('a'), announcement('b')]);
    await ui.openPanel();
    expect(await ui.screen.findByText('お知らせa')).toBeTruthy();
    expect(ui.screen.queryByTestId('unread-count')).toBeNull();
    expect(ui.screen.getByRole('button', { name: 'お知らせ（未読の件数を確認しています）' })).toBeTruthy();
  });

  it('both loaded: the count, as before', async () => {
    const ui = await renderBell([quote('1'), quote('2', { isRead: true })], [announcement('a')]);
    await waitFor(() => expect(ui.screen.getByTestId('unread-count').textContent).toBe('2'));
    expect(ui.bell().getAttribute('aria-label')).toBe('お知らせ（未読2件）');
  });
});

describe('a list call that never answers (finding 2)', () => {
  it('says it is loading, then after 10 s that it could not load, with a retry that loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const ui = await renderBell('pending');
    const panel = await ui.openPanel();
    expect(within(panel).getByRole('status').textContent).toBe('お知らせを読み込んでいます…');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('お知らせを読み込めませんでした');
    ui.answers.notifications = [quote('1')];
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    const item = await within(panel).findByRole('button', { name: /プロ1さん/ });
    // The focus goes on to the list that took the retry's place.
    await waitFor(() => expect(document.activeElement).toBe(item.closest('ul')));
  });
});
