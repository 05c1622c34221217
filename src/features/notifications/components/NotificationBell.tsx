import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  type Notification,
  unreadCount,
  useApi,
} from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { useDismiss } from '../../../hooks/use-dismiss';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { BellIcon, CloseIcon } from '../../../components/ui/icons';
import {
  panelAnnouncementsQuery,
  panelNotificationsQuery,
  readAllNotifications,
  readNotification,
} from '../read-state';
import { notificationTarget } from '../targets';
import { useFocusWhenGone } from '../use-focus-when-gone';
import { BellAnnouncements } from './BellAnnouncements';
import { BellNotifications } from './BellNotifications';
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
 * A read state that was not saved: in the panel's notifications or announcements, or (`opened`)
 * of a notification opened from the panel, said beside the bell since the panel has closed.
 */
type Failure = 'notifications' | 'announcements' | 'opened';

/**
 * The bell with the unread count, and the panel of notifications and announcements: opened, the
 * focus moves to its heading; Escape or its close button closes it and gives the focus back to the
 * bell; on a phone, where it covers the page, the Tab key stays inside it. A read state the server
 * did not save is undone and said.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const focusWhenGone = useFocusWhenGone();
  // Closed, a failure said in the panel is done with; one of an opened notification stays beside the bell.
  const close = useCallback(() => {
    setOpen(false);
    setFailure((current) => (current === 'opened' ? current : undefined));
  }, []);
  useDismiss({ open, close, root, trigger, panel, covers: coversPage });
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const notificationsQuery = useQuery(panelNotificationsQuery(api, userId));
  const announcementsQuery = useQuery(panelAnnouncementsQuery(api, userId));
  const notifications = notificationsQuery.data ?? [];
  const announcements = announcementsQuery.data ?? [];
  const unreadNotifications = unreadCount(notifications);
  const unread = unreadNotifications + announcements.filter((item) => !item.isRead).length;

  const toggle = () => {
    if (open) return close();
    setOpen(true);
    // Opened again, the panel says it among its notifications.
    setFailure((current) => (current === 'opened' ? 'notifications' : current));
  };

  const openNotification = (notification: Notification) => {
    close();
    setFailure(undefined);
    // Marked read at once and undone if the server does not save it; the target opens either way.
    void readNotification(api, queryClient, userId, notification.id).then((saved) => {
      if (!saved) setFailure('opened');
    });
    const target = notificationTarget(notification);
    if (target) void navigate(target as Parameters<typeof navigate>[0]);
  };

  const readAll = (button: HTMLElement) => {
    setFailure(undefined);
    // The button goes with the last unread notification: the focus goes to the panel's heading.
    focusWhenGone(button, () => heading.current);
    void readAllNotifications(api, queryClient, userId, markAllTimestamp(notifications)).then((saved) => {
      if (!saved) setFailure('notifications');
    });
  };

  const readAnnouncement = async (announcement: Announcement) => {
    const { ok } = await markAnnouncementRead(api, queryClient, userId, announcement.announcementId);
    setFailure(ok ? undefined : 'announcements');
    return ok;
  };

  const readAllAnnouncements = async () => {
    const { ok } = await markAllAnnouncementsRead(api, queryClient, userId);
    setFailure(ok ? undefined : 'announcements');
    return ok;
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
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={`bell__count ${styles.count}`} data-testid="unread-count">
            {unread}
          </span>
        )}
      </button>
      {!open && failure === 'opened' && (
        <div role="alert" className={styles.notice}>
          <p>{t('changeFailed')}</p>
          <button
            type="button"
            className={iconButtonClass('plain')}
            aria-label={t('dismissNotice')}
            onClick={() => setFailure(undefined)}
          >
            <CloseIcon size={20} />
          </button>
        </div>
      )}
      {open && (
        <section ref={panel} id={panelId} className={`bell__panel ${styles.panel}`} aria-label={t('title')}>
          <header className={`bell__header ${styles.header}`}>
            <h2 ref={heading} tabIndex={-1}>
              {t('title')}
            </h2>
            {unreadNotifications > 0 && (
              <button
                type="button"
                className={buttonClass('quiet')}
                onClick={(event) => readAll(event.currentTarget)}
              >
                {t('markAllRead')}
              </button>
            )}
            <button
              type="button"
              className={iconButtonClass('plain')}
              aria-label={tc('status.close')}
              onClick={() => {
                close();
                trigger.current?.focus();
              }}
            >
              <CloseIcon size={20} />
            </button>
          </header>
          <div className={styles.scroll}>
            <BellNotifications
              query={notificationsQuery}
              failed={failure === 'notifications'}
              onOpen={openNotification}
            />
            <BellAnnouncements
              query={announcementsQuery}
              failed={failure === 'announcements'}
              onRead={readAnnouncement}
              onReadAll={readAllAnnouncements}
            />
          </div>
        </section>
      )}
    </div>
  );
}
