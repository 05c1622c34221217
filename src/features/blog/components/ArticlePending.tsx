import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/content/Skeleton';

/**
 * What a blog page shows while its data loads (after the router's pending delay): lines where
 * the text will be, announced once as loading.
 */
export function ArticlePending() {
  const { t } = useTranslation();
  return (
    <div className="blog-pending" data-testid="blog-pending">
      <Skeleton height="1.25rem" count={10} label={t('status.loading')} />
    </div>
  );
}
