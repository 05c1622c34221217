import { createFileRoute } from '@tanstack/react-router';
import { NotificationTarget } from '../features/notification-targets/components/NotificationTarget';
import { activePageSearch } from '../features/notification-targets/search';
import { pageInfo } from '../utils/page-info';
import { requireSignedIn } from './-guard';

export const Route = createFileRoute('/missions')({
  validateSearch: activePageSearch,
  beforeLoad: requireSignedIn,
  loader: () => ({ page: pageInfo('notificationTarget') }),
  component: function Target() {
    const { activePage } = Route.useSearch();
    return <NotificationTarget kind="missions" ids={{}} activePage={activePage} />;
  },
});
