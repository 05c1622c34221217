import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

// The quotes and messages of a request: every notification about the request, and back to its details.
export const Route = createFileRoute('/_auth/request-detail/$requestId/apply-detail')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { requestId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget
        kind="applyDetail"
        scope={{ type: 'request', requestId }}
        requestId={requestId}
        activePage={activePage}
        requestPage="requestDetail"
        requestLink
      />
    );
  },
});
