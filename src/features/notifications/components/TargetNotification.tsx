import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import { useTranslation } from 'react-i18next';
import { markNotificationRead, type Notification, useApi } from '../../../api';
import { formatRelativeTime, notificationText, type AppLanguage } from '../../../lib/i18n';
import { applyLink } from '../target-content';
import { dateTimeFormats } from './DateTime';
import { asLink, requestLinkTo } from './target-links';
import { buttonClass } from '../../../components/ui/button';

/** One notification on a target page: its text, time and read state, and marking it read. */
export function TargetNotification({
  notification,
  userId,
  language,
  list,
  withLinks,
}: {
  notification: Notification;
  userId: string;
  language: AppLanguage;
  list: readonly Notification[];
  withLinks: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const api = useApi();
  const queryClient = useQueryClient();
  const { requestId, applyId } = notification.data;
  return (
    <li
      className="target-notification"
      data-read={notification.isRead}
      data-notification-id={notification.id}
    >
      {notification.avatarUrl ? (
        <img
          className="target-notification__avatar"
          src={notification.avatarUrl}
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="target-notification__avatar" aria-hidden="true" />
      )}
      <div className="target-notification__body">
        <p className="target-notification__text">{notificationText(i18n, notification)}</p>
        <p className="target-notification__meta">
          <time
            dateTime={notification.time}
            title={dateTimeFormats[language].format(new Date(notification.time))}
          >
            {formatRelativeTime(notification.time, new Date(), language)}
          </time>
          <span
            className={`target-notification__state target-notification__state--${notification.isRead ? 'read' : 'unread'}`}
          >
            {notification.isRead ? t('target.read') : t('target.unread')}
          </span>
        </p>
        {withLinks && (requestId || applyId) && (
          <p className="target-notification__links">
            {requestId && (
              <Link {...asLink(requestLinkTo('request', requestId))}>
                {t('target.requestLink', { id: requestId })}
              </Link>
            )}
            {applyId && (
              <Link {...asLink(applyLink(applyId, requestId, list))}>
                {t('target.applyLink', { id: applyId })}
              </Link>
            )}
          </p>
        )}
      </div>
      {!notification.isRead && (
        <button
          type="button"
          className={`target-notification__mark ${buttonClass('secondary')}`}
          // The same change as opening it from the bell: the cache first, then the server.
          onClick={() =>
            void markNotificationRead(api, queryClient, userId, notification.id).catch(() => undefined)
          }
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}
