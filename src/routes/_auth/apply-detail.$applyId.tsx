import { createFileRoute } from '@tanstack/react-router';
import { notificationTargetRoute } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/apply-detail/$applyId')({
  ...notificationTargetRoute,
  component: function Target() {
    const { applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return <SignedInTarget kind="applyDetail" scope={{ type: 'apply', applyId }} activePage={activePage} />;
  },
});
