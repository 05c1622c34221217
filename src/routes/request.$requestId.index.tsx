import { createFileRoute } from '@tanstack/react-router';
import { NotificationTarget } from '../features/notification-targets/components/NotificationTarget';
import { activePageSearch } from '../features/notification-targets/search';
import { pageInfo } from '../utils/page-info';

export const Route = createFileRoute('/request/$requestId/')({
  validateSearch: activePageSearch,
  loader: () => ({ page: pageInfo('notificationTarget') }),
  component: function Target() {
    const params = Route.useParams();
    const { activePage } = Route.useSearch();
    return (
      <NotificationTarget kind="request" ids={{ requestId: params.requestId }} activePage={activePage} />
    );
  },
});
