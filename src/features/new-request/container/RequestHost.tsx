// The new-request modal's two parts on every page: the button that opens it, and the host that
// shows it over the page when the URL asks for it (to a pro asking for themselves, why it cannot).
// Everything past the button (data, form, adapters) loads when it opens.
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { buttonClass } from '../../../components/ui/button';
import { AsyncBoundary } from '../../../components/AsyncBoundary';
import type { RequestSession } from '../components/RequestModal';
import { useCloseRequest } from './close';
import { LoadingDialog } from './LoadingDialog';
import { isOwnRequest } from './search';
import { DisplayTimingBar } from './DisplayTimingBar';
import { useVariant } from '../../../hooks/use-variant';

/** The modal's loader and container (and, beside them, its form). */
const loadRequestContainer = () => import('./RequestContainer');
const RequestLoader = lazy(() =>
  loadRequestContainer().then((module) => ({ default: module.RequestLoader })),
);
/** What shows instead when a pro opens a request to themselves. */
const OwnRequestDialog = lazy(() =>
  import('./OwnRequestDialog').then((module) => ({ default: module.OwnRequestDialog })),
);

const BOOK_THIS_PRO_TEXTS = {
  A: 'requestActions.thisPro',
  B: 'requestActions.bookThisPro',
  C: 'requestActions.checkThisPro',
} as const;

/** The button that opens the request modal for a job type (and, on a profile, for its pro). */
export function RequestButton({
  jobTypeId,
  where,
  proId,
}: {
  jobTypeId: string;
  where?: string | undefined;
  proId?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const analytics = useRouteContext({ from: '__root__', select: (context) => context.analytics });
  // The "book this pro" experiment words a profile's button (A: the control).
  const bookThisPro = useVariant('bookThisPro', proId !== undefined);
  return (
    <Link
      to="."
      className={`button-primary request-button ${buttonClass('primary', { large: true })}`}
      data-testid="open-request"
      search={(previous: Record<string, unknown>) => ({
        ...previous,
        request: jobTypeId,
        requestIn: where,
        requestPro: proId,
      })}
      // The modal's code starts loading when the visitor reaches for the button.
      onPointerEnter={() => void loadRequestContainer()}
      onFocus={() => void loadRequestContainer()}
      onClick={() => analytics.trackConversion('startNewRequestClicked', { jobTypeId })}
    >
      {proId ? t(BOOK_THIS_PRO_TEXTS[bookThisPro ?? 'A']) : t('requestActions.quotes')}
    </Link>
  );
}

/** The displayTiming experiment's bar on a marketing page (its variant is read, and exposed, here). */
export function RequestBar({ jobTypeId, where }: { jobTypeId: string; where?: string | undefined }) {
  return (
    <DisplayTimingBar variant={useVariant('displayTiming')}>
      <RequestButton jobTypeId={jobTypeId} where={where} />
    </DisplayTimingBar>
  );
}

/** `session`: who is signed in, as the route reads it from the auth session (features stay apart). */
export function RequestHost({ session }: { session: RequestSession }) {
  const search = useSearch({ strict: false });
  const close = useCloseRequest();
  if (!search.request) return null;
  const [prefecture, city] = (search.requestIn ?? '').split('/');
  return (
    <AsyncBoundary area="requestModal" fallback={null}>
      <Suspense fallback={<LoadingDialog />}>
        {/* Decided on each render, before anything loads: a pro who signs in with their own
            request open gets the notice in place of the form too. */}
        {isOwnRequest(search.requestPro, session) ? (
          <OwnRequestDialog onClose={close} />
        ) : (
          <RequestLoader
            key={`${search.request}:${search.requestPro ?? ''}`}
            jobTypeId={search.request}
            prefecture={prefecture || undefined}
            city={city || undefined}
            proId={search.requestPro}
            language={search.lang === 'en' ? 'en' : 'ja'}
            session={session}
          />
        )}
      </Suspense>
    </AsyncBoundary>
  );
}
