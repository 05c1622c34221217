import { getRouteApi } from '@tanstack/react-router';
import { useMemo, type ComponentProps } from 'react';
import { useAuthState } from '../../features/auth/store';
import { type KnownRequest, readCreatedRequest } from '../../features/new-request/created';
import { browserSessionStorage } from '../../features/new-request/draft';
import { requestExpiryHours } from '../../features/new-request/payload';
import { NotificationTargetPage } from '../../features/notifications/components/NotificationTargetPage';
import type { CreatedRequestSummary } from '../../features/notifications/components/TargetSubjects';

const authRoute = getRouteApi('/_auth');

/**
 * What the page shows of a request this tab created. Its hours only from two readable times with
 * the expiry at least an hour after the sending (`requestExpiryHours`): an unknown or inverted
 * expiry is no "0 hours".
 */
export function createdRequestSummary(known: KnownRequest): CreatedRequestSummary {
  return { ...known, expiryHours: requestExpiryHours(known) };
}

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
  const { auth } = authRoute.useRouteContext();
  // The live user, not the one the layout saw: signing out here must not leave the page asking
  // for the notifications of a user who has gone.
  const userId = useAuthState(auth.store).currentUser?.id;
  const createdRequest = useMemo(() => {
    const known =
      requestId && userId ? readCreatedRequest(browserSessionStorage(), requestId, userId) : undefined;
    return known && createdRequestSummary(known);
  }, [requestId, userId]);
  // Signing out on this page leaves it for the start page; nothing to show meanwhile.
  if (!userId) return null;
  return <NotificationTargetPage {...props} userId={userId} createdRequest={createdRequest} />;
}
