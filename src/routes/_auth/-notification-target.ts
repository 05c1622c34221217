// What every notification target route shares, besides the sign-in its layout requires:
// `?activePage=message`, and the notifications' texts loaded before the page shows. The list itself
// is asked for here but not waited for: the page shows its frame (title, breadcrumbs) at once and
// the list's own loading line, failure and retry (a slow or hung call must not hold a blank page).
// (The page itself is in -signed-in-target.tsx, so that this part stays light in the first page.)
import type { RouterContext } from '../-context';
import { ensureResources, type AppLanguage } from '../../lib/i18n';
import { pageInfo } from '../../utils/page-info';
import { notificationsQueryOptions } from '../../api';

/** The routes' loader: named, not spread into the route's options, so the router plugin can put it in the route's own chunk. */
export async function loadNotificationTarget({
  context,
}: {
  context: RouterContext & { language: AppLanguage; userId: string };
}) {
  // The bell's own list (it is usually loaded already).
  void context.queryClient.prefetchQuery(notificationsQueryOptions(context.api, context.userId));
  await ensureResources(context.i18n, context.language, ['common', 'notifications']);
  return { page: pageInfo('notificationTarget') };
}
