// Notifications and announcements (src/api/notifications.ts) against the mock: the lists, the
// read-state changes with their preconditions (one notification by id, all at or before a
// timestamp; the cache changes first, the server follows), and the announcements' non-OK case
// (an empty result, nothing changes).
import { MutationObserver, type MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  type Announcement,
  announcementsQueryOptions,
  markAllAnnouncementsRead,
  markAllNotificationsRead,
  markAnnouncementRead,
  markNotificationRead,
  type Notification,
  notificationKeys,
  notificationMutations,
  notificationsQueryOptions,
  unreadCount,
} from '../../src/api';
import { apiClient, clientToken, failing, fixtures, recording } from './harness';

const userId = fixtures.sessions.client.user.id;
const signedIn = apiClient({ token: clientToken });

const unreadAnnouncements = (queryClient: QueryClient) =>
  (queryClient.getQueryData<Announcement[]>(notificationKeys.announcements(userId)) ?? []).filter(
    (item) => !item.isRead,
  ).length;

describe('notifications', () => {
  it('load, mark one read (it needs an id) and mark all at or before a timestamp', async () => {
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(notificationsQueryOptions(signedIn, userId));
    expect(list).toHaveLength(26);
    const unread = unreadCount(list);
    expect(unread).toBeGreaterThan(0);

    const first = list.find((notification) => !notification.isRead)!;
    await markNotificationRead(signedIn, queryClient, userId, first.id);
    expect(unreadCount(queryClient.getQueryData(notificationKeys.list(userId)))).toBe(unread - 1);
    await expect(markNotificationRead(signedIn, queryClient, userId, '')).rejects.toThrow(/notificationId/);

    await markAllNotificationsRead(signedIn, queryClient, userId, new Date().toISOString());
    expect(unreadCount(queryClient.getQueryData(notificationKeys.list(userId)))).toBe(0);
  });

  it('send the user, the id or the timestamp where the contract puts them', async () => {
    const { api, sent, requests } = recording({ token: clientToken });
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(notificationsQueryOptions(api, userId));
    const timestamp = new Date().toISOString();
    await markNotificationRead(api, queryClient, userId, list[0]!.id);
    await markAllNotificationsRead(api, queryClient, userId, timestamp);
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/user-notifications', query: { userId } },
      { method: 'PUT', path: `/user-notifications/${list[0]!.id}/mark-as-read`, query: {} },
      { method: 'PUT', path: '/user-notifications/mark-as-read', query: {} },
    ]);
    expect(await requests[2]?.json()).toEqual({ timestamp });
  });

  it('mark one read in the cache first; a failing server call then fails the change', async () => {
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(notificationsQueryOptions(signedIn, userId));
    const target = list.find((notification) => !notification.isRead) ?? list[0]!;
    const api = failing('markNotificationRead', 500, { token: clientToken });
    await expect(markNotificationRead(api, queryClient, userId, target.id)).rejects.toMatchObject({
      status: 500,
    });
    const cached = queryClient.getQueryData<Notification[]>(notificationKeys.list(userId));
    expect(cached?.find((notification) => notification.id === target.id)?.isRead).toBe(true);
  });
});

describe('announcements', () => {
  it('mark one read (it needs userId and announcementId) and all read when the answer is OK', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(announcementsQueryOptions(signedIn, userId));
    expect(unreadAnnouncements(queryClient)).toBe(2);
    expect(await markAnnouncementRead(signedIn, queryClient, userId, 'ann-001')).toEqual({ ok: true });
    expect(unreadAnnouncements(queryClient)).toBe(1);
    await expect(markAnnouncementRead(signedIn, queryClient, '', 'ann-001')).rejects.toThrow(
      /userId and announcementId/,
    );
    expect(await markAllAnnouncementsRead(signedIn, queryClient, userId)).toEqual({ ok: true });
    expect(unreadAnnouncements(queryClient)).toBe(0);
  });

  it('change nothing when mark-all answers non-OK, and say so', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(announcementsQueryOptions(signedIn, userId));
    const refusing = apiClient({
      token: clientToken,
      prefer: { markAllAnnouncementsRead: 'code=500', markAnnouncementRead: 'code=500' },
    });
    expect(await markAllAnnouncementsRead(refusing, queryClient, userId)).toEqual({ ok: false });
    expect(await markAnnouncementRead(refusing, queryClient, userId, 'ann-001')).toEqual({ ok: false });
    expect(unreadAnnouncements(queryClient)).toBe(2);
  });

  it('send the user and the announcement in the path', async () => {
    const { api, sent } = recording({ token: clientToken });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(announcementsQueryOptions(api, userId));
    await markAnnouncementRead(api, queryClient, userId, 'ann-001');
    await markAllAnnouncementsRead(api, queryClient, userId);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /users/${userId}/announcements/read`,
      `POST /users/${userId}/announcements/ann-001/mark-as-read/`,
      `POST /users/${userId}/announcements/mark-as-read`,
    ]);
  });
});

describe('the read-state changes as mutations (useMutation)', () => {
  it('make the same calls and the same cache changes', async () => {
    const { api, sent } = recording({ token: clientToken });
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(notificationsQueryOptions(api, userId));
    await queryClient.fetchQuery(announcementsQueryOptions(api, userId));
    const mutations = notificationMutations(api, queryClient, userId);
    const run = <T, V>(options: MutationObserverOptions<T, Error, V>, variables: V) =>
      new MutationObserver(queryClient, options).mutate(variables);

    const target = list.find((notification) => !notification.isRead) ?? list[0]!;
    await run(mutations.markRead, target.id);
    const cached = queryClient.getQueryData<Notification[]>(notificationKeys.list(userId));
    expect(cached?.find((notification) => notification.id === target.id)?.isRead).toBe(true);
    await run(mutations.markAllRead, new Date().toISOString());
    expect(unreadCount(queryClient.getQueryData(notificationKeys.list(userId)))).toBe(0);
    expect(await run(mutations.markAnnouncementRead, 'ann-001')).toEqual({ ok: true });
    expect(await run(mutations.markAllAnnouncementsRead, undefined)).toEqual({ ok: true });
    expect(unreadAnnouncements(queryClient)).toBe(0);
    expect(sent.slice(2).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /user-notifications/${target.id}/mark-as-read`,
      'PUT /user-notifications/mark-as-read',
      `POST /users/${userId}/announcements/ann-001/mark-as-read/`,
      `POST /users/${userId}/announcements/mark-as-read`,
    ]);
  });
});
