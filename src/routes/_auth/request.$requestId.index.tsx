import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/request/$requestId/')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { requestId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget
        kind="request"
        scope={{ type: 'request', requestId }}
        requestId={requestId}
        activePage={activePage}
      />
    );
  },
});
