// What a notification target shows: the notifications pointing at it, and the request and quotes
// they name, linked to the pages the bell would open.
import { describe, expect, it } from 'vitest';
import {
  applyLink,
  appliesOf,
  notificationsAt,
  requestOfApply,
} from '../../../../src/features/notifications/target-content';
import type { Notification } from '../../../../src/api';

const notification = (
  id: string,
  action: Notification['action'],
  data: Notification['data'],
  isRead = false,
): Notification => ({ id, time: '2026-11-23T10:00:00Z', isRead, action, actor: null, data });

const list: Notification[] = [
  notification('n1', 'applyRequest', { requestId: 'req-1', applyId: 'apl-1' }),
  notification('n2', 'replyApply', { requestId: 'req-1', applyId: 'apl-1' }, true),
  notification('n3', 'approveApply', { requestId: 'req-1', applyId: 'apl-2' }),
  notification('n4', 'cancelJob', { requestId: 'req-1' }),
  notification('n5', 'applyRefunded', { requestId: 'req-2', applyId: 'apl-3' }),
  notification('n6', 'missionComplete', {}),
  notification('n7', 'idApproved', {}),
  notification('n8', 'applyRequest', { requestId: 'req-9', applyId: 'apl-1' }),
  notification('n9', 'replyApply', { applyId: 'apl-4' }),
];
const ids = (notifications: Notification[]) => notifications.map((item) => item.id);

describe('notificationsAt', () => {
  it('a request: every notification naming it, in the list order', () => {
    expect(ids(notificationsAt({ type: 'request', requestId: 'req-1' }, list))).toEqual([
      'n1',
      'n2',
      'n3',
      'n4',
    ]);
  });

  it('a quote under its request: not the same quote id under another request', () => {
    expect(ids(notificationsAt({ type: 'apply', applyId: 'apl-1', requestId: 'req-1' }, list))).toEqual([
      'n1',
      'n2',
    ]);
  });

  it('a quote alone: every notification naming it', () => {
    expect(ids(notificationsAt({ type: 'apply', applyId: 'apl-1' }, list))).toEqual(['n1', 'n2', 'n8']);
    expect(ids(notificationsAt({ type: 'apply', applyId: 'apl-4', requestId: 'req-5' }, list))).toEqual([
      'n9',
    ]);
  });

  it('billing, missions and the dashboard: what the bell opens there', () => {
    expect(ids(notificationsAt({ type: 'section', to: '/billing' }, list))).toEqual(['n5']);
    expect(ids(notificationsAt({ type: 'section', to: '/missions' }, list))).toEqual(['n6']);
    expect(ids(notificationsAt({ type: 'section', to: '/dashboard/pro' }, list))).toEqual(['n7']);
  });

  it('nothing points at an unknown request', () => {
    expect(notificationsAt({ type: 'request', requestId: 'req-404' }, list)).toEqual([]);
  });
});

describe('the request and quotes named', () => {
  it("lists a request's quotes once each", () => {
    expect(appliesOf('req-1', list)).toEqual(['apl-1', 'apl-2']);
    expect(appliesOf('req-404', list)).toEqual([]);
  });

  it("finds a quote's request", () => {
    expect(requestOfApply('apl-2', list)).toBe('req-1');
    expect(requestOfApply('apl-4', list)).toBeUndefined();
  });

  it('links a quote to the page its newest notification opens', () => {
    expect(applyLink('apl-1', 'req-1', list, 'client')).toEqual({
      to: '/request/$requestId/apply/$applyId',
      params: { requestId: 'req-1', applyId: 'apl-1' },
      search: { activePage: 'message' },
    });
    // The pro's side of a quote.
    expect(applyLink('apl-2', 'req-1', list, 'client')).toEqual({
      to: '/dashboard/request/$requestId/apply/$applyId',
      params: { requestId: 'req-1', applyId: 'apl-2' },
      search: { activePage: 'message' },
    });
  });

  it("links a quote no notification opens to its side's quote page, not at its messages", () => {
    // A refund (billing) is the pro's: the pro's side of the quote, not the client's, and not at
    // its messages (the pro came from a refund, not a message).
    expect(applyLink('apl-3', 'req-2', list, 'pro')).toEqual({
      to: '/dashboard/request/$requestId/apply/$applyId',
      params: { requestId: 'req-2', applyId: 'apl-3' },
    });
    expect(applyLink('apl-3', 'req-2', list, 'client')).toEqual({
      to: '/request/$requestId/apply/$applyId',
      params: { requestId: 'req-2', applyId: 'apl-3' },
    });
    expect(applyLink('apl-99', undefined, list, 'pro')).toEqual({
      to: '/apply-detail/$applyId',
      params: { applyId: 'apl-99' },
    });
  });
});
