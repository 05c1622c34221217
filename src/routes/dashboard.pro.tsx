import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/dashboard/pro')({
  ...notificationTargetRoute,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget
        kind="dashboardPro"
        scope={{ type: 'section', to: '/dashboard/pro' }}
        activePage={activePage}
      />
    );
  },
});
