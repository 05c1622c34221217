// Notification read-state transitions: one by id, or every one at or before a timestamp.
import { describe, expect, it } from 'vitest';
import { type Notification, notificationUpdates, unreadCount } from '../../../../src/api';

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
