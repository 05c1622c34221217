import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/request/$requestId/')({
  ...notificationTargetRoute,
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
