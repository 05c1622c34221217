// A notification's text as the lists show it. The server may add actions before the app knows
// them: one without a text of its own reads as a generic notice (or its own message, when it
// carries one), never as the translation key.
import type { i18n } from 'i18next';
import type { Notification } from '../../api';
import { localized, notificationActionKey, notificationText } from '../../lib/i18n';

export function notificationDisplayText(
  instance: i18n,
  notification: Pick<Notification, 'action' | 'actor' | 'data'>,
): string {
  if (notification.action === 'custom' || instance.exists(notificationActionKey(notification.action)))
    return notificationText(instance, notification);
  const language = instance.language === 'en' ? 'en' : 'ja';
  return localized(notification.data.message, language) || instance.t('notifications:unknownAction');
}
