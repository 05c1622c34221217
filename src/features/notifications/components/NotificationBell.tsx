import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import {
  type Announcement,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  type Notification,
  notificationKeys,
  notificationTime,
  unreadCount,
  useApi,
} from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useWaitLimit } from '../../../hooks/use-wait-limit';
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
  const newest = Math.max(
    0,
    ...notifications.map((notification) => notificationTime(notification)?.getTime() ?? 0),
  );
  return new Date(Math.max(Date.now(), newest)).toISOString();
}

/**
 * The bell's count, honest about what it knows: the number once both lists are loaded; none while
 * one is still loading (a number that ignores it would jump); "at least" what the loaded one holds
 * when the other failed (`incomplete`), since what did not load may be unread too.
 */
function unreadState(lists: { data: { isRead: boolean }[] | undefined; isError: boolean }[]) {
  const count = lists.reduce((sum, { data }) => sum + (data ?? []).filter((item) => !item.isRead).length, 0);
  if (lists.every(({ data }) => data !== undefined)) return { count, known: 'all' as const };
  if (lists.some(({ data, isError }) => data === undefined && !isError))
    return { count, known: 'loading' as const };
  return { count, known: 'incomplete' as const };
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
  const notificationsWait = useWaitLimit(notificationsQuery, notificationKeys.list(userId));
  const announcementsWait = useWaitLimit(announcementsQuery, notificationKeys.announcements(userId));
  const notifications = notificationsQuery.data ?? [];
  const unreadNotifications = unreadCount(notifications);
  const unread = unreadState([
    { data: notificationsQuery.data, isError: notificationsQuery.isError || notificationsWait.overdue },
    { data: announcementsQuery.data, isError: announcementsQuery.isError || announcementsWait.overdue },
  ]);
  const badge =
    unread.known === 'all' ? unread.count : unread.known === 'incomplete' ? `${unread.count}+` : undefined;
  const bellLabel =
    unread.known === 'all'
      ? t('bellLabel', { count: unread.count })
      : unread.known === 'incomplete' && unread.count > 0
        ? t('bellLabelAtLeast', { count: unread.count })
        : unread.known === 'incomplete'
          ? t('bellLabelUnknown')
          : t('bellLabelLoading');

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
        aria-label={bellLabel}
        onClick={toggle}
      >
        <BellIcon />
        {badge !== undefined && unread.count > 0 && (
          <span className={`bell__count ${styles.count}`} data-testid="unread-count">
            {badge}
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
              wait={notificationsWait}
              failed={failure === 'notifications'}
              onOpen={openNotification}
            />
            <BellAnnouncements
              query={announcementsQuery}
              wait={announcementsWait}
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
