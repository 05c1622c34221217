import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { buttonClass } from '../../../components/ui/button';
import { useFocusWhenGone } from '../../../hooks/use-focus-when-gone';
import styles from './NotificationBell.module.css';

/** The wait limit of a panel's list (see useWaitLimit). */
export interface ListWait {
  /** Waited too long for a first answer: said as a failure, with a retry. */
  overdue: boolean;
  retry: () => Promise<void>;
}

/**
 * What a list of the bell's panel says before or besides its items: loading, could not load (once its
 * retries are over, or a first answer is overdue; with a retry that asks again), and that a read
 * state was not saved (`failed`). The retry stays while it runs (the list says it is loading beside
 * it, and a second press asks nothing more), so a keyboard user's focus stays on it, and is still
 * there when the retry fails again; once a retry has loaded the list, the focus goes to `content()`
 * (what took the retry's place), not to the page.
 */
export function PanelListState({
  query,
  wait,
  loading,
  loadError,
  failed,
  loadingTestId,
  content,
}: {
  query: UseQueryResult<unknown>;
  wait: ListWait;
  loading: string;
  loadError: string;
  failed: boolean;
  loadingTestId?: string;
  content: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const errorId = useId();
  const focusWhenGone = useFocusWhenGone();
  // A retry was pressed here: while the list it asked for is pending, the retry stays. (Not "until
  // its promise settles": the list's new state may reach this component after that.)
  const [asked, setAsked] = useState(false);
  const loadFailed = (query.isError && !query.isFetching) || wait.overdue;
  const retrying = asked && query.isPending && !loadFailed;
  const retry = (button: HTMLElement) => {
    if (retrying) return;
    focusWhenGone(button, content);
    setAsked(true);
    void wait.retry();
  };
  return (
    <>
      {query.isPending && !wait.overdue && (
        <p role="status" className={styles.message} data-testid={loadingTestId}>
          {loading}
        </p>
      )}
      {(loadFailed || retrying) && (
        <div role="alert" className={styles.message}>
          <p id={errorId}>{loadError}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={errorId}
            aria-disabled={retrying || undefined}
            onClick={(event) => retry(event.currentTarget)}
          >
            {tc('status.retry')}
          </button>
        </div>
      )}
      {failed && (
        <p role="alert" className={styles.message}>
          {t('changeFailed')}
        </p>
      )}
    </>
  );
}
