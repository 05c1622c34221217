import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/billing')({
  ...notificationTargetRoute,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="billing" scope={{ type: 'section', to: '/billing' }} activePage={activePage} />
    );
  },
});
