import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/request/$requestId/apply/$applyId')({
  ...notificationTargetRoute,
  component: function Target() {
    const { requestId, applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <SignedInTarget kind="apply" scope={{ type: 'apply', applyId, requestId }} activePage={activePage} />
    );
  },
});
