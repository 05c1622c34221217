// What every notification target route shares, besides the sign-in its layout requires:
// `?activePage=message`, and the notifications' texts and list loaded before the page shows.
// (The page itself is in -signed-in-target.tsx, so that this part stays light in the first page.)
import type { RouterContext } from '../-context';
import { activePageSearch } from '../../features/notifications/target-search';
import { ensureResources, type AppLanguage } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { notificationsQueryOptions } from '../../api';

export const notificationTargetRoute = {
  validateSearch: activePageSearch,
  loader: async ({ context }: { context: RouterContext & { language: AppLanguage; userId: string } }) => {
    await Promise.all([
      ensureResources(context.i18n, context.language, ['common', 'notifications']),
      // The bell's own list (it is usually loaded already); a failure shows on the page, with a retry.
      context.queryClient.prefetchQuery(notificationsQueryOptions(context.api, context.userId)),
    ]);
    return { page: pageInfo('notificationTarget') };
  },
};
