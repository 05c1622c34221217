import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '../lib/i18n/react';
import { pageInfo } from '../utils/page-info';

// /_app: the application shell alone, with no page in it, e.g. for an offline or app-shell cache.
export const Route = createFileRoute('/_app')({
  loader: () => ({ page: pageInfo('other') }),
  component: function AppShell() {
    const { t } = useTranslation();
    return (
      <>
        <title>{t('appName')}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  },
});
