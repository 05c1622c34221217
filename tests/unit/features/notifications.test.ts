// Notification read-state transitions (product spec §4) and where each action leads (§2).
import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../src/features/notifications/targets';
import { type Notification, notificationUpdates, unreadCount } from '../../../src/api';
import { NOTIFICATION_ACTIONS } from '../../../fixtures/dataset';

const at = (id: string, time: string, isRead = false): Notification => ({
  id,
  time,
  isRead,
  action: 'applyRequest',
  actor: null,
  data: { requestId: 'req-1', applyId: 'apl-1' },
});

describe('notification updates', () => {
  const list = [
    at('a', '2026-11-23T10:00:00Z'),
    at('b', '2026-11-23T09:00:00Z'),
    at('c', '2026-11-23T08:00:00Z', true),
  ];

  it('mark all read applies to every notification at or before the timestamp', () => {
    const updated = notificationUpdates.markAllRead(list, '2026-11-23T09:00:00Z');
    expect(updated.map((notification) => [notification.id, notification.isRead])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    expect(unreadCount(updated)).toBe(1);
  });

  it('marks one read by id, and adds a pushed notification on top without duplicates', () => {
    expect(unreadCount(notificationUpdates.markRead(list, 'a'))).toBe(1);
    const pushed = at('d', '2026-11-23T11:00:00Z');
    const added = notificationUpdates.add(notificationUpdates.add(list, pushed), pushed);
    expect(added.map((notification) => notification.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});

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
