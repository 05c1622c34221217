import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { ProOnboarding } from '../../features/pro-signup/components/ProOnboarding';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../features/pro-signup/steps';
import { useAuthState } from '../../features/auth/store';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { userQueryOptions } from '../../api';

const isStep = (value: unknown): value is OnboardingStep => ONBOARDING_STEPS.some((step) => step === value);

// A new pro's onboarding, at their registration step: /pro/onboarding, /en/pro/onboarding; the step
// shown is in the address (`?step=basicInfo`), one history entry each.
export const Route = createFileRoute('/_auth/pro/onboarding')({
  validateSearch: (search: Record<string, unknown>): { step?: OnboardingStep } =>
    isStep(search.step) ? { step: search.step } : {},
  loader: async ({ context }) => {
    await Promise.all([
      ensureResources(context.i18n, context.language, ['common', 'form', 'account']),
      // Always the server's answer: the step is where the pro left, on this device or another.
      context.queryClient
        .fetchQuery({ ...userQueryOptions(context.api, context.userId), staleTime: 0 })
        .catch(() => undefined),
    ]);
    return { page: pageInfo('other'), language: context.language };
  },
  component: function Onboarding() {
    const { language } = Route.useLoaderData();
    const { step } = Route.useSearch();
    const { auth } = Route.useRouteContext();
    const router = useRouter();
    const navigate = Route.useNavigate();
    const onStep = useCallback(
      (to: OnboardingStep, how: 'push' | 'replace') =>
        void navigate({ search: (previous) => ({ ...previous, step: to }), replace: how === 'replace' }),
      [navigate],
    );
    const userId = useAuthState(auth.store).currentUser?.id;
    const { t } = useTranslation(['account', 'common']);
    if (!userId) return null;
    // Titled whatever the page shows: loading, a failure, a step, or that there is nothing left to do.
    return (
      <>
        <title>{`${t('proSignup.onboardingTitle')} | ${t('common:appName')}`}</title>
        <ProOnboarding
          userId={userId}
          language={language}
          step={step}
          onStep={onStep}
          onUserSaved={auth.userSaved}
          onFinished={() => router.navigate({ to: '/dashboard/pro' })}
        />
      </>
    );
  },
});
