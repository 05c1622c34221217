import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/missions')({
  ...notificationTargetRoute,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="missions" scope={{ type: 'section', to: '/missions' }} activePage={activePage} />
    );
  },
});
