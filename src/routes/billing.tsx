import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/billing')({
  ...notificationTargetRoute,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="billing" scope={{ type: 'section', to: '/billing' }} activePage={activePage} />
    );
  },
});
