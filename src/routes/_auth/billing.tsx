import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/billing')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="billing" scope={{ type: 'section', to: '/billing' }} activePage={activePage} />
    );
  },
});
