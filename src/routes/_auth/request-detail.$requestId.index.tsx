import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

// Also where the request modal's success link goes, right after sending.
export const Route = createFileRoute('/_auth/request-detail/$requestId/')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { requestId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget
        kind="requestDetail"
        scope={{ type: 'request', requestId }}
        requestId={requestId}
        activePage={activePage}
        messagesLink
      />
    );
  },
});
