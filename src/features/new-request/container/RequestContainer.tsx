// The request modal's container: its loaded data, and the session, captcha, analytics and
// navigation adapters the form takes as props.
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, use, useEffect, useMemo, useState } from 'react';
import { useEmailHosts } from '../../../components/form/use-email-hosts';
import { captchaFor } from '../../../lib/captcha';
import { phoneVerificationFor } from '../../../lib/phone-login';
import { withLanguage } from '../../../lib/i18n';
import { browserLocalStorage, readUtm } from '../../../lib/session';
import { useVariant } from '../../../hooks/use-variant';
import type { RequestSession } from '../components/RequestModal';
import { visitorMemoryOf } from '../submission/visitor-memory';
import { useCloseRequest } from './close';
import { loadRequestData, type RequestData } from './load';
import { LoadingDialog } from './LoadingDialog';
import type { RequestArgs } from './search';

// The form's code loads beside the data, not after it.
const modalModule = import('../components/RequestModal');
const RequestModal = lazy(() => modalModule.then((module) => ({ default: module.RequestModal })));

/** Loads the modal's data when it opens (again when the language or the place change), then shows it. */
export function RequestLoader(args: RequestArgs & { session: RequestSession }) {
  const { api, queryClient, i18n } = useRouteContext({ from: '__root__' });
  const { jobTypeId, prefecture, city, proId, language } = args;
  const loading = useMemo(
    () => loadRequestData({ api, queryClient, i18n }, { jobTypeId, prefecture, city, proId, language }),
    [api, queryClient, i18n, jobTypeId, prefecture, city, proId, language],
  );
  return (
    <Suspense fallback={<LoadingDialog />}>
      <RequestContainer loading={loading} {...args} />
    </Suspense>
  );
}

function RequestContainer({
  loading,
  prefecture,
  city,
  proId,
  language,
  session,
}: RequestArgs & { loading: Promise<RequestData>; session: RequestSession }) {
  const data = use(loading);
  const { auth, config, analytics } = useRouteContext({ from: '__root__' });
  const close = useCloseRequest();
  // Where sign-in returns to: this page as the address bar shows it (`/en/…` in English). From the
  // router, not `window`: a reload with the form open renders it on the server too.
  const here = useLocation({ select: (location) => location.publicHref.replace(/#.*$/, '') });
  const emailHosts = useEmailHosts();
  const [captcha] = useState(() => captchaFor(config.recaptcha));
  // The phone-login widget where one is configured (its dialog verifies the number), else the stub.
  const phoneVerification = useMemo(() => phoneVerificationFor(config, language), [config, language]);
  // Each read reports the visitor's exposure (once a session) when the experiment runs in this build.
  const biggerNextButton = useVariant('biggerNextRequestButton') === 'B';
  const phoneRequired = useVariant('phoneRequired') === 'B';
  const fullProgressAtContact = useVariant('progress100BeforeEmail') === 'B';
  const secureDataNote = useVariant('secureDataUsage') === 'B';
  const additionalTextGuide = useVariant('additionalTextGuide') === 'B';
  // Read only where they show: phone login where phone registration is offered (a visitor, with a
  // verification provider), the pro name's drop-off in a request to one pro.
  const phoneLogin = useVariant('phoneLogin', phoneVerification !== undefined && !session.signedIn) === 'B';
  const proNameDropOff = useVariant('proNameDropOff', proId !== undefined);
  const [utm] = useState(() => {
    const storage = browserLocalStorage();
    return storage ? readUtm(storage) : undefined;
  });

  // A job type that cannot be loaded (gone, or its fetch failed) has no form: close, not hang.
  if (!data.jobType) return <Closer close={close} />;

  return (
    <RequestModal
      jobType={data.jobType}
      originJobTypeId={data.originJobTypeId}
      place={{ prefecture, city }}
      prefectures={data.prefectures}
      proCount={data.proCount}
      selectedPro={proId ? { id: proId, name: data.proName || proId } : undefined}
      language={language}
      session={session}
      adoptSession={(token) => auth.adopt(token)}
      onUserSaved={auth.userSaved}
      // Kept with the session, not in this dialog: a retry after closing and opening it again
      // signs in with the account the last one registered.
      visitorMemory={visitorMemoryOf(auth.store)}
      captcha={captcha}
      phoneVerification={phoneVerification}
      emailHosts={emailHosts}
      utm={utm}
      biggerNextButton={biggerNextButton}
      phoneRequired={phoneRequired}
      fullProgressAtContact={fullProgressAtContact}
      secureDataNote={secureDataNote}
      additionalTextGuide={additionalTextGuide}
      phoneLogin={phoneLogin}
      proNameDropOff={proNameDropOff}
      signInHref={withLanguage(`/sign-in?redirect=${encodeURIComponent(here)}`, language)}
      requestHref={(requestId) => withLanguage(`/request-detail/${requestId}`, language)}
      onConversion={(goal, properties) => analytics.trackConversion(goal, properties)}
      onClose={close}
    />
  );
}

function Closer({ close }: { close: () => void }) {
  useEffect(close, [close]);
  return null;
}
