import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api';
import { formatRelativeTime, notificationText } from '../../../lib/i18n';
import styles from './NotificationBell.module.css';
import { PanelListState } from './PanelListState';

/**
 * The bell panel's notifications: loading, could not load (with a retry), none yet (only once the
 * list loaded empty), or the list — each one opens its target. `failed`: a read state was not saved.
 */
export function BellNotifications({
  query,
  failed,
  onOpen,
}: {
  query: UseQueryResult<Notification[]>;
  failed: boolean;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const now = new Date();
  const { data } = query;
  return (
    <>
      <PanelListState
        query={query}
        loading={t('loading')}
        loadError={t('loadError')}
        failed={failed}
        loadingTestId="notifications-loading"
      />
      {query.isSuccess && query.data.length === 0 && <p className={styles.message}>{t('empty')}</p>}
      {data && data.length > 0 && (
        <ul className={`bell__list ${styles.list}`}>
          {data.map((notification) => (
            <li key={notification.id} data-read={notification.isRead} data-notification-id={notification.id}>
              <button
                type="button"
                onClick={() => onOpen(notification)}
                className={`bell__item ${styles.item}`}
              >
                {notification.avatarUrl ? (
                  <img src={notification.avatarUrl} alt="" width={40} height={40} className={styles.avatar} />
                ) : (
                  <span className={`bell__avatar ${styles.avatar}`} />
                )}
                <span className={styles.body}>
                  <span className="bell__text">{notificationText(i18n, notification)}</span>
                  <time dateTime={notification.time}>
                    {formatRelativeTime(notification.time, now, language)}
                  </time>
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
