import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute, SignedInTarget } from './-notification-target';

export const Route = createFileRoute('/apply-detail/$applyId')({
  ...notificationTargetRoute,
  component: function Target() {
    const { applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return <SignedInTarget kind="applyDetail" scope={{ type: 'apply', applyId }} activePage={activePage} />;
  },
});
