// What a page part shows while the query it needs is not answered: a status line while it loads;
// when it failed, the part's message and a retry that fetches again. For parts that wait on a query
// themselves (signed-in pages, outside a suspense boundary): `if (q.isPending || q.isError) return
// <QueryFallback query={q} error={…} />`, and the code after it has the data.
import { useTranslation } from 'react-i18next';
import { buttonClass } from './ui/button';

/** A failure the user can retry: the message, and a button that runs `onRetry`. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass()} onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  );
}

export function QueryFallback({
  query,
  error,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> };
  /** What failed, in the part's words ("the account could not be loaded"). */
  error: string;
}) {
  const { t } = useTranslation();
  if (query.isError) return <RetryAlert message={error} onRetry={() => void query.refetch()} />;
  return <p role="status">{t('status.loading')}</p>;
}
