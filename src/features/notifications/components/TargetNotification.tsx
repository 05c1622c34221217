import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../components/Link';
import { useTranslation } from 'react-i18next';
import { type Notification, useApi } from '../../../api';
import { formatRelativeTime, notificationText, type AppLanguage } from '../../../lib/i18n';
import { readNotification } from '../read-state';
import { applyLink } from '../target-content';
import { nextButtonAfter, useFocusWhenGone } from '../use-focus-when-gone';
import { dateTimeFormats } from './DateTime';
import { asLink, requestLinkTo } from './target-links';
import { buttonClass } from '../../../components/ui/button';

/**
 * One notification on a target page: its text, time and read state, and marking it read (shown at
 * once, undone and said when the server does not save it). The button goes once pressed: the focus
 * moves to the next unread notification's button, else to the list's heading.
 */
export function TargetNotification({
  notification,
  userId,
  language,
  list,
  withLinks,
  listHeadingId,
}: {
  notification: Notification;
  userId: string;
  language: AppLanguage;
  list: readonly Notification[];
  withLinks: boolean;
  /** The list's heading, where the focus goes when no unread notification follows. */
  listHeadingId: string;
}) {
  const { t, i18n } = useTranslation('notifications');
  const api = useApi();
  const queryClient = useQueryClient();
  const { requestId, applyId } = notification.data;
  const [failed, setFailed] = useState(false);
  const focusWhenGone = useFocusWhenGone();
  const markRead = (button: HTMLElement) => {
    setFailed(false);
    const item = button.closest('li');
    focusWhenGone(button, () => nextButtonAfter(item) ?? document.getElementById(listHeadingId));
    void readNotification(api, queryClient, userId, notification.id).then((saved) => setFailed(!saved));
  };
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
        {failed && (
          <p role="alert" className="target-notification__failure">
            {t('changeFailed')}
          </p>
        )}
      </div>
      {!notification.isRead && (
        <button
          type="button"
          className={`target-notification__mark ${buttonClass('secondary')}`}
          data-mark-read=""
          onClick={(event) => markRead(event.currentTarget)}
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}
