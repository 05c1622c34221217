// Where a notification leads (the product lists the targets; which action opens which it does not
// say, so this mapping is ours): quotes and messages for clients, the pro's side of an apply,
// request details and their messages, billing, missions and the pro dashboard.
import type { Notification, NotificationAction } from '../../api';

export type NotificationTarget =
  | {
      to: '/request/$requestId/apply/$applyId';
      params: { requestId: string; applyId: string };
      search: { activePage: 'message' };
    }
  | {
      to: '/dashboard/request/$requestId/apply/$applyId';
      params: { requestId: string; applyId: string };
      search: { activePage: 'message' };
    }
  | { to: '/request-detail/$requestId'; params: { requestId: string } }
  | {
      to: '/request-detail/$requestId/apply-detail';
      params: { requestId: string };
      search: { activePage: 'message' };
    }
  | { to: '/request/$requestId'; params: { requestId: string } }
  | { to: '/apply-detail/$applyId'; params: { applyId: string } }
  | { to: '/billing' }
  | { to: '/missions' }
  | { to: '/dashboard/pro' };

const CLIENT_APPLY: NotificationAction[] = [
  'applyRequest',
  'changeApplyQuote',
  'changeApplyCoverLetter',
  'changeApplyQuoteCoverLetter',
  'replyApply',
];
const PRO_APPLY: NotificationAction[] = ['approveApply', 'rejectApply', 'clientReadApply', 'replyJob'];
const REQUEST: NotificationAction[] = [
  'cancelJob',
  'cancelJobOfSpyRequest',
  'jobComplete',
  'requestComplete',
  'newRequest',
];
// A message about the request as a whole (no quote named): the request's details opened at their
// messages, the one request-level target the spec gives an `activePage=message`.
const REQUEST_MESSAGE: NotificationAction[] = ['replyRequest'];
const BILLING: NotificationAction[] = ['applyRefunded', 'applyRefundedDueToSpy'];
const MISSIONS: NotificationAction[] = ['missionComplete', 'rankPromoted', 'refereeReward', 'referrerReward'];
const DASHBOARD: NotificationAction[] = [
  'idApproved',
  'proProfileViewed',
  'proFeedback',
  'proSolicitFeedback',
];

export function notificationTarget({
  action,
  data,
}: Pick<Notification, 'action' | 'data'>): NotificationTarget | undefined {
  const { requestId, applyId } = data;
  if (CLIENT_APPLY.includes(action) && requestId && applyId) {
    return {
      to: '/request/$requestId/apply/$applyId',
      params: { requestId, applyId },
      search: { activePage: 'message' },
    };
  }
  if (PRO_APPLY.includes(action) && requestId && applyId) {
    return {
      to: '/dashboard/request/$requestId/apply/$applyId',
      params: { requestId, applyId },
      search: { activePage: 'message' },
    };
  }
  if (REQUEST_MESSAGE.includes(action) && requestId) {
    return {
      to: '/request-detail/$requestId/apply-detail',
      params: { requestId },
      search: { activePage: 'message' },
    };
  }
  if (REQUEST.includes(action) && requestId)
    return { to: '/request-detail/$requestId', params: { requestId } };
  if (BILLING.includes(action)) return { to: '/billing' };
  if (MISSIONS.includes(action)) return { to: '/missions' };
  if (DASHBOARD.includes(action)) return { to: '/dashboard/pro' };
  if (applyId) return { to: '/apply-detail/$applyId', params: { applyId } };
  if (requestId) return { to: '/request/$requestId', params: { requestId } };
  return undefined;
}
