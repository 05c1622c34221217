import { createFileRoute } from '@tanstack/react-router';
import { useAuthState } from '../../features/auth/store';
import { ProDashboard } from '../../features/pro-dashboard/components/ProDashboard';
import { currentStep } from '../../features/pro-signup/steps';
import { ensureResources } from '../../lib/i18n';
import { jobTypeProfilesQueryOptions, userQueryOptions } from '../../api';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

// The pro's home, and the target of the notifications about it: the profile's state above the
// notifications that point here. A client sees the notifications and a note.
export const Route = createFileRoute('/_auth/dashboard/pro')({
  validateSearch: activePageSearch,
  loader: async (match) => {
    const { context } = match;
    // Asked for, not waited for: the sections show their own loading, failure and retry.
    void context.queryClient.prefetchQuery(userQueryOptions(context.api, context.userId));
    // Only a pro has job-type profiles (a client's id is a 404).
    if (context.auth.store.getState().currentUser?.proProfile) {
      void context.queryClient.prefetchQuery(jobTypeProfilesQueryOptions(context.api, context.userId));
    }
    const [page] = await Promise.all([
      loadNotificationTarget(match),
      ensureResources(context.i18n, context.language, ['account']),
    ]);
    return page;
  },
  component: function Target() {
    const { activePage } = Route.useSearch();
    const { auth } = Route.useRouteContext();
    const userId = useAuthState(auth.store).currentUser?.id;
    return (
      <SignedInTarget
        kind="dashboardPro"
        scope={{ type: 'section', to: '/dashboard/pro' }}
        activePage={activePage}
      >
        {userId && <ProDashboard userId={userId} resumeStep={currentStep} />}
      </SignedInTarget>
    );
  },
});
