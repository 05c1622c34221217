// Notification read-state transitions: one by id, or every one at or before a timestamp.
import { describe, expect, it } from 'vitest';
import { type Notification, notificationTime, notificationUpdates, unreadCount } from '../../../../src/api';
import { quoteNotification } from '../../../helpers/notifications';

const at = (id: string, time: string, isRead = false) =>
  quoteNotification(id, { time, isRead, actor: null, data: { requestId: 'req-1', applyId: 'apl-1' } });

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

// Spec §3: a notification has a "time (or createdTime)"; one the client cannot date (neither, or
// neither readable) is still a notification: shown without a time, never a crash.
describe('a notification’s time', () => {
  const base = at('x', '2026-11-23T10:00:00Z');
  const withTimes = (times: { time?: unknown; createdTime?: unknown }) =>
    ({ ...base, time: undefined, ...times }) as unknown as Notification;

  it.each([
    ['time', { time: '2026-11-23T10:00:00Z' }, '2026-11-23T10:00:00.000Z'],
    ['createdTime only', { createdTime: '2026-11-22T10:00:00Z' }, '2026-11-22T10:00:00.000Z'],
    [
      'time unreadable, createdTime readable',
      { time: 'not-a-date', createdTime: '2026-11-22T10:00:00Z' },
      '2026-11-22T10:00:00.000Z',
    ],
    ['neither', {}, undefined],
    ['both unreadable', { time: 'not-a-date', createdTime: '' }, undefined],
    ['not a string', { time: 12, createdTime: null }, undefined],
  ] as const)('%s', (_name, times, expected) => {
    expect(notificationTime(withTimes(times))?.toISOString()).toBe(expected);
  });

  it('mark all read reads createdTime, and counts an undatable one as at or before the timestamp', () => {
    const list = [
      withTimes({ createdTime: '2026-11-23T08:00:00Z' }),
      { ...withTimes({ createdTime: '2026-11-23T12:00:00Z' }), id: 'later' },
      { ...withTimes({ time: 'not-a-date' }), id: 'undated' },
    ];
    const updated = notificationUpdates.markAllRead(list, '2026-11-23T09:00:00Z');
    expect(updated.map((notification) => [notification.id, notification.isRead])).toEqual([
      ['x', true],
      ['later', false],
      ['undated', true],
    ]);
  });
});
