// The new-request modal, over whatever page opened it. It lives in the URL (`?request=<jobTypeId>`,
// with `requestIn=<prefecture>[/<city>]` and `requestPro=<proId>` for a direct booking), so a
// reload reopens it and the draft brings the answers back. Its code loads only when it opens.
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncBoundary } from '../components/AsyncBoundary';
import type { RouterContext } from './-context';

// Everything past the button (data, form, adapters) loads when the modal opens.
const loadRequestLoader = () => import('./-request-loader');
const RequestLoader = lazy(() => loadRequestLoader().then((module) => ({ default: module.RequestLoader })));

/** The modal's search parameters, parsed by the root route. */
export interface RequestSearch {
  request?: string;
  requestIn?: string;
  requestPro?: string;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;
const PLACE = /^[a-z0-9-]{1,80}(\/[a-z0-9-]{1,80})?$/;
const PRO = /^[A-Za-z0-9_-]{1,64}$/;

export function parseRequestSearch(search: Record<string, unknown>): RequestSearch {
  const pick = (value: unknown, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;
  const request = pick(search.request, KEY);
  if (!request) return {};
  const requestIn = pick(search.requestIn, PLACE);
  const requestPro = pick(search.requestPro, PRO);
  return { request, ...(requestIn ? { requestIn } : {}), ...(requestPro ? { requestPro } : {}) };
}

/** The button that opens the modal for a job type (and, on a profile, for its pro). */
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
  const router = useRouter();
  const { analytics } = router.options.context as RouterContext;
  return (
    <Link
      to="."
      className="button-primary request-button"
      data-testid="open-request"
      search={(previous: Record<string, unknown>) => ({
        ...previous,
        request: jobTypeId,
        requestIn: where,
        requestPro: proId,
      })}
      // The modal's code starts loading when the visitor reaches for the button.
      onPointerEnter={() => void loadRequestLoader()}
      onFocus={() => void loadRequestLoader()}
      onClick={() => {
        openedAt = performance.now();
        analytics.trackConversion('startNewRequestClicked', { jobTypeId });
      }}
    >
      {proId ? t('requestActions.thisPro') : t('requestActions.quotes')}
    </Link>
  );
}

/** When the visitor last clicked to open the modal (performance.now()), for its timings. */
let openedAt: number | undefined;
export const lastOpenedAt = () => openedAt;

export function RequestHost() {
  const search = useSearch({ strict: false }) as RequestSearch & { lang?: 'en' };
  if (!search.request) return null;
  return (
    <AsyncBoundary area="requestModal" fallback={null}>
      <Suspense fallback={<LoadingDialog />}>
        <RequestLoader
          key={`${search.request}:${search.requestPro ?? ''}`}
          jobTypeId={search.request}
          where={search.requestIn}
          proId={search.requestPro}
          language={search.lang === 'en' ? 'en' : 'ja'}
        />
      </Suspense>
    </AsyncBoundary>
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
