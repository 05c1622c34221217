// The calls of the signed-in platform against the mock: sign-in, the current user,
// notifications and announcements with their preconditions and the announcements' non-OK case.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsAt, type TargetScope } from '../../src/features/notifications/target-content';
import { notificationTarget } from '../../src/features/notifications/targets';
import {
  type Announcement,
  announcementsQueryOptions,
  isApiError,
  markAllAnnouncementsRead,
  markAllNotificationsRead,
  markAnnouncementRead,
  markNotificationRead,
  notificationKeys,
  notificationsQueryOptions,
  unreadCount,
} from '../../src/api';
import { apiClient, clientToken, fixtures } from './harness';

const userId = fixtures.sessions.client.user.id;
const signedIn = apiClient({ token: clientToken });

describe('sign-in and the current user (assumed calls)', () => {
  it('answers a token for the fixture client and 401 for a wrong password', async () => {
    const { data } = await apiClient().POST('/auth/sign-in', {
      body: { email: fixtures.sessions.client.email, password: fixtures.sessions.client.password },
    });
    expect(data).toMatchObject({ token: clientToken, uid: userId });
    const failure = await apiClient()
      .POST('/auth/sign-in', { body: { email: fixtures.sessions.client.email, password: 'wrong' } })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('loads the user of the token, and refuses a call without one', async () => {
    expect((await signedIn.GET('/auth/current-user')).data?.id).toBe(userId);
    const failure = await apiClient()
      .GET('/auth/current-user')
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(401);
  });
});

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
});

describe('notification targets', () => {
  it('every notification the mock answers is shown on the page the bell opens for it', async () => {
    const list = await new QueryClient().fetchQuery(notificationsQueryOptions(signedIn, userId));
    const opened = list.flatMap((notification) => {
      const target = notificationTarget(notification);
      return target ? [{ notification, target }] : [];
    });
    // Only the custom notification without ids leads nowhere.
    expect(list.length - opened.length).toBe(1);
    for (const { notification, target } of opened) {
      const scope: TargetScope =
        target.to === '/billing' || target.to === '/missions' || target.to === '/dashboard/pro'
          ? { type: 'section', to: target.to }
          : 'applyId' in target.params
            ? {
                type: 'apply',
                applyId: target.params.applyId,
                ...('requestId' in target.params ? { requestId: target.params.requestId } : {}),
              }
            : { type: 'request', requestId: target.params.requestId };
      expect(
        notificationsAt(scope, list).map((shown) => shown.id),
        notification.action,
      ).toContain(notification.id);
    }
  });
});

describe('announcements', () => {
  const unreadOf = (queryClient: QueryClient) =>
    (queryClient.getQueryData<Announcement[]>(notificationKeys.announcements(userId)) ?? []).filter(
      (item) => !item.isRead,
    ).length;

  it('mark one read (it needs userId and announcementId) and all read when the answer is OK', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(announcementsQueryOptions(signedIn, userId));
    expect(unreadOf(queryClient)).toBe(2);
    expect(await markAnnouncementRead(signedIn, queryClient, userId, 'ann-001')).toEqual({ ok: true });
    expect(unreadOf(queryClient)).toBe(1);
    await expect(markAnnouncementRead(signedIn, queryClient, '', 'ann-001')).rejects.toThrow(
      /userId and announcementId/,
    );
    expect(await markAllAnnouncementsRead(signedIn, queryClient, userId)).toEqual({ ok: true });
    expect(unreadOf(queryClient)).toBe(0);
  });

  it('change nothing when mark-all answers non-OK, and say so', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(announcementsQueryOptions(signedIn, userId));
    const failing = apiClient({
      token: clientToken,
      prefer: { markAllAnnouncementsRead: 'code=500', markAnnouncementRead: 'code=500' },
    });
    expect(await markAllAnnouncementsRead(failing, queryClient, userId)).toEqual({ ok: false });
    expect(await markAnnouncementRead(failing, queryClient, userId, 'ann-001')).toEqual({ ok: false });
    expect(unreadOf(queryClient)).toBe(2);
  });
});
