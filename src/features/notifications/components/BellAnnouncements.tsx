import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { Announcement } from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { localized } from '../../../lib/i18n';
import { nextButtonAfter, useFocusWhenGone } from '../use-focus-when-gone';
import styles from './NotificationBell.module.css';
import { type ListWait, PanelListState } from './PanelListState';

/**
 * The bell panel's announcements: loading, could not load (with a retry), or the list with "mark
 * as read" (applied only when the server agrees; `failed` says when it did not). Loaded and empty,
 * the section is not shown. A "mark as read" that goes away leaves the focus on the next unread
 * announcement's button, else on the section's heading.
 */
export function BellAnnouncements({
  query,
  wait,
  failed,
  onRead,
  onReadAll,
}: {
  query: UseQueryResult<Announcement[]>;
  wait: ListWait;
  failed: boolean;
  /** Marks one read; answers whether the server agreed. */
  onRead: (announcement: Announcement) => Promise<boolean>;
  onReadAll: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('notifications');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const idPrefix = useId();
  const focusWhenGone = useFocusWhenGone();
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const { data } = query;
  if (query.isSuccess && query.data.length === 0) return null;

  const read = async (announcement: Announcement, button: HTMLElement) => {
    // Its item, while the button is in it.
    const item = button.closest('li');
    if (await onRead(announcement)) {
      focusWhenGone(button, () => nextButtonAfter(item) ?? heading.current);
    }
  };
  const readAll = async (button: HTMLElement) => {
    if (await onReadAll()) focusWhenGone(button, () => heading.current);
  };

  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={styles.subheading}>
        {t('announcements')}
      </h2>
      <PanelListState
        query={query}
        wait={wait}
        content={() => list.current}
        loading={t('announcementsLoading')}
        loadError={t('announcementsLoadError')}
        failed={failed}
      />
      {data && data.length > 0 && (
        <ul ref={list} className={`bell__list ${styles.list}`}>
          {data.map((announcement, index) => (
            <li
              key={announcement.announcementId}
              data-read={announcement.isRead}
              className={styles.announcement}
            >
              <strong id={`${idPrefix}-${index}`}>{localized(announcement.title, language)}</strong>
              <p>{localized(announcement.body, language)}</p>
              {!announcement.isRead && (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  data-mark-read=""
                  aria-describedby={`${idPrefix}-${index}`}
                  onClick={(event) => void read(announcement, event.currentTarget)}
                >
                  {t('markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data?.some((item) => !item.isRead) && (
        <p className={styles.message}>
          <button
            type="button"
            className={buttonClass('quiet')}
            onClick={(event) => void readAll(event.currentTarget)}
          >
            {t('markAllAnnouncementsRead')}
          </button>
        </p>
      )}
    </>
  );
}
