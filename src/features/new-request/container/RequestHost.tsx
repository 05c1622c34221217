// The new-request modal, over whatever page opened it, when the URL asks for it. Everything past
// the button (data, form, adapters) loads when it opens.
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/QuietBoundary';
import { reportError } from '../../../lib/monitoring/report';
import { loadRequestContainer } from './lazy';
import type { RequestArgs } from './search';

const RequestContainer = lazy(() =>
  loadRequestContainer().then((module) => ({ default: module.RequestContainer })),
);

export function RequestHost() {
  const search = useSearch({ strict: false });
  if (!search.request) return null;
  const [prefecture, city] = (search.requestIn ?? '').split('/');
  return (
    <QuietBoundary onError={(error) => reportError(error, { tags: { area: 'requestModal' } })}>
      <RequestLoader
        key={`${search.request}:${search.requestPro ?? ''}`}
        jobTypeId={search.request}
        prefecture={prefecture || undefined}
        city={city || undefined}
        proId={search.requestPro}
        language={search.lang === 'en' ? 'en' : 'ja'}
      />
    </QuietBoundary>
  );
}

/** Starts the modal's code and data together, and shows it once both are there. */
function RequestLoader(args: RequestArgs) {
  const { api, queryClient, i18n } = useRouteContext({ from: '__root__' });
  const { jobTypeId, prefecture, city, proId, language } = args;
  // Loaded again only when what it depends on changes (the language, the place).
  const loading = useMemo(
    () =>
      loadRequestContainer().then((module) =>
        module.loadRequestData({ api, queryClient, i18n }, { jobTypeId, prefecture, city, proId, language }),
      ),
    [api, queryClient, i18n, jobTypeId, prefecture, city, proId, language],
  );
  return (
    <Suspense fallback={<LoadingDialog />}>
      <RequestContainer loading={loading} {...args} />
    </Suspense>
  );
}

function LoadingDialog() {
  const { t } = useTranslation('common');
  return (
    <div className="request-modal request-modal--loading" role="status">
      {t('status.loading')}
    </div>
  );
}
