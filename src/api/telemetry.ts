// Web-vitals and analytics beacons (openapi/paths/telemetry.yaml). Both are sent with keepalive
// when the page may be going away, and neither failure is ever the user's problem.
import type { AnalyticsEvent, WebVitalsBeacon } from '../../generated/api';
import type { ApiClient } from './client';

/** One web-vitals beacon; a failure is dropped. */
export function sendWebVitals(api: ApiClient, beacon: WebVitalsBeacon): void {
  void api.POST('/beacons/web-vitals', { body: beacon, keepalive: true }).catch(() => undefined);
}

/** A batch of analytics events; true when the server took it. */
export async function sendAnalyticsEvents(
  api: ApiClient,
  events: AnalyticsEvent[],
  keepalive: boolean,
): Promise<boolean> {
  try {
    const result: unknown = await api.POST('/beacons/events', { body: { events }, keepalive });
    return !(result && typeof result === 'object' && 'error' in result && result.error !== undefined);
  } catch {
    return false;
  }
}
