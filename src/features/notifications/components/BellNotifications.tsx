import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { Notification } from '../../../api';
import styles from './NotificationBell.module.css';
import { NotificationText } from './NotificationText';
import { NotificationAvatar, NotificationTime } from './NotificationTime';
import { type ListWait, PanelListState } from './PanelListState';

/**
 * The bell panel's notifications: loading, could not load (with a retry), none yet (only once the
 * list loaded empty), or the list — each one opens its target. `failed`: a read state was not saved.
 */
export function BellNotifications({
  query,
  wait,
  failed,
  onOpen,
}: {
  query: UseQueryResult<Notification[]>;
  wait: ListWait;
  failed: boolean;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const now = new Date();
  const { data } = query;
  // The list, or the line that says it is empty: where the focus goes after a retry loads it.
  const content = useRef<HTMLElement>(null);
  return (
    <>
      <PanelListState
        query={query}
        wait={wait}
        content={() => content.current}
        loading={t('loading')}
        loadError={t('loadError')}
        failed={failed}
        loadingTestId="notifications-loading"
      />
      {query.isSuccess && query.data.length === 0 && (
        <p ref={(element) => void (content.current = element)} className={styles.message}>
          {t('empty')}
        </p>
      )}
      {data && data.length > 0 && (
        <ul ref={(element) => void (content.current = element)} className={`bell__list ${styles.list}`}>
          {data.map((notification) => (
            <li key={notification.id} data-read={notification.isRead} data-notification-id={notification.id}>
              <button
                type="button"
                onClick={() => onOpen(notification)}
                className={`bell__item ${styles.item}`}
              >
                <NotificationAvatar notification={notification} className={`bell__avatar ${styles.avatar}`} />
                <span className={styles.body}>
                  <span className="bell__text">
                    <NotificationText notification={notification} />
                  </span>
                  <NotificationTime notification={notification} now={now} language={language} />
                  {!notification.isRead && <span className="visually-hidden">{t('unread')}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
