// The request modal's data and wiring, loaded when it opens (see -request-host.tsx): the aliased
// job type, the booked pro's name, the prefectures when the page named none, the texts, and the
// session, captcha and analytics adapters the feature takes as props.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, useEffect, useState } from 'react';
import { displayNameOf, useAuthState } from '../features/auth/store';
import { prefecturesQueryOptions, proNameQueryOptions } from '../features/new-request/api/queries';
import { captchaFor, stubPhoneVerification } from '../lib/captcha';
import { ensureResources, withLanguage } from '../lib/i18n';
import { browserLocalStorage, readUtm } from '../lib/session';
import type { RouterContext } from './-context';
import { lastOpenedAt } from './-request-host';
import { jobTypeAliasesQueryOptions, jobTypeQueryOptions, proCountQueryOptions } from '../api';

// The form's code loads beside the data below, not after it.
const modalModule = import('../features/new-request/components/RequestModal');
const RequestModal = lazy(() => modalModule.then((module) => ({ default: module.RequestModal })));

export function RequestLoader({
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
    queryKey: ['requestModal', jobTypeId, proId ?? '', where ?? '', language],
    queryFn: async () => {
      const [, aliases] = await Promise.all([
        ensureResources(i18n, language, ['common', 'form', 'request']),
        context.queryClient.ensureQueryData(jobTypeAliasesQueryOptions(api)),
      ]);
      const target = aliases.find((alias) => alias.id === jobTypeId)?.jobTypeId ?? jobTypeId;
      const [jobType, proName, prefectures, proCount] = await Promise.all([
        context.queryClient.ensureQueryData(jobTypeQueryOptions(api, target, language)),
        proId ? context.queryClient.ensureQueryData(proNameQueryOptions(api, proId, language)) : undefined,
        prefecture ? undefined : context.queryClient.ensureQueryData(prefecturesQueryOptions(api, language)),
        // How many pros can answer, where the page says (§3 request modal state: proCount).
        context.queryClient.ensureQueryData(
          proCountQueryOptions(
            api,
            {
              jobTypeId: target,
              ...(prefecture ? { prefectureKey: prefecture } : {}),
              ...(city ? { cityKey: city } : {}),
            },
            language,
          ),
        ),
      ]);
      return {
        jobType,
        originJobTypeId: target === jobTypeId ? undefined : jobTypeId,
        proName,
        prefectures,
        proCount,
      };
    },
  });
  const [captcha] = useState(() => captchaFor(config.recaptcha));
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
  // A job type that cannot be loaded (gone, or its fetch failed) has no form: close, not hang.
  if (!data.jobType) return <Closer close={close} />;

  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <RequestModal
      jobType={data.jobType}
      originJobTypeId={data.originJobTypeId}
      context={{ ...(prefecture ? { prefecture } : {}), ...(city ? { city } : {}) }}
      prefectures={data.prefectures}
      proCount={data.proCount}
      selectedPro={proId ? { id: proId, name: data.proName || proId } : undefined}
      language={language}
      session={{
        signedIn: authState.isAuthenticated,
        userId: authState.currentUser?.id,
        displayName: authState.currentUser ? displayNameOf(authState.currentUser) : undefined,
      }}
      adoptSession={(token) => auth.adopt(token)}
      onUserSaved={auth.userSaved}
      captcha={captcha}
      phoneVerification={config.phoneVerification === 'stub' ? stubPhoneVerification : undefined}
      emailHosts={{ productionPublicHost: config.publicHost, currentHost: window.location.host }}
      utm={utm}
      signInHref={withLanguage(`/sign-in?redirect=${encodeURIComponent(here)}`, language)}
      requestHref={(requestId) => withLanguage(`/request-detail/${requestId}`, language)}
      onConversion={(goal, properties) => analytics.trackConversion(goal, properties)}
      onClose={close}
      openedAt={lastOpenedAt()}
    />
  );
}

function Closer({ close }: { close: () => void }) {
  useEffect(close, [close]);
  return null;
}
