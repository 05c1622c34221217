import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import styles from './NotificationBell.module.css';

/**
 * What a list of the bell's panel says before or besides its items: loading, could not load (once its
 * retries are over; with a retry that refetches), and that a read state was not saved (`failed`).
 */
export function PanelListState({
  query,
  loading,
  loadError,
  failed,
  loadingTestId,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  loadError: string;
  failed: boolean;
  loadingTestId?: string;
}) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const errorId = useId();
  return (
    <>
      {query.isPending && (
        <p role="status" className={styles.message} data-testid={loadingTestId}>
          {loading}
        </p>
      )}
      {query.isError && !query.isFetching && (
        <div role="alert" className={styles.message}>
          <p id={errorId}>{loadError}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={errorId}
            onClick={() => void query.refetch()}
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
