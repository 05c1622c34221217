import { createFileRoute } from '@tanstack/react-router';
import { activePageSearch } from '../../features/notifications/target-search';
import { loadNotificationTarget } from './-notification-target';
import { SignedInTarget } from './-signed-in-target';

export const Route = createFileRoute('/_auth/apply-detail/$applyId')({
  validateSearch: activePageSearch,
  loader: loadNotificationTarget,
  component: function Target() {
    const { applyId } = Route.useParams();
    const { activePage } = Route.useSearch();
    return <SignedInTarget kind="applyDetail" scope={{ type: 'apply', applyId }} activePage={activePage} />;
  },
});
