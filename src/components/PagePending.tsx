import { useTranslation } from '../lib/i18n/react';
import { Skeleton } from './content/Skeleton';

/**
 * What a page shows while its data loads: the router's default pending component, shown when a
 * navigation has waited its pending delay (1 s), and the page's place in a document the server sent
 * without its data (the render's deadline passed) until the browser has loaded it. Blocks where
 * the title and text will be, shimmering, announced once as loading.
 */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <div className="page-pending" data-testid="page-pending">
      <Skeleton height="2.25rem" label={t('status.loading')} />
      <div aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="skeleton__block" style={{ height: '1.25rem' }} />
        ))}
      </div>
    </div>
  );
}
