// A signed-in user's notifications and announcements, for tests of the bell, the target pages and
// the session's list: a pro's quote and an announcement as the contract has them, dated back from
// now (the lists say "3時間前"), and a fake API whose two lists answer as the test says.
import { vi } from 'vitest';
import { ApiError, type Announcement, type ApiClient, type Notification } from '../../src/api';

/** The time `hours` before now, as the API dates things. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * A pro's quote on a client's request (applyRequest), unread, three hours old: from `pro-{id}`
 * named `プロ{id}`, about request `req-{id}` and quote `apl-{id}`; with `overrides`.
 */
export const quoteNotification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  time: hoursAgo(3),
  isRead: false,
  action: 'applyRequest',
  actor: { id: `pro-${id}`, name: `プロ${id}` },
  data: { requestId: `req-${id}`, applyId: `apl-${id}` },
  ...overrides,
});

/** An unread announcement of a day ago, titled `お知らせ{id}` (`Notice {id}` in English). */
export const announcement = (id: string): Announcement => ({
  announcementId: id,
  isRead: false,
  title: { ja: `お知らせ${id}`, en: `Notice ${id}` },
  body: { ja: '本文', en: 'Body' },
  publishedAt: hoursAgo(24),
});

/**
 * What a fake's GET answers for `list`: a copy of it (sent as it is, within the contract or not),
 * a 500 of `operation` (`fail`), or no answer ever (`pending`).
 */
export async function listAnswer(list: unknown, operation: string) {
  if (list === 'pending') return new Promise<never>(() => undefined);
  if (list === 'fail') throw new ApiError(operation, 500, undefined);
  return { data: structuredClone(list) };
}

export interface NotificationListsAnswers {
  /** GET /user-notifications: a list (none unless said), `fail` (a 500 each time) or `pending`. */
  notifications?: unknown;
  /** GET /users/{id}/announcements/read, the same way. */
  announcements?: unknown;
  /** The notifications' read marks (PUT) fail: `true` with a 500, a number with that status. */
  failPut?: boolean | number;
  /** An announcement's read mark (POST) fails with a 500. */
  failPost?: boolean;
}

/**
 * A fake client of the two lists the bell reads (a target page reads the first): GETs answer as
 * `answers.notifications` and `answers.announcements` say, which a test may change between calls
 * (a retry, a refetch); the read marks succeed unless told to fail.
 */
export function fakeNotificationListsApi({
  notifications = [],
  announcements = [],
  failPut = false,
  failPost = false,
}: NotificationListsAnswers = {}) {
  const answers = { notifications, announcements };
  const GET = vi.fn((path: string) =>
    path === '/user-notifications'
      ? listAnswer(answers.notifications, 'GET /user-notifications')
      : listAnswer(answers.announcements, 'GET /users/{id}/announcements/read'),
  );
  const PUT = vi.fn(async (path: string) => {
    if (failPut === true) throw new ApiError(`PUT ${path}`, 500, undefined);
    if (failPut) throw new ApiError(`PUT ${path}`, failPut, undefined);
    return { data: undefined };
  });
  const POST = vi.fn(async (path: string) => {
    if (failPost) throw new ApiError(`POST ${path}`, 500, undefined);
    return { data: undefined };
  });
  return { api: { GET, PUT, POST } as unknown as ApiClient, answers, GET, PUT, POST };
}
