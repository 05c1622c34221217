// @vitest-environment jsdom
// The notification bell as a user meets it: the unread count in the button's name, the panel with
// each notification's text and relative time, opening one (marked read, then its target), "mark all
// read", and an announcement that could not be marked read saying so.
import { configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Announcement, Notification } from '../../../src/api';
import { renderBellAnswering } from '../../helpers/notification-bell';
import { hoursAgo } from '../../helpers/notifications';
import { cleanupAndRestore } from '../../helpers/render-ui';

// A busy machine renders slowly; waiting is on state, so a longer limit only slows a failure.
configure({ asyncUtilTimeout: 10_000 });

const USER = 'usr-client-1';

const notifications = (): Notification[] => [
  {
    id: 'ntf-1',
    time: hoursAgo(3),
    isRead: false,
    action: 'applyRequest',
    actor: { id: 'pro-1', name: '山田造園' },
    data: { requestId: 'req-7', applyId: 'apl-9' },
    avatarUrl: 'https://img.example.com/pro-1.png',
  },
  {
    id: 'ntf-2',
    time: hoursAgo(5 * 24),
    isRead: true,
    action: 'jobComplete',
    actor: { id: 'pro-2', name: '佐藤清掃' },
    data: { requestId: 'req-3' },
  },
];

const announcements = (): Announcement[] => [
  {
    announcementId: 'ann-1',
    isRead: false,
    title: { ja: '年末年始の営業について', en: 'Year-end support hours' },
    body: { ja: 'サポート窓口はお休みです。', en: 'Support is closed.' },
    publishedAt: hoursAgo(24),
  },
];

/** The bell with the two lists above; PUT/POST calls recorded (POST fails when asked). */
const renderBell = (language: 'ja' | 'en' = 'ja', { failPost = false } = {}) =>
  renderBellAnswering(
    USER,
    { notifications: notifications(), announcements: announcements(), failPost },
    { language },
  );

afterEach(cleanupAndRestore);

describe('NotificationBell', () => {
  it('names the unread count (notifications and announcements) on the button', async () => {
    const { screen } = await renderBell();
    // One unread notification + one unread announcement.
    expect(await screen.findByRole('button', { name: 'お知らせ（未読2件）' })).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
  });

  it('lists each notification with its text and relative time, the unread one marked', async () => {
    const { screen, user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    const panel = screen.getByRole('region', { name: 'お知らせ' });
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first?.textContent).toContain('山田造園さんから見積もりが届きました');
    expect(first?.querySelector('time')?.textContent).toBe('3時間前');
    expect(first?.getAttribute('data-read')).toBe('false');
    expect(within(first!).getByText('未読')).toBeTruthy();
    expect(second?.textContent).toContain('佐藤清掃さんがお仕事の完了を報告しました');
    expect(second?.querySelector('time')?.textContent).toBe('5日前');
    expect(second?.getAttribute('data-read')).toBe('true');
    expect(within(second!).queryByText('未読')).toBeNull();
  });

  it('in English, names the count and shows English text and time', async () => {
    const { screen, user } = await renderBell('en');
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const first = within(panel).getAllByRole('listitem')[0]!;
    expect(first.querySelector('time')?.textContent).toBe('3 hours ago');
    expect(first.textContent).toContain('山田造園');
    expect(within(panel).getByText('Year-end support hours')).toBeTruthy();
  });

  it('opening a notification marks it read on the server and goes to its target with its ids', async () => {
    const { screen, user, PUT, router } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    await user.click(screen.getByRole('button', { name: /山田造園さんから見積もりが届きました/ }));
    expect(PUT).toHaveBeenCalledWith('/user-notifications/{id}/mark-as-read', {
      params: { path: { id: 'ntf-1' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/req-7/apply/apl-9'));
    expect(router.state.location.search).toEqual({ activePage: 'message' });
    // The panel closed, and the cache has it read: only the announcement is left unread.
    expect(screen.queryByRole('region', { name: 'お知らせ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'お知らせ（未読1件）' })).toBeTruthy();
  });

  it('"mark all read" marks every notification read, up to the newest shown', async () => {
    const { screen, user, PUT } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    await user.click(screen.getByRole('button', { name: 'すべて既読にする' }));
    expect(PUT).toHaveBeenCalledWith('/user-notifications/mark-as-read', {
      body: { timestamp: expect.any(String) as string },
    });
    const [, init] = PUT.mock.calls[0] as unknown as [string, { body: { timestamp: string } }];
    expect(Date.parse(init.body.timestamp)).toBeGreaterThanOrEqual(Date.parse(notifications()[0]!.time));
    const items = within(screen.getByRole('region', { name: 'お知らせ' })).getAllByRole('listitem');
    expect(items.slice(0, 2).map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true']);
    expect(screen.getByRole('button', { name: 'お知らせ（未読1件）' })).toBeTruthy();
  });

  it('marks an announcement read when the server agrees', async () => {
    const { screen, user, POST } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    await user.click(screen.getByRole('button', { name: '既読にする' }));
    expect(POST).toHaveBeenCalledWith('/users/{id}/announcements/{announcementId}/mark-as-read/', {
      params: { path: { id: USER, announcementId: 'ann-1' } },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: '既読にする' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when an announcement could not be marked read, and keeps it unread', async () => {
    const { screen, user } = await renderBell('ja', { failPost: true });
    await user.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    await user.click(screen.getByRole('button', { name: '既読にする' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '既読にできませんでした。時間をおいてもう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: '既読にする' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'お知らせ（未読2件）' })).toBeTruthy();
  });
});
