// A user's notifications and announcements and their read marks (openapi/paths/notifications.yaml).
import type { Notification } from '../../generated/api';
import type { Operations } from '../shared/operation';
import { param } from '../shared/request';
import { byKey } from '../shared/tables';

export const notifications: Operations = ({ world, session }) => {
  const { ds } = world;
  return {
    examples: () => ({
      listNotifications: { ...ds.notifications, empty: [] },
      markNotificationRead: byKey(
        Object.values(ds.notifications).flat(),
        (notification) => notification.id,
        (notification): Notification => ({ ...notification, isRead: true }),
      ),
      markAllNotificationsRead: { default: { updated: 6 } },
      listAnnouncements: { ...ds.announcements, empty: [] },
      markAnnouncementRead: { default: { announcementId: 'ann-001', isRead: true } },
      markAllAnnouncementsRead: { default: { updated: 2 } },
    }),

    select: {
      listNotifications: param('userId'),
      markNotificationRead: param('id'),
      listAnnouncements: param('id'),
    },

    refine: {
      markAnnouncementRead: ({ pathParams }) => ({ announcementId: pathParams.announcementId, isRead: true }),
      // Counts the signed-in user's unread notifications up to the timestamp sent.
      markAllNotificationsRead: ({ headers, body }) => {
        const timestamp = (body as { timestamp?: string } | undefined)?.timestamp ?? '';
        const name = session.byToken(headers['x-access-token']);
        const list = name ? (ds.notifications[ds.sessions[name].user.id] ?? []) : [];
        return {
          updated: list.filter((notification) => !notification.isRead && notification.time <= timestamp)
            .length,
        };
      },
    },
  };
};
