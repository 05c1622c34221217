import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
 * state was not saved (`failed`). Once a retry has loaded the list, the focus goes to `content()`
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
  return (
    <>
      {query.isPending && !wait.overdue && (
        <p role="status" className={styles.message} data-testid={loadingTestId}>
          {loading}
        </p>
      )}
      {((query.isError && !query.isFetching) || wait.overdue) && (
        <div role="alert" className={styles.message}>
          <p id={errorId}>{loadError}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={errorId}
            onClick={(event) => {
              focusWhenGone(event.currentTarget, content);
              void wait.retry();
            }}
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
