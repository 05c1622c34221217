// The new-request modal, over whatever page opened it. It lives in the URL (`?request=<jobTypeId>`,
// with `requestIn=<prefecture>[/<city>]` and `requestPro=<proId>` for a direct booking), so a
// reload reopens it and the draft brings the answers back. Its code loads only when it opens.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../components/QuietBoundary';
import { useAuthState } from '../features/auth/store';
import { jobTypeAliasesQueryOptions, jobTypeQueryOptions } from '../features/marketing/api/queries';
import { ensureResources, withLanguage } from '../lib/i18n';
import { captchaFor, stubPhoneVerification } from '../lib/captcha';
import { reportError } from '../lib/monitoring/report';
import { browserLocalStorage, readUtm } from '../lib/session';
import type { RouterContext } from './-context';

const RequestModal = lazy(() =>
  import('../features/request/components/RequestModal').then((module) => ({ default: module.RequestModal })),
);
const requestQueries = () => import('../features/request/api/queries');

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
      onClick={() => {
        openedAt = performance.now();
        analytics.trackConversion('startNewRequestClicked', { jobTypeId });
      }}
    >
      {proId ? t('requestActions.thisPro') : t('requestActions.quotes')}
    </Link>
  );
}

/** When the visitor last clicked to open the modal, for its timings. */
let openedAt: number | undefined;

export function RequestHost() {
  const search = useSearch({ strict: false }) as RequestSearch & { lang?: 'en' };
  if (!search.request) return null;
  return (
    <QuietBoundary onError={(error) => reportError(error, { tags: { area: 'requestModal' } })}>
      <Suspense fallback={<LoadingDialog />}>
        <RequestLoader
          key={`${search.request}:${search.requestPro ?? ''}`}
          jobTypeId={search.request}
          where={search.requestIn}
          proId={search.requestPro}
          language={search.lang === 'en' ? 'en' : 'ja'}
        />
      </Suspense>
    </QuietBoundary>
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

function RequestLoader({
  jobTypeId,
  where,
  proId,
  language,
}: {
  jobTypeId: string;
  where: string | undefined;
  proId: string | undefined;
  language: 'ja' | 'en';
}) {
  const router = useRouter();
  const navigate = useNavigate();
  const context = router.options.context as RouterContext;
  const { api, auth, config, analytics, i18n } = context;
  const authState = useAuthState(auth.store);
  const [prefecture, city] = (where ?? '').split('/');

  // Texts, the aliased job type, the booked pro's name and (when the page named no place) the
  // prefectures, all before the modal shows.
  const { data } = useSuspenseQuery({
    queryKey: ['requestModal', jobTypeId, proId ?? '', prefecture ?? '', language],
    queryFn: async () => {
      const [, aliases, queries] = await Promise.all([
        ensureResources(i18n, language, ['common', 'form', 'request']),
        context.queryClient.ensureQueryData(jobTypeAliasesQueryOptions(api)),
        requestQueries(),
      ]);
      const target = aliases.find((alias) => alias.id === jobTypeId)?.jobTypeId ?? jobTypeId;
      const [jobType, proName, prefectures] = await Promise.all([
        context.queryClient.ensureQueryData(jobTypeQueryOptions(api, target, language)),
        proId ? context.queryClient.ensureQueryData(queries.proNameQueryOptions(api, proId)) : undefined,
        prefecture
          ? undefined
          : context.queryClient.ensureQueryData(queries.prefecturesQueryOptions(api, language)),
      ]);
      return { jobType, originJobTypeId: target === jobTypeId ? undefined : jobTypeId, proName, prefectures };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [utm] = useState(() => {
    const storage = browserLocalStorage();
    return storage ? readUtm(storage) : undefined;
  });

  const close = () =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        request: undefined,
        requestIn: undefined,
        requestPro: undefined,
      }),
      replace: true,
    });
  if (!data.jobType) return null;

  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <RequestModal
      jobType={data.jobType}
      originJobTypeId={data.originJobTypeId}
      context={{ ...(prefecture ? { prefecture } : {}), ...(city ? { city } : {}) }}
      prefectures={data.prefectures}
      selectedPro={proId ? { id: proId, name: data.proName || proId } : undefined}
      language={language}
      session={{
        signedIn: authState.isAuthenticated,
        userId: authState.currentUser?.id,
        displayName: authState.currentUser?.profile.fullNameKanji
          ? `${authState.currentUser.profile.fullNameKanji.last} ${authState.currentUser.profile.fullNameKanji.first}`
          : authState.currentUser?.email,
      }}
      adoptSession={(token) => auth.adopt(token)}
      captcha={captchaFor(config.recaptcha)}
      phoneVerification={config.phoneVerification === 'stub' ? stubPhoneVerification : undefined}
      emailHosts={{ productionPublicHost: config.publicHost, currentHost: window.location.host }}
      utm={utm}
      signInHref={withLanguage(`/sign-in?redirect=${encodeURIComponent(here)}`, language)}
      requestHref={(requestId) => withLanguage(`/request-detail/${requestId}`, language)}
      onConversion={(goal, properties) => analytics.trackConversion(goal, properties)}
      onClose={close}
      openedAt={openedAt}
    />
  );
}
