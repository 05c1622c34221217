import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  announcementsQueryOptions,
  markAllAnnouncementsRead,
  markAllNotificationsRead,
  markAnnouncementRead,
  markNotificationRead,
  type Notification,
  notificationsQueryOptions,
  unreadCount,
  useApi,
} from '../../../api';
import { formatRelativeTime, localized, notificationText } from '../../../lib/i18n';
import { buttonClass } from '../../../components/ui/button';
import { useDismiss } from '../../../hooks/use-dismiss';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { BellIcon, CloseIcon } from '../../../components/ui/icons';
import { notificationTarget } from '../targets';
import styles from './NotificationBell.module.css';

/**
 * "Now" for mark-all-read, but never earlier than the newest notification shown: a device clock
 * behind the server's must not leave what the user sees unread.
 */
function markAllTimestamp(notifications: Notification[]): string {
  const newest = Math.max(0, ...notifications.map((notification) => Date.parse(notification.time) || 0));
  return new Date(Math.max(Date.now(), newest)).toISOString();
}

/** Phones show the panel as a drawer over the whole page (see the stylesheet's breakpoint). */
const coversPage = () => !window.matchMedia('(min-width: 40rem)').matches;

/**
 * The bell with the unread count, and the panel of notifications and announcements: opened, the
 * focus moves to its heading; Escape or its close button closes it and gives the focus back to the
 * bell; on a phone, where it covers the page, the Tab key stays inside it.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, close, root, trigger, panel, covers: coversPage });
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const [failure, setFailure] = useState<string | undefined>();
  const { data: notifications = [], isError } = useQuery(notificationsQueryOptions(api, userId));
  const { data: announcements = [] } = useQuery(announcementsQueryOptions(api, userId));
  const unread = unreadCount(notifications) + announcements.filter((item) => !item.isRead).length;
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const now = new Date();

  const openNotification = async (notification: Notification) => {
    setOpen(false);
    await markNotificationRead(api, queryClient, userId, notification.id).catch(() => undefined);
    const target = notificationTarget(notification);
    if (target) await navigate(target as Parameters<typeof navigate>[0]);
  };

  const readAnnouncement = async (announcement: Announcement) => {
    const { ok } = await markAnnouncementRead(api, queryClient, userId, announcement.announcementId);
    setFailure(ok ? undefined : t('changeFailed'));
  };

  const readAllAnnouncements = async () => {
    const { ok } = await markAllAnnouncementsRead(api, queryClient, userId);
    setFailure(ok ? undefined : t('changeFailed'));
  };

  return (
    <div className={`bell ${styles.bell}`} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('bellLabel', { count: unread })}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={`bell__count ${styles.count}`} data-testid="unread-count">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <section ref={panel} id={panelId} className={`bell__panel ${styles.panel}`} aria-label={t('title')}>
          <header className={`bell__header ${styles.header}`}>
            <h2 ref={heading} tabIndex={-1}>
              {t('title')}
            </h2>
            <button
              type="button"
              className={buttonClass('quiet')}
              onClick={() =>
                void markAllNotificationsRead(
                  api,
                  queryClient,
                  userId,
                  markAllTimestamp(notifications),
                ).catch(() => undefined)
              }
            >
              {t('markAllRead')}
            </button>
            <button
              type="button"
              className={iconButtonClass('plain')}
              aria-label={tc('status.close')}
              onClick={() => {
                setOpen(false);
                trigger.current?.focus();
              }}
            >
              <CloseIcon size={20} />
            </button>
          </header>
          <div className={styles.scroll}>
            {isError && (
              <p role="alert" className={styles.message}>
                {t('loadError')}
              </p>
            )}
            {notifications.length === 0 && !isError && <p className={styles.message}>{t('empty')}</p>}
            <ul className={`bell__list ${styles.list}`}>
              {notifications.map((notification) => (
                <li
                  key={notification.id}
                  data-read={notification.isRead}
                  data-notification-id={notification.id}
                >
                  <button
                    type="button"
                    onClick={() => void openNotification(notification)}
                    className={`bell__item ${styles.item}`}
                  >
                    {notification.avatarUrl ? (
                      <img
                        src={notification.avatarUrl}
                        alt=""
                        width={40}
                        height={40}
                        className={styles.avatar}
                      />
                    ) : (
                      <span className={`bell__avatar ${styles.avatar}`} />
                    )}
                    <span className={styles.body}>
                      <span className="bell__text">{notificationText(i18n, notification)}</span>
                      <time dateTime={notification.time}>
                        {formatRelativeTime(notification.time, now, language)}
                      </time>
                      {!notification.isRead && (
                        <span className="visually-hidden">{t('unreadCount', { count: 1 })}</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <h2 className={styles.subheading}>{t('announcements')}</h2>
            {failure && (
              <p role="alert" className={styles.message}>
                {failure}
              </p>
            )}
            <ul className={`bell__list ${styles.list}`}>
              {announcements.map((announcement) => (
                <li
                  key={announcement.announcementId}
                  data-read={announcement.isRead}
                  className={styles.announcement}
                >
                  <strong>{localized(announcement.title, language)}</strong>
                  <p>{localized(announcement.body, language)}</p>
                  {!announcement.isRead && (
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      onClick={() => void readAnnouncement(announcement)}
                    >
                      {t('markRead')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {announcements.some((item) => !item.isRead) && (
              <p className={styles.message}>
                <button
                  type="button"
                  className={buttonClass('quiet')}
                  onClick={() => void readAllAnnouncements()}
                >
                  {t('markAllAnnouncementsRead')}
                </button>
              </p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
