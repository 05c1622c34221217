import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/request/$requestId/')({
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
