// What a notification target shows: the notifications that point at it, and the request and quotes
// they name. The contract has no call that reads a request or a quote, so the notifications (from
// the same list as the bell) are all that is known about them.
import type { Notification } from '../../api';
import { notificationTarget, type NotificationTarget } from './targets';

/** Which notifications a page is about. */
export type TargetScope =
  | { type: 'request'; requestId: string }
  | { type: 'apply'; applyId: string; requestId?: string | undefined }
  | { type: 'section'; to: '/billing' | '/missions' | '/dashboard/pro' };

/** The notifications that point at the page, in the list's order (newest first, as the bell shows). */
export function notificationsAt(scope: TargetScope, list: readonly Notification[]): Notification[] {
  switch (scope.type) {
    case 'request':
      return list.filter((notification) => notification.data.requestId === scope.requestId);
    case 'apply':
      return list.filter(
        ({ data }) =>
          data.applyId === scope.applyId &&
          // A quote named under another request is not this page's.
          (!scope.requestId || !data.requestId || data.requestId === scope.requestId),
      );
    case 'section':
      // Billing, missions and the dashboard name no request: what leads there is what the bell opens there.
      return list.filter((notification) => notificationTarget(notification)?.to === scope.to);
  }
}

/** Whose side of a request and its quotes a page shows: the client's, or the quoting pro's. */
export type Side = 'client' | 'pro';

/** A quote's page as a notification opens it. */
type ApplyTarget = Extract<
  NotificationTarget,
  {
    to:
      | '/request/$requestId/apply/$applyId'
      | '/dashboard/request/$requestId/apply/$applyId'
      | '/apply-detail/$applyId';
  }
>;

export type ApplyLink =
  | ApplyTarget
  // A side's quote page opened at its top: no message led there.
  | {
      to: '/request/$requestId/apply/$applyId' | '/dashboard/request/$requestId/apply/$applyId';
      params: { requestId: string; applyId: string };
    };

const isApplyLink = (target: NotificationTarget | undefined): target is ApplyTarget =>
  target?.to === '/request/$requestId/apply/$applyId' ||
  target?.to === '/dashboard/request/$requestId/apply/$applyId' ||
  target?.to === '/apply-detail/$applyId';

/**
 * Where a quote is shown: the page the newest notification about it opens (the client's or the
 * pro's side of it, as the bell would open it), else `side`'s page of the quote under its request
 * (at its top: nothing says a message led there — a refund does not), else the quote alone.
 */
export function applyLink(
  applyId: string,
  requestId: string | undefined,
  list: readonly Notification[],
  side: Side,
): ApplyLink {
  for (const notification of list) {
    if (notification.data.applyId !== applyId) continue;
    const target = notificationTarget(notification);
    if (isApplyLink(target)) return target;
  }
  if (!requestId) return { to: '/apply-detail/$applyId', params: { applyId } };
  return {
    to:
      side === 'pro' ? '/dashboard/request/$requestId/apply/$applyId' : '/request/$requestId/apply/$applyId',
    params: { requestId, applyId },
  };
}

/** The quotes of a request the notifications name, once each, newest first. */
export function appliesOf(requestId: string, list: readonly Notification[]): string[] {
  const ids = list
    .filter((notification) => notification.data.requestId === requestId)
    .flatMap((notification) => (notification.data.applyId ? [notification.data.applyId] : []));
  return [...new Set(ids)];
}

/** The request a quote belongs to, when a notification about it names one. */
export function requestOfApply(applyId: string, list: readonly Notification[]): string | undefined {
  return list.find((notification) => notification.data.applyId === applyId && notification.data.requestId)
    ?.data.requestId;
}
