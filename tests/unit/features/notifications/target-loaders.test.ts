// The notification targets' loaders (and the pro dashboard's) as an audit met them: they waited
// for the notifications, the user and the job-type profiles before the page showed anything, so a
// slow call left a blank page and a hung one left it blank for good. They ask for those calls and
// return without waiting: the page shows its frame and each part its own loading, failure and retry.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { loadNotificationTarget } from '../../../../src/routes/_auth/-notification-target';
import { Route as DashboardRoute } from '../../../../src/routes/_auth/dashboard.pro';

/** A context whose every API call never answers. */
function hungContext() {
  const GET = vi.fn((_path: string, _options?: unknown) => new Promise<never>(() => undefined));
  const context = {
    api: { GET } as unknown as ApiClient,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    i18n: createI18n('ja', resources),
    language: 'ja' as const,
    userId: 'pro-1',
    auth: { store: { getState: () => ({ currentUser: { id: 'pro-1', proProfile: {} } }) } },
  };
  return { context, GET };
}

/** Whether `promise` settles before a macrotask after the calls it makes has run. */
const settlesAtOnce = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe('the loaders do not hold the page for the API (finding 2)', () => {
  it('a notification target: returns while the notifications are still being asked for', async () => {
    const { context, GET } = hungContext();
    const loading = loadNotificationTarget({ context } as never);
    expect(await settlesAtOnce(loading)).toBe(true);
    expect(await loading).toEqual({ page: expect.objectContaining({ pageType: 'notificationTarget' }) });
    expect(GET).toHaveBeenCalledWith('/user-notifications', expect.anything());
  });

  it('the pro dashboard: returns while the user and job-type profiles are still being asked for', async () => {
    const { context, GET } = hungContext();
    const loader = DashboardRoute.options.loader as unknown as (match: unknown) => Promise<unknown>;
    expect(await settlesAtOnce(loader({ context }))).toBe(true);
    const asked = GET.mock.calls.map(([path]) => path);
    expect(asked).toEqual(
      expect.arrayContaining(['/user-notifications', '/users/{id}', '/job-type-profile/get-by-user-id/{id}']),
    );
  });
});
