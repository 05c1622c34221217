// What a failed call is, for the page that shows it and the report that names it: a network
// failure, a rate limit, a real not-found, or anything else (the server's fault, a garbled answer).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createQueryClient,
  failureKind,
  failureTags,
  jobTypeQueryOptions,
  NetworkError,
} from '../../../src/api';
import { jsonAnswer, stubbedClient } from '../../helpers/api-client';

/** A signed-out client whose every call is answered by `answer`. */
const clientAnswering = (
  answer: () => Promise<Response>,
  contractViolations: 'throw' | 'report' = 'report',
) =>
  stubbedClient(answer, { accessToken: () => undefined, contractViolations, reportCheckDelayMs: 60_000 }).api;

const errorBody = { error: { code: 'INTERNAL', message: 'boom' } };

afterEach(() => vi.unstubAllGlobals());

describe('the client names each failure', () => {
  it('no answer at all is a NetworkError with the operation', async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api
      .GET('/job-types/{id}', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(failureKind(error)).toBe('network');
    expect(failureTags(error)).toEqual({ operation: 'GET /job-types/{id}', status: '0' });
  });

  it.each(['throw', 'report'] as const)('an answer that is not JSON is named (%s mode)', async (mode) => {
    const api = clientAnswering(
      async () =>
        new Response('{"id": "gard', { status: 200, headers: { 'content-type': 'application/json' } }),
      mode,
    );
    const error = await api
      .GET('/job-types/{id}', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    expect(failureKind(error)).toBe('failed');
    expect(failureTags(error)).toEqual({ operation: 'GET /job-types/{id}', status: '200' });
  });

  it.each([
    [404, 'notFound'],
    [429, 'rateLimited'],
    [500, 'failed'],
    [503, 'failed'],
    [400, 'failed'],
  ] as const)('HTTP %i is %s', (status, kind) => {
    const error = new ApiError('GET /job-types/{id}', status, undefined);
    expect(failureKind(error)).toBe(kind);
    expect(failureTags(error)).toEqual({ operation: 'GET /job-types/{id}', status: String(status) });
  });

  it('an unknown error is a plain failure with no tags', () => {
    expect(failureKind(new Error('x'))).toBe('failed');
    expect(failureTags(new Error('x'))).toEqual({});
  });
});

describe('a job type', () => {
  it('is null only when the API says it does not exist', async () => {
    const api = clientAnswering(async () => jsonAnswer(errorBody, 404));
    await expect(createQueryClient().fetchQuery(jobTypeQueryOptions(api, 'gone', 'ja'))).resolves.toBeNull();
  });

  it.each([
    ['a 500', async () => jsonAnswer(errorBody, 500)],
    ['a 429', async () => jsonAnswer(errorBody, 429)],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an answer that is not JSON',
      async () => new Response('<html>', { headers: { 'content-type': 'application/json' } }),
    ],
  ])('fails on %s, is not cached as "not found", and a retry asks again', async (_name, answer) => {
    const api = clientAnswering(answer);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const options = jobTypeQueryOptions(api, 'gardener', 'ja');
    await expect(queryClient.fetchQuery(options)).rejects.toBeDefined();
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(queryClient.ensureQueryData(options)).rejects.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
