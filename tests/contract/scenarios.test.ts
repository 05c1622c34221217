// Scenarios: documented errors and named examples forced with Prefer, request validation, and
// the beacon and error-report sinks.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api';
import { clientToken, companionUrl, forced, manualClient, mockApiUrl, sinks } from './harness';

describe('forced responses', () => {
  const api = manualClient({ token: clientToken });

  it('answers a forced 429 on request creation with the error body and Retry-After', async () => {
    const failure = await api
      .POST('/requests', {
        body: {
          jobTypeId: 'house-cleaning',
          fields: {},
          jobTypeFieldsVersion: 1,
          context: { prefecture: 'tokyo' },
          language: 'ja',
          isDirectBooking: false,
          sent: true,
          status: 'open',
        },
        ...forced({ code: 429 }),
      })
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    if (!isApiError(failure)) return;
    expect(failure.status).toBe(429);
    expect(failure.code).toBe('RATE_LIMITED');
  });

  it('answers named examples: an empty list and a duplicate request', async () => {
    const { data: empty } = await api.GET('/pro-location-jobtype-ref/pros-by-job', {
      params: { query: { jobType: 'house-cleaning', language: 'ja' } },
      ...forced({ example: 'empty' }),
    });
    expect(empty?.pros).toEqual([]);
    expect(empty?.totalPros).toBe(0);

    const { data: duplicate } = await api.GET('/users/{id}/has-duplicate-request/{jobTypeId}', {
      params: { path: { id: 'user-client-1', jobTypeId: 'house-cleaning' } },
      ...forced({ example: 'duplicate' }),
    });
    expect(duplicate?.duplicateRequestId).toBe('req-0002');
  });

  it('answers an unknown id with the documented 404', async () => {
    const failure = await api
      .GET('/job-types/{id}', { params: { path: { id: 'no-such-job' } } })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
    expect(isApiError(failure) && failure.code).toBe('NOT_FOUND');
  });

  it('pages pro lists: the first page of roof construction is 20 long and the rest follows', async () => {
    const query = { jobType: 'roof-construction', language: 'ja' as const, prefecture: 'tokyo' };
    const first = await api.GET('/pro-location-jobtype-ref/pros-by-prefecture-and-job', {
      params: { query: { ...query, size: 20, skip: 0 } },
    });
    const total = first.data?.totalPros ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(first.data?.pros.length).toBe(Math.min(20, total));
    const second = await api.GET('/pro-location-jobtype-ref/pros-by-prefecture-and-job', {
      params: { query: { ...query, size: 20, skip: 20 } },
    });
    expect(second.data?.pros.length).toBe(Math.max(0, Math.min(20, total - 20)));
    const ids = new Set([...(first.data?.pros ?? []), ...(second.data?.pros ?? [])].map((pro) => pro.id));
    expect(ids.size).toBe((first.data?.pros.length ?? 0) + (second.data?.pros.length ?? 0));
  });
});

describe('the scenarios a developer previews pages with', () => {
  const raw = (path: string, prefer?: string) =>
    fetch(`${mockApiUrl()}${path}`, {
      headers: { 'x-ui-language': 'ja', ...(prefer ? { prefer } : {}) },
    });
  const prosByJob = '/pro-location-jobtype-ref/pros-by-job?jobType=house-cleaning&language=ja';

  it('answers random data for dynamic, with or without "=true", and the fixtures without it', async () => {
    const fixture = await (await raw(prosByJob)).text();
    for (const prefer of ['dynamic=true', 'dynamic']) {
      const response = await raw(prosByJob, prefer);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body, prefer).not.toBe(fixture);
      expect(JSON.parse(body)).toHaveProperty('pros');
    }
    expect(await (await raw(prosByJob, 'dynamic=false')).text()).toBe(fixture);
  });

  it('answers a forced 5xx on an operation that does not document it with the one error body', async () => {
    const response = await raw('/pros/pro-0002?caseStatus=published&isServicePage=true', 'code=500');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: expect.any(String) },
    });
  });

  it('answers an operation with no such named example as usual, and counts 0 when emptied', async () => {
    const profile = await raw('/pros/pro-0002?caseStatus=published&isServicePage=true', 'example=empty');
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { id: string }).id).toBe('pro-0002');
    const count = await raw(
      '/pro-location-jobtype-ref/pros-count?jobTypeId=house-cleaning&prefectureKey=tokyo&language=ja',
      'example=empty',
    );
    expect(await count.json()).toEqual({ count: 0 });
  });
});

describe('request validation', () => {
  it('refuses a request that breaks the contract (400, the contract’s one status for it, with the violations)', async () => {
    const response = await fetch(`${mockApiUrl()}/location-cities`, { headers: { 'x-ui-language': 'fr' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toMatch(/"path":\["header","x-ui-language"\]/);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
  });

  it('refuses a request body with contact fields left in `fields`', async () => {
    const response = await fetch(`${mockApiUrl()}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': clientToken },
      body: JSON.stringify({
        jobTypeId: 'house-cleaning',
        fields: { email: 'hanako@example.com' },
        jobTypeFieldsVersion: 1,
        context: { prefecture: 'tokyo' },
        language: 'ja',
        isDirectBooking: false,
        sent: true,
        status: 'open',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toMatch(/fields/);
  });
});

describe('sinks', () => {
  it('capture web-vitals beacons the mock accepted, and Sentry envelopes', async () => {
    await sinks.clear();
    const api = manualClient();
    await api.POST('/beacons/web-vitals', {
      body: {
        connectionType: '4g',
        cpuCount: 2,
        url: '/home',
        userAgent: 'test',
        metrics: [{ name: 'CLS', value: 0.0123, rating: 'good', id: 'c1' }],
      },
    });
    const beacons = await sinks.read<{ url: string }>('webVitals');
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/home');

    const envelope = [
      JSON.stringify({ event_id: 'abc' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'boom' }),
    ].join('\n');
    const response = await fetch(`${companionUrl()}/api/1/envelope/`, { method: 'POST', body: envelope });
    expect(response.ok).toBe(true);
    const events = await sinks.read<{ items: { type: string; payload: { message: string } }[] }>('sentry');
    expect(events[0]?.items[0]).toEqual({ type: 'event', payload: { message: 'boom' } });
  });
});
