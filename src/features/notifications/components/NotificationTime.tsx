import { useTranslation } from '../../../lib/i18n/react';
import { notificationTime, type Notification } from '../../../api';
import { Avatar } from '../../../components/ui/Avatar';
import { formatRelativeTime, type AppLanguage } from '../../../lib/i18n';
import { visiblePart } from '../text';
import { dateTimeFormats } from './DateTime';

/**
 * When a notification happened, relative to `now` (`withTitle`: the full date and time on hover).
 * A time ahead of this device's clock (one of the two clocks is off) has just happened; one the
 * notification does not give in a readable form is not shown.
 */
export function NotificationTime({
  notification,
  now,
  language,
  withTitle = false,
}: {
  notification: Pick<Notification, 'time' | 'createdTime'>;
  now: Date;
  language: AppLanguage;
  withTitle?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const date = notificationTime(notification);
  if (!date) return null;
  return (
    <time
      dateTime={date.toISOString()}
      title={withTitle ? dateTimeFormats[language].format(date) : undefined}
    >
      {date > now ? t('justNow') : formatRelativeTime(date, now, language)}
    </time>
  );
}

/**
 * Who a notification is from: their picture, or their initials when it has none or it does not
 * load (of the name's visible characters: a name of only invisible ones is "a user"'s); a blank disc
 * for one from no one in particular (the service's own notices).
 */
export function NotificationAvatar({
  notification,
  className,
}: {
  notification: Pick<Notification, 'actor' | 'avatarUrl'>;
  className: string;
}) {
  const { t } = useTranslation('notifications');
  const name = notification.actor?.name.trim();
  const visible = visiblePart(name);
  if (!name && !notification.avatarUrl)
    return <span className={className} data-avatar="none" aria-hidden="true" />;
  return (
    <Avatar
      src={notification.avatarUrl}
      name={visible || t('actorFallback')}
      size={40}
      className={className}
    />
  );
}
