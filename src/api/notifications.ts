// Notifications and announcements (openapi/paths/notifications.yaml): the lists, kept current by
// the socket, and the read-state changes — one by id, or all at or before a timestamp; an
// announcement's read state changes only when the server answers OK.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Announcement, Notification } from '../../generated/api';
import type { ApiClient } from './client';
import { ContractViolationError } from './errors';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', 'list', userId] as const,
  announcements: (userId: string) => ['notifications', 'announcements', userId] as const,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A list answer as the lists read it. The contract requires every field, but a production answer
 * that breaks it is only reported (src/api/client.ts), and one bad item must not take the bell —
 * and the header's sign-out beside it — or a whole page down: an answer that is no list is the
 * list's failure (its "could not load" and retry); null is an empty list. `item` makes an item
 * showable or says it is not (undefined: left out); an id met twice is shown once.
 */
function usableList<T>(
  operationId: string,
  answer: unknown,
  item: (value: Record<string, unknown>) => T | undefined,
  idOf: (item: T) => string,
): T[] {
  if (answer === undefined || answer === null) return [];
  if (!Array.isArray(answer))
    throw new ContractViolationError(operationId, [{ path: [], message: 'the answer is not a list' }]);
  const seen = new Set<string>();
  return answer.flatMap((value: unknown) => {
    const usable = isRecord(value) ? item(value) : undefined;
    if (usable === undefined || seen.has(idOf(usable))) return [];
    seen.add(idOf(usable));
    return [usable];
  });
}

/**
 * A notification the lists can show: one without an id is left out (nothing could mark it read);
 * `data` that is no object names no request or quote (it leads nowhere in particular); an actor
 * without a name as a text reads as the lists' "a user"; a picture address that is no text is none.
 */
function usableNotification(value: Record<string, unknown>): Notification | undefined {
  if (!isId(value.id)) return undefined;
  const { data, actor, avatarUrl, ...rest } = value;
  const { requestId, applyId, ...known } = isRecord(data) ? data : {};
  return {
    ...rest,
    data: { ...known, ...(isId(requestId) && { requestId }), ...(isId(applyId) && { applyId }) },
    actor: isRecord(actor) ? { ...actor, name: typeof actor.name === 'string' ? actor.name : '' } : null,
    ...(typeof avatarUrl === 'string' && { avatarUrl }),
  } as Notification;
}

/** An announcement the bell can show and mark read: it needs its id. */
const usableAnnouncement = (value: Record<string, unknown>) =>
  isId(value.announcementId) ? (value as unknown as Announcement) : undefined;

/** The notifications of a list answer that can be shown (see usableList). */
export const usableNotifications = (answer: unknown): Notification[] =>
  usableList('listNotifications', answer, usableNotification, (notification) => notification.id);

/** The announcements of a list answer that can be shown (see usableList). */
export const usableAnnouncements = (answer: unknown): Announcement[] =>
  usableList('listAnnouncements', answer, usableAnnouncement, (announcement) => announcement.announcementId);

export const notificationsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async () =>
      usableNotifications((await api.GET('/user-notifications', { params: { query: { userId } } })).data),
    staleTime: Number.POSITIVE_INFINITY, // kept current by the socket
  });

