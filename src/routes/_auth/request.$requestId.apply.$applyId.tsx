import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/request/$requestId/apply/$applyId')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { requestId, applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="apply" scope={{ type: 'apply', applyId, requestId }} activePage={activePage} />
    );
  },
});
