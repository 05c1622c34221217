// Where the bell leads (the notifications feature over the notifications module): every
// notification the mock answers is shown on the page the bell opens for it.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsAt, type TargetScope } from '../../../src/features/notifications/target-content';
import { notificationTarget } from '../../../src/features/notifications/targets';
import { notificationsQueryOptions } from '../../../src/api';
import { apiClient, clientToken, fixtures } from '../harness';

const userId = fixtures.sessions.client.user.id;
const signedIn = apiClient({ token: clientToken });

describe('notification targets', () => {
  it('every notification the mock answers is shown on the page the bell opens for it', async () => {
    const list = await new QueryClient().fetchQuery(notificationsQueryOptions(signedIn, userId));
    const opened = list.flatMap((notification) => {
      const target = notificationTarget(notification);
      return target ? [{ notification, target }] : [];
    });
    // Only the custom notification without ids leads nowhere.
    expect(list.length - opened.length).toBe(1);
    for (const { notification, target } of opened) {
      const scope: TargetScope =
        target.to === '/billing' || target.to === '/missions' || target.to === '/dashboard/pro'
          ? { type: 'section', to: target.to }
          : 'applyId' in target.params
            ? {
                type: 'apply',
                applyId: target.params.applyId,
                ...('requestId' in target.params ? { requestId: target.params.requestId } : {}),
              }
            : { type: 'request', requestId: target.params.requestId };
      expect(
        notificationsAt(scope, list).map((shown) => shown.id),
        notification.action,
      ).toContain(notification.id);
    }
  });
});