export const announcementsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: notificationKeys.announcements(userId),
    queryFn: async () =>
      usableAnnouncements(
        (await api.GET('/users/{id}/announcements/read', { params: { path: { id: userId } } })).data,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

const dateOf = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * When a notification happened: its `time`, else its `createdTime` (spec §3: "time (or
 * createdTime)"); undefined when neither is a readable date. The contract requires `time`, but a
 * production answer that breaks it is only reported: what reads a time must not throw on one.
 */
export const notificationTime = (notification: Pick<Notification, 'time' | 'createdTime'>) =>
  dateOf(notification.time) ?? dateOf(notification.createdTime);

/** Pure state transitions, applied to the cached list. */
export const notificationUpdates = {
  add: (list: Notification[] | undefined, notification: Notification) => [
    notification,
    ...(list ?? []).filter((existing) => existing.id !== notification.id),
  ],
  markRead: (list: Notification[] | undefined, id: string) =>
    (list ?? []).map((notification) =>
      notification.id === id ? { ...notification, isRead: true } : notification,
    ),
  // One the client cannot date was on the list before the timestamp was taken: it is read too
  // (left unread, it would outlive every "mark all read").
  markAllRead: (list: Notification[] | undefined, timestamp: string) =>
    (list ?? []).map((notification) =>
      (notificationTime(notification)?.getTime() ?? Number.NEGATIVE_INFINITY) <= Date.parse(timestamp)
        ? { ...notification, isRead: true }
        : notification,
    ),
};

export const unreadCount = (list: Notification[] | undefined) =>
  (list ?? []).filter((notification) => !notification.isRead).length;

/** Marks one notification read; needs its id. The cache changes first, the server follows. */
export async function markNotificationRead(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
  id: string,
): Promise<void> {
  if (!id) throw new Error('markNotificationRead needs a notificationId');
  queryClient.setQueryData(notificationKeys.list(userId), (list: Notification[] | undefined) =>
    notificationUpdates.markRead(list, id),
  );
  await api.PUT('/user-notifications/{id}/mark-as-read', { params: { path: { id } } });
}

/** Marks every notification at or before `timestamp` read. */
export async function markAllNotificationsRead(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
  timestamp: string,
): Promise<void> {
  queryClient.setQueryData(notificationKeys.list(userId), (list: Notification[] | undefined) =>
    notificationUpdates.markAllRead(list, timestamp),
  );
  await api.PUT('/user-notifications/mark-as-read', { body: { timestamp } });
}

/** Marks one announcement read; needs userId and announcementId. Non-OK: an empty result, nothing changes. */
export async function markAnnouncementRead(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
  announcementId: string,
): Promise<{ ok: boolean }> {
  if (!userId || !announcementId) throw new Error('markAnnouncementRead needs userId and announcementId');
  const ok = await api
    .POST('/users/{id}/announcements/{announcementId}/mark-as-read/', {
      params: { path: { id: userId, announcementId } },
    })
    .then(
      () => true,
      () => false,
    );
  if (ok) {
    queryClient.setQueryData(notificationKeys.announcements(userId), (list: Announcement[] | undefined) =>
      (list ?? []).map((item) => (item.announcementId === announcementId ? { ...item, isRead: true } : item)),
    );
  }
  return { ok };
}

/** Marks every announcement read — applied only when the answer is OK. */
export async function markAllAnnouncementsRead(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
): Promise<{ ok: boolean }> {
  const ok = await api
    .POST('/users/{id}/announcements/mark-as-read', { params: { path: { id: userId } } })
    .then(
      () => true,
      () => false,
    );
  if (ok) {
    queryClient.setQueryData(notificationKeys.announcements(userId), (list: Announcement[] | undefined) =>
      (list ?? []).map((item) => ({ ...item, isRead: true })),
    );
  }
  return { ok };
}

/** The read-state changes as mutations, for components (`useMutation(...)`). */
export const notificationMutations = (api: ApiClient, queryClient: QueryClient, userId: string) => ({
  markRead: mutationOptions({
    mutationKey: [...notificationKeys.all, 'markRead', userId],
    mutationFn: (id: string) => markNotificationRead(api, queryClient, userId, id),
  }),
  markAllRead: mutationOptions({
    mutationKey: [...notificationKeys.all, 'markAllRead', userId],
    mutationFn: (timestamp: string) => markAllNotificationsRead(api, queryClient, userId, timestamp),
  }),
  markAnnouncementRead: mutationOptions({
    mutationKey: [...notificationKeys.all, 'markAnnouncementRead', userId],
    mutationFn: (announcementId: string) => markAnnouncementRead(api, queryClient, userId, announcementId),
  }),
  markAllAnnouncementsRead: mutationOptions({
    mutationKey: [...notificationKeys.all, 'markAllAnnouncementsRead', userId],
    mutationFn: () => markAllAnnouncementsRead(api, queryClient, userId),
  }),
});
