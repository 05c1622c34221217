import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/dashboard/pro')({
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
