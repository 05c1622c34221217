// What the notifications do at the session's turns (the app hands this part to the auth session):
// their texts load before the signed-in header shows its bell; once signed in, the list and the
// announcements load and the socket's pushes keep the list current; after sign-out they are dropped.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import {
  type ApiClient,
  type Notification,
  notificationKeys,
  notificationUpdates,
  type User,
} from '../../api';
import { ensureResources } from '../../lib/i18n';
import type { RealtimeHandlers } from '../../lib/realtime';
import { panelAnnouncementsQuery, panelNotificationsQuery } from './read-state';

export function notificationsSessionPart({
  api,
  queryClient,
  i18n,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
}) {
  const update = (userId: string, change: (list: Notification[] | undefined) => Notification[]) =>
    queryClient.setQueryData(notificationKeys.list(userId), change);
  return {
    beforeSignedIn: () =>
      ensureResources(i18n, i18n.language === 'en' ? 'en' : 'ja', ['common', 'notifications']),
    signedIn: (user: User) => {
      // As the bell asks for them: one retry, then the bell says they could not load.
      void queryClient.prefetchQuery(panelNotificationsQuery(api, user.id));
      void queryClient.prefetchQuery(panelAnnouncementsQuery(api, user.id));
    },
    realtime: (userId: string): RealtimeHandlers => ({
      newNotification: (notification) =>
        update(userId, (list) => notificationUpdates.add(list, notification)),
      markAsRead: ({ id }) => update(userId, (list) => notificationUpdates.markRead(list, id)),
      markAllRead: ({ timestamp }) =>
        update(userId, (list) => notificationUpdates.markAllRead(list, timestamp)),
    }),
    signedOut: () => queryClient.removeQueries({ queryKey: notificationKeys.all }),
  };
}
