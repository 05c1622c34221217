import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from '../../../components/Link';
import { useTranslation } from '../../../lib/i18n/react';
import { type Notification, useApi } from '../../../api';
import type { AppLanguage } from '../../../lib/i18n';
import { readNotification } from '../read-state';
import { applyLink, type Side } from '../target-content';
import { nextButtonAfter, useFocusWhenGone } from '../use-focus-when-gone';
import { NotificationText } from './NotificationText';
import { NotificationAvatar, NotificationTime } from './NotificationTime';
import { asLink, requestLinkTo, requestPageOf } from './target-links';
import { buttonClass } from '../../../components/ui/button';

/**
 * One notification on a target page: its text, time and read state, and marking it read (shown at
 * once, undone and said when the server does not save it). The button goes once pressed: the focus
 * moves to the next unread notification's button, else to the list's heading. Each button is
 * described by its notification's text: in a list of them, "Mark as read" alone says not which.
 */
export function TargetNotification({
  notification,
  userId,
  language,
  list,
  withLinks,
  side,
  listHeadingId,
}: {
  notification: Notification;
  userId: string;
  language: AppLanguage;
  list: readonly Notification[];
  withLinks: boolean;
  /** Whose side of the request and quote the links open. */
  side: Side;
  /** The list's heading, where the focus goes when no unread notification follows. */
  listHeadingId: string;
}) {
  const { t } = useTranslation('notifications');
  const api = useApi();
  const queryClient = useQueryClient();
  const { requestId, applyId } = notification.data;
  const [failed, setFailed] = useState(false);
  const focusWhenGone = useFocusWhenGone();
  const textId = useId();
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
      <NotificationAvatar notification={notification} className="target-notification__avatar" />
      <div className="target-notification__body">
        <p id={textId} className="target-notification__text">
          <NotificationText notification={notification} />
        </p>
        <p className="target-notification__meta">
          <NotificationTime notification={notification} now={new Date()} language={language} withTitle />
          <span
            className={`target-notification__state target-notification__state--${notification.isRead ? 'read' : 'unread'}`}
          >
            {notification.isRead ? t('target.read') : t('target.unread')}
          </span>
        </p>
        {withLinks && (requestId || applyId) && (
          <p className="target-notification__links">
            {requestId && (
              <Link {...asLink(requestLinkTo(requestPageOf(side), requestId))}>
                {t('target.requestLink', { id: requestId })}
              </Link>
            )}
            {applyId && (
              <Link {...asLink(applyLink(applyId, requestId, list, side))}>
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
          aria-describedby={textId}
          onClick={(event) => markRead(event.currentTarget)}
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}
