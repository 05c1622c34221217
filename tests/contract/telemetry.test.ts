// Web-vitals and analytics beacons (src/api/telemetry.ts) against the mock: both go out with
// keepalive when asked (the page may be going away), what the mock accepted reaches its sink, and
// neither failure is ever the user's problem: a failed web-vitals beacon is dropped, a failed
// analytics batch answers false.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, sendAnalyticsEvents, sendWebVitals, type WebVitalsBeacon } from '../../src/api';
import { failing, offlineClient, recording, sinks } from './harness';

const beacon = {
  connectionType: '4g',
  cpuCount: 4,
  url: '/home/cleaning/house-cleaning',
  userAgent: 'contract-test',
  metrics: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v1' }],
} satisfies WebVitalsBeacon;

const event = (name: string): AnalyticsEvent => ({
  type: 'pageView',
  name,
  path: '/start',
  pageType: 'start',
  proUserId: null,
  jobTypeId: null,
  anonymousId: 'anon-1',
  timestamp: new Date().toISOString(),
});

/** The first call of a run loads the contract checks: give a fire-and-forget beacon time to land. */
const landing = { timeout: 10_000, interval: 50 };

beforeEach(() => sinks.clear());

describe('web-vitals beacons', () => {
  it('go out with keepalive and reach the sink', async () => {
    const { api, requests } = recording();
    sendWebVitals(api, beacon);
    await vi.waitFor(async () => expect(await sinks.read('webVitals')).toEqual([beacon]), landing);
    expect(requests).toHaveLength(1);
    expect([requests[0]!.method, new URL(requests[0]!.url).pathname]).toEqual([
      'POST',
      '/beacons/web-vitals',
    ]);
    expect(requests[0]!.keepalive).toBe(true);
    expect(await requests[0]!.json()).toEqual(beacon);
  });

  it('are dropped when refused: nothing thrown, nothing sunk', async () => {
    const { api, answers } = recording({ prefer: { sendWebVitals: 'code=400' } });
    expect(() => sendWebVitals(api, beacon)).not.toThrow();
    await vi.waitFor(() => expect(answers.map((answer) => answer?.status)).toEqual([400]), landing);
    // The mock sinks a beacon before it answers: with the answer in, the sink is final.
    expect(await sinks.read('webVitals')).toEqual([]);
  });
});

describe('analytics events', () => {
  it('answer true when the server takes the batch, which reaches the sink', async () => {
    const { api, requests } = recording();
    const events = [event('pageView'), event('requestStart')];
    expect(await sendAnalyticsEvents(api, events, false)).toBe(true);
    expect(await sinks.read('analytics')).toEqual([{ events }]);
    expect(requests[0]!.keepalive).toBe(false);
    expect(await requests[0]!.json()).toEqual({ events });
  });

  it('go out with keepalive when asked', async () => {
    const { api, requests } = recording();
    expect(await sendAnalyticsEvents(api, [event('pageHide')], true)).toBe(true);
    expect(requests[0]!.keepalive).toBe(true);
  });

  it('answer false when refused, when the server fails, and when the network does', async () => {
    expect(await sendAnalyticsEvents(failing('sendAnalyticsEvents', 400), [event('refused')], false)).toBe(
      false,
    );
    expect(await sendAnalyticsEvents(failing('sendAnalyticsEvents'), [event('failed')], false)).toBe(false);
    expect(await sendAnalyticsEvents(offlineClient(), [event('offline')], true)).toBe(false);
    expect(await sinks.read('analytics')).toEqual([]);
  });
});
