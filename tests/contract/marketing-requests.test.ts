// Sample and popular requests of the marketing pages (src/api/marketing-requests.ts) against the
// mock: the place each names (the sample call names it by its own parameters, with the language
// and how many), and failures: failed popular requests and failed sample requests are the
// section's error, never a false "none".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popularRequestsQueryOptions, SAMPLE_REQUESTS, sampleRequestsQueryOptions } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, failing, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

beforeEach(() => vi.mocked(reportError).mockClear());

const city = { jobTypeId: 'gardener', prefectureKey: 'tokyo', cityKey: 'shibuya-ku' };

describe('popular requests', () => {
  it('name the job type and place as given', async () => {
    const { api, sent } = recording();
    const popular = await fresh().fetchQuery(popularRequestsQueryOptions(api, city, 'en'));
    await fresh().fetchQuery(popularRequestsQueryOptions(api, { jobTypeId: 'gardener' }, 'ja'));
    expect(sent).toEqual([
      { method: 'GET', path: '/requests/popular-requests/', query: city, language: 'en' },
      {
        method: 'GET',
        path: '/requests/popular-requests/',
        query: { jobTypeId: 'gardener' },
        language: 'ja',
      },
    ]);
    expect(popular.length).toBeGreaterThan(0);
  });

  it('a place counts and averages its own requests: Tokyo has more, at higher prices, than Okinawa', async () => {
    const api = apiClient();
    const popularIn = (prefectureKey?: string) =>
      fresh().fetchQuery(
        popularRequestsQueryOptions(
          api,
          { jobTypeId: 'gardener', ...(prefectureKey && { prefectureKey }) },
          'ja',
        ),
      );
    const [nationwide, tokyo, okinawa] = await Promise.all([undefined, 'tokyo', 'okinawa'].map(popularIn));
    expect(nationwide!.length).toBeGreaterThan(0);
    nationwide!.forEach((request, index) => {
      const [inTokyo, inOkinawa] = [tokyo![index]!, okinawa![index]!];
      expect([inTokyo.id, inOkinawa.id]).toEqual([request.id, request.id]);
      expect(inTokyo.requestCount).toBeLessThan(request.requestCount);
      expect(inTokyo.requestCount).toBeGreaterThan(inOkinawa.requestCount);
      expect(inTokyo.averagePrice).toBeGreaterThan(inOkinawa.averagePrice!);
    });
  });

  it('a failure is not swallowed: the section shows its error, never a false "none"', async () => {
    const api = failing('listPopularRequests');
    const place = { jobTypeId: 'gardener', prefectureKey: 'tokyo' };
    await expect(fresh().fetchQuery(popularRequestsQueryOptions(api, place, 'ja'))).rejects.toMatchObject({
      status: 500,
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('sample requests', () => {
  it(`name the place as prefectureId and cityId, with the language and at most ${SAMPLE_REQUESTS}`, async () => {
    const { api, sent } = recording();
    const samples = await fresh().fetchQuery(sampleRequestsQueryOptions(api, city, 'en'));
    await fresh().fetchQuery(sampleRequestsQueryOptions(api, { jobTypeId: 'gardener' }, 'ja'));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/sample-requests/query',
        query: {
          jobTypeId: 'gardener',
          prefectureId: 'tokyo',
          cityId: 'shibuya-ku',
          language: 'en',
          limit: String(SAMPLE_REQUESTS),
        },
        language: 'en',
      },
      {
        method: 'GET',
        path: '/sample-requests/query',
        query: { jobTypeId: 'gardener', language: 'ja', limit: String(SAMPLE_REQUESTS) },
        language: 'ja',
      },
    ]);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.length).toBeLessThanOrEqual(SAMPLE_REQUESTS);
  });

  it('a failure is not swallowed: the section shows its error', async () => {
    await expect(
      fresh().fetchQuery(sampleRequestsQueryOptions(failing('listSampleRequests', 400), city, 'ja')),
    ).rejects.toMatchObject({ status: 400 });
    expect(reportError).not.toHaveBeenCalled();
  });
});
