// Service requests (src/api/requests.ts) against the mock: the duplicate check, creation with its
// optional headers, and how a failed creation reads for the user — the rate-limit notice (429), a
// refusal's error code shown (4xx with a code), a retry message (network), anything else reported
// (a 5xx even though its body has a code: the user did nothing to fix).
import { describe, expect, it } from 'vitest';
import {
  checkDuplicateRequest,
  classifyCreateFailure,
  createRequest,
  NOT_DUPLICATE,
  type RequestPayload,
} from '../../src/api';
import { apiClient, clientToken, fixtures, offlineClient, recording } from './harness';

const client = fixtures.sessions.client.user;

const payload = {
  jobTypeId: 'house-cleaning',
  clientId: client.id,
  fields: {
    frequency: 'once',
    dateTime: { date: '2026-12-05', timeRange: { start: '09:00', end: '12:00' } },
  },
  jobTypeFieldsVersion: 1,
  context: { prefecture: 'tokyo', city: 'shibuya-ku' },
  language: 'ja',
  isDirectBooking: false,
  sent: true,
  status: 'open',
} satisfies RequestPayload;

const optionalHeaders = ['social-context', 'client-source', 'recaptcha-response', 'recaptcha-v3-token'];

/** The error a creation forced to answer `prefer` fails with. */
async function failedCreation(prefer: string): Promise<unknown> {
  const api = apiClient({ token: clientToken, prefer: { createRequest: prefer } });
  return createRequest(api, payload, {}).then(
    () => {
      throw new Error('the forced failure did not happen');
    },
    (error: unknown) => error,
  );
}

describe('the duplicate check', () => {
  it("finds the user's open request of the job type, or answers the not-duplicate marker", async () => {
    const { api, sent } = recording({ token: clientToken });
    expect(await checkDuplicateRequest(api, client.id, 'aircon-cleaning')).toBe('req-0002');
    expect(await checkDuplicateRequest(api, client.id, 'house-cleaning')).toBe(NOT_DUPLICATE);
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: `/users/${client.id}/has-duplicate-request/aircon-cleaning`, query: {} },
      { method: 'GET', path: `/users/${client.id}/has-duplicate-request/house-cleaning`, query: {} },
    ]);
  });

  it('answers the forced duplicate example, and surfaces a failure', async () => {
    const duplicate = apiClient({
      token: clientToken,
      prefer: { checkDuplicateRequest: 'example=duplicate' },
    });
    expect(await checkDuplicateRequest(duplicate, client.id, 'house-cleaning')).toBe('req-0002');
    const refused = apiClient({ token: clientToken, prefer: { checkDuplicateRequest: 'code=401' } });
    await expect(checkDuplicateRequest(refused, client.id, 'house-cleaning')).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('creating a request', () => {
  it('posts the payload as the body, with the token, and answers the created request', async () => {
    const { api, requests } = recording({ token: clientToken });
    const created = await createRequest(api, payload, {});
    expect(created.jobTypeId).toBe('house-cleaning');
    expect(created.status).toBe('open');
    const request = requests[0]!;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/requests']);
    expect(await request.json()).toEqual(payload);
    expect(request.headers.get('x-access-token')).toBe(clientToken);
    expect(request.headers.get('client')).toBe('z-web');
    for (const header of optionalHeaders) expect(request.headers.has(header), header).toBe(false);
  });

  it('sends each optional header that is given, and none that is empty', async () => {
    const { api, requests } = recording({ token: clientToken });
    await createRequest(api, payload, {
      socialContext: 'request-form',
      clientSource: 'google',
      recaptchaResponse: 'v2-token',
      recaptchaV3Token: 'v3-token',
    });
    await createRequest(api, payload, { socialContext: '', clientSource: undefined, recaptchaV3Token: 'v3' });
    expect(Object.fromEntries(requests[0]!.headers)).toMatchObject({
      'social-context': 'request-form',
      'client-source': 'google',
      'recaptcha-response': 'v2-token',
      'recaptcha-v3-token': 'v3-token',
    });
    expect(optionalHeaders.filter((header) => requests[1]!.headers.has(header))).toEqual([
      'recaptcha-v3-token',
    ]);
  });
});

describe('how a failed creation reads', () => {
  it('429 is the rate-limit notice', async () => {
    expect(classifyCreateFailure(await failedCreation('code=429'))).toEqual({ kind: 'rateLimited' });
  });

  it.each([
    ['code=400, example=jobTypeNotRequestable', 'JOB_TYPE_NOT_REQUESTABLE'],
    ['code=400, example=captchaFailed', 'CAPTCHA_FAILED'],
    ['code=409', 'DUPLICATE_REQUEST'],
    ['code=401', 'UNAUTHORIZED'],
  ])('%s is its error code, %s, to show', async (prefer, code) => {
    expect(classifyCreateFailure(await failedCreation(prefer))).toEqual({ kind: 'code', code });
  });

  it('a 500 is reported (kind unknown), not shown as a code, though its body has one', async () => {
    const error = await failedCreation('code=500');
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(classifyCreateFailure(error)).toEqual({ kind: 'unknown' });
  });

  it('a network failure asks for a retry; anything else is unknown', async () => {
    const error = await createRequest(offlineClient(clientToken), payload, {}).catch(
      (caught: unknown) => caught,
    );
    expect(classifyCreateFailure(error)).toEqual({ kind: 'network' });
    expect(classifyCreateFailure(new Error('something else'))).toEqual({ kind: 'unknown' });
  });
});
