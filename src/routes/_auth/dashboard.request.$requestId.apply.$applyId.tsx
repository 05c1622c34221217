import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

// The pro's side of a quote: its request is shown on the request's details.
export const Route = createFileRoute('/_auth/dashboard/request/$requestId/apply/$applyId')({
  ...notificationTargetRoute,
  component: function Target() {
    const { requestId, applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget
        kind="apply"
        scope={{ type: 'apply', applyId, requestId }}
        activePage={activePage}
        requestPage="requestDetail"
      />
    );
  },
});
