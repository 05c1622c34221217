// Where each notification action leads.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ACTIONS } from '../../../../fixtures/dataset';
import type { NotificationAction } from '../../../../src/api';
import { notificationTarget } from '../../../../src/features/notifications/targets';

// Each of the 26 actions with both ids → its exact target. Distinct ids, so a swapped or dropped
// id shows. The spec lists the targets; which action opens which is ours (targets.ts).
const REQUEST_ID = 'req-7';
const APPLY_ID = 'apl-9';
const quote = (to: string) => ({
  to,
  params: { requestId: REQUEST_ID, applyId: APPLY_ID },
  search: { activePage: 'message' },
});
const clientQuote = quote('/request/$requestId/apply/$applyId');
const proQuote = quote('/dashboard/request/$requestId/apply/$applyId');
const requestDetail = { to: '/request-detail/$requestId', params: { requestId: REQUEST_ID } };
const EXPECTED: Record<NotificationAction, unknown> = {
  applyRequest: clientQuote,
  changeApplyQuote: clientQuote,
  changeApplyCoverLetter: clientQuote,
  changeApplyQuoteCoverLetter: clientQuote,
  replyApply: clientQuote,
  approveApply: proQuote,
  rejectApply: proQuote,
  clientReadApply: proQuote,
  replyJob: proQuote,
  replyRequest: {
    to: '/request-detail/$requestId/apply-detail',
    params: { requestId: REQUEST_ID },
    search: { activePage: 'message' },
  },
  cancelJob: requestDetail,
  cancelJobOfSpyRequest: requestDetail,
  jobComplete: requestDetail,
  requestComplete: requestDetail,
  newRequest: requestDetail,
  applyRefunded: { to: '/billing' },
  applyRefundedDueToSpy: { to: '/billing' },
  missionComplete: { to: '/missions' },
  rankPromoted: { to: '/missions' },
  refereeReward: { to: '/missions' },
  referrerReward: { to: '/missions' },
  idApproved: { to: '/dashboard/pro' },
  proProfileViewed: { to: '/dashboard/pro' },
  proFeedback: { to: '/dashboard/pro' },
  proSolicitFeedback: { to: '/dashboard/pro' },
  // A custom notification with ids leads to the apply it names.
  custom: { to: '/apply-detail/$applyId', params: { applyId: APPLY_ID } },
};

describe('notification targets', () => {
  it('the table names every action once', () => {
    expect(NOTIFICATION_ACTIONS).toHaveLength(26);
    expect(Object.keys(EXPECTED).sort()).toEqual([...NOTIFICATION_ACTIONS].sort());
  });

  it.each(NOTIFICATION_ACTIONS.map((action) => [action]))(
    '%s leads to its exact target and ids',
    (action) => {
      const target = notificationTarget({ action, data: { requestId: REQUEST_ID, applyId: APPLY_ID } });
      expect(target).toEqual(EXPECTED[action]);
    },
  );

  it('a custom notification with only a request leads to that request', () => {
    expect(notificationTarget({ action: 'custom', data: { requestId: REQUEST_ID } })).toEqual({
      to: '/request/$requestId',
      params: { requestId: REQUEST_ID },
    });
  });

  it('sends quote notifications to the messages of the apply', () => {
    expect(
      notificationTarget({ action: 'applyRequest', data: { requestId: 'req-1', applyId: 'apl-1' } }),
    ).toEqual({
      to: '/request/$requestId/apply/$applyId',
      params: { requestId: 'req-1', applyId: 'apl-1' },
      search: { activePage: 'message' },
    });
  });

  it('has no target for a custom notification without ids', () => {
    expect(notificationTarget({ action: 'custom', data: {} })).toBeUndefined();
  });
});

describe('the request-detail messages target', () => {
  it('is where a message about a request as a whole leads', () => {
    expect(notificationTarget({ action: 'replyRequest', data: { requestId: 'req-1' } })).toEqual({
      to: '/request-detail/$requestId/apply-detail',
      params: { requestId: 'req-1' },
      search: { activePage: 'message' },
    });
  });

  it('is reached by some action', () => {
    const reached = NOTIFICATION_ACTIONS.filter(
      (action) =>
        notificationTarget({ action, data: { requestId: 'req-1', applyId: 'apl-1' } })?.to ===
        '/request-detail/$requestId/apply-detail',
    );
    expect(reached).toEqual(['replyRequest']);
  });
});
