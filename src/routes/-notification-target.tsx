// What every notification target route shares: `?activePage=message`, signed-in users only, the
// notifications' texts and list loaded before the page shows, and the signed-in user's id.
import { useRouter } from '@tanstack/react-router';
import { useMemo, type ComponentProps } from 'react';
import { useAuthState } from '../features/auth/store';
import { NotificationTargetPage } from '../features/notifications/components/NotificationTargetPage';
import { activePageSearch } from '../features/notifications/target-search';
import { readCreatedRequest } from '../features/new-request/created';
import { browserSessionStorage } from '../features/new-request/draft';
import { expiryHours } from '../features/new-request/payload';
import { ensureResources, type AppLanguage } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import type { RouterContext } from './-context';
import { signedInOnly } from './-guard';
import { notificationsQueryOptions } from '../api';

export const notificationTargetRoute = {
  ...signedInOnly,
  validateSearch: activePageSearch,
  loader: async ({ context }: { context: RouterContext & { language: AppLanguage } }) => {
    const user = context.auth.store.getState().currentUser;
    await Promise.all([
      ensureResources(context.i18n, context.language, ['common', 'notifications']),
      // The bell's own list (it is usually loaded already); a failure shows on the page, with a retry.
      user && context.queryClient.prefetchQuery(notificationsQueryOptions(context.api, user.id)),
    ]);
    return { page: pageInfo('notificationTarget') };
  },
};

/**
 * The target page for the signed-in user. On a request's pages, what this tab learnt when it
 * created the request (`requestId`) is shown too.
 */
export function SignedInTarget({
  requestId,
  ...props
}: Omit<ComponentProps<typeof NotificationTargetPage>, 'userId' | 'createdRequest'> & {
  requestId?: string;
}) {
  const router = useRouter();
  const { auth } = router.options.context as RouterContext;
  const userId = useAuthState(auth.store).currentUser?.id;
  const createdRequest = useMemo(() => {
    const known =
      requestId && userId ? readCreatedRequest(browserSessionStorage(), requestId, userId) : undefined;
    return known && { ...known, expiryHours: expiryHours(known) };
  }, [requestId, userId]);
  // Signing out on this page leaves it for the start page; nothing to show meanwhile.
  if (!userId) return null;
  return <NotificationTargetPage {...props} userId={userId} createdRequest={createdRequest} />;
}
