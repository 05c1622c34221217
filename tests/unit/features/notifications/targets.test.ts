// Where each notification action leads.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ACTIONS } from '../../../../fixtures/dataset';
import { notificationTarget } from '../../../../src/features/notifications/targets';

describe('notification targets', () => {
  it.each(NOTIFICATION_ACTIONS.map((action) => [action]))('%s leads to a section-2 target', (action) => {
    const target = notificationTarget({ action, data: { requestId: 'req-1', applyId: 'apl-1' } });
    expect(target?.to).toMatch(/^\/(request|dashboard|request-detail|apply-detail|billing|missions)/);
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
