import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/missions')({
  ...notificationTargetRoute,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="missions" scope={{ type: 'section', to: '/missions' }} activePage={activePage} />
    );
  },
});
