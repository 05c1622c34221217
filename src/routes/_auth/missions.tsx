import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/missions')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="missions" scope={{ type: 'section', to: '/missions' }} activePage={activePage} />
    );
  },
});
