import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ErrorState } from '../components/ErrorState';
import { useAuthState } from '../features/auth/store';
import { registrationInProgress } from '../features/pro-signup/steps';
import { ProSignupPage } from '../features/pro-signup/components/ProSignupPage';
import { referrerSearch, type ReferrerSearch } from '../features/pro-signup/referrer';
import { ensureResources } from '../lib/i18n';
import { phoneVerificationFor } from '../lib/phone-login';
import { pageInfo } from '../utils/page-info';
import { jobTypeSummariesQueryOptions, proSignupTreeQueryOptions } from '../api';

// The pro sign-up landing: /pro/signup, /en/pro/signup. A sales referral comes as
// `?referrer=sales&referrerDetail=<lead>` (§6).
export const Route = createFileRoute('/pro/signup')({
  validateSearch: (search: Record<string, unknown>): ReferrerSearch => referrerSearch(search),
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context: { queryClient, api, language, i18n } }) => {
    await Promise.all([
      ensureResources(i18n, language, ['common', 'form', 'account']),
      queryClient.ensureQueryData(proSignupTreeQueryOptions(api, language)),
      queryClient.ensureQueryData(jobTypeSummariesQueryOptions(api, 'proSignUp', language)),
    ]);
    return { page: pageInfo('other'), language };
  },
  component: function ProSignup() {
    const { language } = Route.useLoaderData();
    const search = Route.useSearch();
    const { auth, config } = Route.useRouteContext();
    const router = useRouter();
    // A signed-in pro (back here with the browser's back button, or a link) is not offered a second
    // registration: the page says so and leads on. Known only in the browser (the server renders
    // the visitor's page).
    const user = useAuthState(auth.store).currentUser;
    const registeredPro = user?.proProfile ? { resume: registrationInProgress(user) } : undefined;
    const verification = useMemo(() => phoneVerificationFor(config, language), [config, language]);
    return (
      <ProSignupPage
        language={language}
        referrer={search}
        registeredPro={registeredPro}
        phone={verification && { verification, widgetUrl: config.phoneLoginWidgetUrl }}
        signIn={async (token) => {
          await auth.adopt(token);
        }}
        onRegistered={async (saved) => {
          if (saved) auth.userSaved(saved);
          await router.navigate({ to: '/pro/onboarding' });
        }}
      />
    );
  },
  errorComponent: ErrorState,
});
