// The notifications' part in the session: pushes from the socket keep the cached list current,
// signing in loads the list and the announcements, signing out drops them.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type ApiClient,
  createQueryClient,
  type Notification,
  notificationKeys,
  type User,
} from '../../../../src/api';
import { notificationsSessionPart } from '../../../../src/features/notifications/session';
import { createI18n } from '../../../../src/lib/i18n';
import { quoteNotification } from '../../../helpers/notifications';

const at = (id: string, time: string, isRead = false) =>
  quoteNotification(id, { time, isRead, actor: null, data: { requestId: 'req-1', applyId: 'apl-1' } });

function setUp() {
  const queryClient = new QueryClient();
  const GET = vi.fn(async () => ({ data: [] }));
  const api = { GET } as unknown as ApiClient;
  const part = notificationsSessionPart({ api, queryClient, i18n: createI18n('ja') });
  return { queryClient, GET, part };
}

describe('notificationsSessionPart', () => {
  it("applies the socket's pushes to the user's cached list", () => {
    const { queryClient, part } = setUp();
    queryClient.setQueryData(notificationKeys.list('u-1'), [at('a', '2026-11-23T09:00:00Z')]);
    const pushed = part.realtime('u-1');
    pushed.newNotification?.(at('b', '2026-11-23T10:00:00Z'));
    pushed.markAsRead?.({ id: 'b' });
    pushed.markAllRead?.({ timestamp: '2026-11-23T09:30:00Z' });
    expect(
      queryClient
        .getQueryData<Notification[]>(notificationKeys.list('u-1'))
        ?.map((item) => [item.id, item.isRead]),
    ).toEqual([
      ['b', true],
      ['a', true],
    ]);
  });

  it('loads the list and the announcements once signed in, and drops them after sign-out', async () => {
    const { queryClient, GET, part } = setUp();
    part.signedIn({ id: 'u-1' } as User);
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationKeys.list('u-1'))).toEqual([]));
    expect(GET).toHaveBeenCalledTimes(2);
    part.signedOut();
    expect(queryClient.getQueryCache().findAll({ queryKey: notificationKeys.all })).toEqual([]);
  });

  it('gives up on a failing list after one retry, so the bell can say so and offer another', async () => {
    const queryClient = createQueryClient();
    const GET = vi.fn(async (path: string) => {
      throw new ApiError(`GET ${path}`, 500, undefined);
    });
    const part = notificationsSessionPart({
      api: { GET } as unknown as ApiClient,
      queryClient,
      i18n: createI18n('ja'),
    });
    part.signedIn({ id: 'u-1' } as User);
    await vi.waitFor(
      () => expect(queryClient.getQueryState(notificationKeys.list('u-1'))?.status).toBe('error'),
      { timeout: 4_000 },
    );
    expect(GET.mock.calls.filter(([path]) => path === '/user-notifications')).toHaveLength(2);
  });

  it('loads the texts the bell needs before the signed-in header shows', async () => {
    const i18n = createI18n('en');
    const withTexts = notificationsSessionPart({
      api: {} as ApiClient,
      queryClient: new QueryClient(),
      i18n,
    });
    await withTexts.beforeSignedIn();
    expect(i18n.hasResourceBundle('en', 'notifications')).toBe(true);
  });
});
