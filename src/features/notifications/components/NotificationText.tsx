import { useTranslation } from '../../../lib/i18n/react';
import type { Notification } from '../../../api';
import { dataTextLang } from '../../../lib/i18n';
import { notificationTextParts } from '../text';

/**
 * A notification's text, the actor's name isolated from the app's words around it (`<bdi>`): a name
 * with right-to-left or override characters must not reorder the sentence ("…さんから見積もりが届き
 * ました"). On English pages a Japanese name is marked so, for screen readers' voices.
 */
export function NotificationText({
  notification,
}: {
  notification: Pick<Notification, 'action' | 'actor' | 'data'>;
}) {
  const { i18n } = useTranslation('notifications');
  const language = i18n.language === 'en' ? 'en' : 'ja';
  return (
    <>
      {notificationTextParts(i18n, notification).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <bdi key={index} lang={dataTextLang(part.name, language)}>
            {part.name}
          </bdi>
        ),
      )}
    </>
  );
}
