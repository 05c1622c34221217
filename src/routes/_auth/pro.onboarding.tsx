import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ProOnboarding } from '../../features/pro-signup/components/ProOnboarding';
import { useAuthState } from '../../features/auth/store';
import { ensureResources } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { userQueryOptions } from '../../api';

// A new pro's onboarding, at their registration step: /pro/onboarding, /en/pro/onboarding.
export const Route = createFileRoute('/_auth/pro/onboarding')({
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
    const { auth } = Route.useRouteContext();
    const router = useRouter();
    const userId = useAuthState(auth.store).currentUser?.id;
    if (!userId) return null;
    return (
      <ProOnboarding
        userId={userId}
        language={language}
        onUserSaved={auth.userSaved}
        onFinished={() => router.navigate({ to: '/dashboard/pro' })}
      />
    );
  },
});
