// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch, ApiClient } from '../../../../src/api';
import { createAnalytics, MAX_BATCH_SIZE } from '../../../../src/lib/monitoring/analytics';
import { FILTERED } from '../../../../src/lib/monitoring/mask';

type PostCall = [path: string, init: { body: AnalyticsBatch; keepalive?: boolean }];

// A fake of the app's API client: only POST, answering like openapi-fetch (or failing as told).
function fakeApi(outcomes: Array<'ok' | 'throw' | 'error'> = []) {
  const POST = vi.fn(async (..._args: PostCall) => {
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'throw') throw new Error('POST /beacons/events failed with HTTP 500');
    if (outcome === 'error')
      return { error: { error: { code: 'BAD_REQUEST' } }, response: new Response(null, { status: 400 }) };
    return { data: undefined, response: new Response(null, { status: 204 }) };
  });
  return { api: { POST } as unknown as ApiClient, POST };
}

const NOW = new Date('2026-11-23T09:00:00.000Z');
const base = { now: () => NOW, anonymousId: () => 'anon-1', currentPath: () => '/home/cleaning' };

const sentBatches = (POST: ReturnType<typeof fakeApi>['POST']) =>
  POST.mock.calls.map(([, init]) => init.body.events);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAnalytics', () => {
  it('sends a page view with path, pageType, proUserId and jobTypeId (null when absent)', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    analytics.trackPageView({
      path: '/home/cleaning/house-cleaning',
      pageType: 'jobType',
      jobTypeId: 'house-cleaning',
    });
    analytics.trackPageView({ path: '/start', pageType: null });
    await analytics.flush();

    expect(POST).toHaveBeenCalledTimes(1);
    expect(POST.mock.calls[0]?.[0]).toBe('/beacons/events');
    expect(sentBatches(POST)[0]).toEqual([
      {
        type: 'pageView',
        name: 'pageView',
        path: '/home/cleaning/house-cleaning',
        pageType: 'jobType',
        proUserId: null,
        jobTypeId: 'house-cleaning',
        anonymousId: 'anon-1',
        timestamp: '2026-11-23T09:00:00.000Z',
      },
      {
        type: 'pageView',
        name: 'pageView',
        path: '/start',
        proUserId: null,
        jobTypeId: null,
        anonymousId: 'anon-1',
        timestamp: '2026-11-23T09:00:00.000Z',
      },
    ]);
  });

  it('sends conversions (known goals and others) and exposures', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    analytics.trackConversion('newRequestCreated', { jobTypeId: 'gardener' });
    analytics.trackConversion({ other: 'funnelStepReached' });
    analytics.trackExposure('exp-prod-phone-login', 'B');
    await analytics.flush();
    expect(sentBatches(POST)[0]).toEqual([
      expect.objectContaining({
        type: 'conversion',
        name: 'newRequestCreated',
        path: '/home/cleaning',
        properties: { jobTypeId: 'gardener' },
      }),
      expect.objectContaining({ type: 'conversion', name: 'funnelStepReached', path: '/home/cleaning' }),
      expect.objectContaining({
        type: 'experimentExposure',
        name: 'exp-prod-phone-login',
        properties: { experimentId: 'exp-prod-phone-login', variant: 'B' },
      }),
    ]);
    expect(sentBatches(POST)[0]?.[1]).not.toHaveProperty('properties');
  });

  it('masks properties', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    const properties = { email: 'hanako@example.com', additionalText: 'x', step: 2, jobTypeId: 'gardener' };
    analytics.track({ type: 'funnel', name: 'step', path: '/x', properties });
    await analytics.flush();
    expect(sentBatches(POST)[0]?.[0]?.properties).toEqual({
      email: FILTERED,
      additionalText: FILTERED,
      step: 2,
      jobTypeId: 'gardener',
    });
    expect(properties.email).toBe('hanako@example.com');
  });

  it('flushes on a short timer', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base, flushDelayMs: 1000 });
    analytics.trackConversion('nameClicked');
    analytics.trackConversion('phoneNumberClicked');
    await vi.advanceTimersByTimeAsync(999);
    expect(POST).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(POST).toHaveBeenCalledTimes(1);
    expect(sentBatches(POST)[0]).toHaveLength(2);
  });

  it('sends at most 50 events per batch, at once when 50 are waiting', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    for (let i = 0; i < MAX_BATCH_SIZE + 20; i += 1) analytics.trackConversion({ other: `goal${i}` });
    await vi.advanceTimersByTimeAsync(0);
    expect(POST).toHaveBeenCalledTimes(1);
    expect(sentBatches(POST)[0]).toHaveLength(50);
    await analytics.flush();
    expect(sentBatches(POST).map((batch) => batch.length)).toEqual([50, 20]);
    expect(sentBatches(POST)[1]?.[0]?.name).toBe('goal50');
  });

  it('never sends more than 50 in one batch', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    // A batch leaves each time 50 are waiting; flush() sends the rest.
    for (let i = 0; i < 120; i += 1) analytics.track({ type: 'telemetry', name: `t${i}`, path: '/' });
    await analytics.flush();
    expect(sentBatches(POST).map((batch) => batch.length)).toEqual([50, 50, 20]);
  });

  it.each(['throw', 'error'] as const)(
    'retries a failed batch once (%s), then it is sent',
    async (failure) => {
      const { api, POST } = fakeApi([failure, 'ok']);
      const analytics = createAnalytics({ api, ...base, retryDelayMs: 500 });
      analytics.trackConversion('loginStep1Passed');
      const flushed = analytics.flush();
      await vi.advanceTimersByTimeAsync(500);
      await flushed;
      expect(POST).toHaveBeenCalledTimes(2);
      expect(sentBatches(POST)[1]).toEqual(sentBatches(POST)[0]);
    },
  );

  it('drops a batch silently after the retry fails too, and carries on', async () => {
    const { api, POST } = fakeApi(['throw', 'throw']);
    const analytics = createAnalytics({ api, ...base, retryDelayMs: 0 });
    analytics.trackConversion('newRequestSubmitted');
    await expect(analytics.flush()).resolves.toBeUndefined();
    expect(POST).toHaveBeenCalledTimes(2);

    analytics.trackConversion('startNewRequestClicked');
    await analytics.flush();
    expect(POST).toHaveBeenCalledTimes(3);
    expect(sentBatches(POST)[2]?.map((event) => event.name)).toEqual(['startNewRequestClicked']);
  });

  it('never throws into the app, even when the clock or the id source does', () => {
    const { api } = fakeApi();
    const analytics = createAnalytics({
      api,
      now: () => {
        throw new Error('clock');
      },
      anonymousId: () => 'a',
    });
    expect(() => analytics.trackConversion('nameClicked')).not.toThrow();
  });

  it('flushes with keepalive on pagehide', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    analytics.trackPageView({ path: '/home' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(POST).toHaveBeenCalledTimes(1);
    expect(POST.mock.calls[0]?.[1].keepalive).toBe(true);
    await analytics.dispose();
  });

  it('flushes with keepalive when the page is hidden, not when it is shown', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    analytics.trackPageView({ path: '/home' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(POST).not.toHaveBeenCalled();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(POST).toHaveBeenCalledTimes(1);
    expect(POST.mock.calls[0]?.[1].keepalive).toBe(true);
    spy.mockRestore();
    await analytics.dispose();
  });

  it('dispose flushes and stops listening', async () => {
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api, ...base });
    analytics.trackPageView({ path: '/home' });
    await analytics.dispose();
    expect(POST).toHaveBeenCalledTimes(1);
    analytics.trackPageView({ path: '/pro' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(POST).toHaveBeenCalledTimes(1);
  });

  it('reads the anonymous id once', async () => {
    const { api, POST } = fakeApi();
    const anonymousId = vi.fn(() => 'anon-9');
    const analytics = createAnalytics({ api, now: base.now, anonymousId, currentPath: base.currentPath });
    analytics.trackConversion('nameClicked');
    analytics.trackConversion('nameClicked');
    await analytics.flush();
    expect(anonymousId).toHaveBeenCalledTimes(1);
    expect((sentBatches(POST)[0] ?? []).length).toBeGreaterThan(0);
    expect(sentBatches(POST)[0]?.every((event) => event.anonymousId === 'anon-9')).toBe(true);
  });

  it('defaults to the anonymous_id cookie and location.pathname', async () => {
    document.cookie = 'anonymous_id=cookie-anon-1; path=/';
    window.history.replaceState(null, '', '/en/pro/dashboard');
    const { api, POST } = fakeApi();
    const analytics = createAnalytics({ api });
    analytics.trackConversion('nameClicked');
    await analytics.flush();
    expect(sentBatches(POST)[0]?.[0]).toMatchObject({
      anonymousId: 'cookie-anon-1',
      path: '/en/pro/dashboard',
    });
    await analytics.dispose();
  });
});
