// Marking notifications read, honestly: the API's changes show in the cached list at once (the bell
// and the target pages read it), and when the server refuses or cannot be reached, what they marked
// is unread again and the caller hears so — a read state the server never saved must not stay.
// And the bell's lists fail sooner than the app's default: a panel left silent through several
// retries looks empty; one retry, then it says it could not load and offers to try again.
import type { QueryClient } from '@tanstack/react-query';
import {
  announcementsQueryOptions,
  type ApiClient,
  isApiError,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  notificationKeys,
  notificationsQueryOptions,
} from '../../api';

/** One retry of a 5xx or a lost connection; a 4xx will not change by asking again. */
const retryOnce = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status < 500) && failureCount < 1;

/** The notifications as the bell (and the session's first load) asks for them. */
export const panelNotificationsQuery = (api: ApiClient, userId: string) => ({
  ...notificationsQueryOptions(api, userId),
  retry: retryOnce,
});

/** The announcements as the bell (and the session's first load) asks for them. */
export const panelAnnouncementsQuery = (api: ApiClient, userId: string) => ({
  ...announcementsQueryOptions(api, userId),
  retry: retryOnce,
});

const listOf = (queryClient: QueryClient, userId: string) =>
  queryClient.getQueryData<Notification[]>(notificationKeys.list(userId)) ?? [];

/**
 * Runs a change that marks the cached list first and then asks the server; if the server fails,
 * the notifications it marked are unread again. Answers whether the change was saved (a 404 counts:
 * there is nothing unread to keep).
 */
async function undoneOnFailure(
  queryClient: QueryClient,
  userId: string,
  change: () => Promise<void>,
): Promise<boolean> {
  const unreadBefore = new Set(
    listOf(queryClient, userId)
      .filter((notification) => !notification.isRead)
      .map((notification) => notification.id),
  );
  // The API's changes set the cache before their first await: what they marked is known now.
  const saving = change();
  const marked = new Set(
    listOf(queryClient, userId)
      .filter((notification) => notification.isRead && unreadBefore.has(notification.id))
      .map((notification) => notification.id),
  );
  try {
    await saving;
    return true;
  } catch (error) {
    // Not found: the server has no such notification (one pushed live that it no longer keeps), so
    // none is unread there either; shown read, it stays so.
    if (isApiError(error) && error.status === 404) return true;
    if (marked.size > 0) {
      queryClient.setQueryData(notificationKeys.list(userId), (list: Notification[] | undefined) =>
        list?.map((notification) =>
          marked.has(notification.id) ? { ...notification, isRead: false } : notification,
        ),
      );
    }
    return false;
  }
}

/** Marks one notification read; `false` (and unread again) when it was not saved. */
export const readNotification = (api: ApiClient, queryClient: QueryClient, userId: string, id: string) =>
  undoneOnFailure(queryClient, userId, () => markNotificationRead(api, queryClient, userId, id));

/** Marks every notification at or before `timestamp` read; `false` (and unread again) when not saved. */
export const readAllNotifications = (
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
  timestamp: string,
) =>
  undoneOnFailure(queryClient, userId, () => markAllNotificationsRead(api, queryClient, userId, timestamp));
