// What the client accepts as a GET's answer: a body (no GET of the contract answers without one, so
// no body is the call's failure, never an empty answer that would read as "none yet"), and an answer
// within a time limit (a call that never answers would leave its page loading for good). Neither
// rule touches calls that change something: they may answer 204, and an upload may take long.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CallTimeoutError,
  failureKind,
  failureTags,
  isCallFailure,
  MalformedAnswerError,
  NetworkError,
} from '../../../src/api';
import { ANSWER_LIMIT_MS } from '../../../src/api/client';
import { gardenerJobType as jobType, stubbedClient } from '../../helpers/api-client';

const clientAnswering = (
  answer: (request: Request) => Promise<Response>,
  contractViolations: 'throw' | 'report' = 'report',
) => stubbedClient(answer, { contractViolations, reportCheckDelayMs: 60_000 });

const getJobType = (api: ReturnType<typeof clientAnswering>['api'], signal?: AbortSignal) =>
  api
    .GET('/job-types/{id}', { params: { path: { id: 'gardener' } }, ...(signal ? { signal } : {}) })
    .catch((caught: unknown) => caught);

/** Like a browser's fetch: never answers, and rejects with the reason once its request is aborted. */
const neverAnswers = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a GET answered 2xx without a body', () => {
  const jsonHeaders = { 'content-type': 'application/json' };
  it.each([
    ['204 No Content', () => new Response(null, { status: 204 })],
    ['200 with an empty body', () => new Response('', { status: 200, headers: jsonHeaders })],
    [
      '200 with Content-Length 0',
      () => new Response('', { status: 200, headers: { 'content-length': '0' } }),
    ],
    ['200 with a literal null', () => new Response('null', { status: 200, headers: jsonHeaders })],
    ['200 with null and no content type', () => new Response('null', { status: 200 })],
  ])('%s is the call’s MalformedAnswerError, in both modes', async (_name, answer) => {
    for (const mode of ['throw', 'report'] as const) {
      const { api } = clientAnswering(async () => answer(), mode);
      const error = await getJobType(api);
      expect(error).toBeInstanceOf(MalformedAnswerError);
      expect(isCallFailure(error)).toBe(true);
      expect(failureKind(error)).toBe('failed');
      expect(failureTags(error)).toMatchObject({ operation: 'GET /job-types/{id}' });
    }
  });

  it('a 204 to a call that changes something is its answer', async () => {
    const { api } = clientAnswering(async () => new Response(null, { status: 204 }));
    const { data, response } = await api.PUT('/users/{id}/last-online', {
      params: { path: { id: 'user-1' } },
    });
    expect([data, response.status]).toEqual([undefined, 204]);
  });
});

describe('a GET that does not answer in time', () => {
  it(`fails after ${ANSWER_LIMIT_MS / 1000} s as a timeout, a kind of "no answer"`, async () => {
    vi.useFakeTimers();
    const { api, fetchMock } = clientAnswering(neverAnswers);
    let settled: unknown = 'pending';
    void getJobType(api).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(ANSWER_LIMIT_MS - 100);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBeInstanceOf(CallTimeoutError);
    // Code that knows only "no answer" still handles it as one.
    expect(settled).toBeInstanceOf(NetworkError);
    expect(failureKind(settled)).toBe('timeout');
    expect(failureTags(settled)).toEqual({ operation: 'GET /job-types/{id}', status: 'timeout' });
    expect(isCallFailure(settled)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails when the headers came but the body does not', async () => {
    vi.useFakeTimers();
    const { api } = clientAnswering(async (request) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'));
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    let settled: unknown = 'pending';
    void getJobType(api).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(ANSWER_LIMIT_MS);
    expect(settled).toBeInstanceOf(CallTimeoutError);
  });

  it('a call its caller gives up on is that abort, not a timeout', async () => {
    vi.useFakeTimers();
    const { api } = clientAnswering(neverAnswers);
    const caller = new AbortController();
    let settled: unknown = 'pending';
    void getJobType(api, caller.signal).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(1_000);
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeInstanceOf(Error);
    expect((settled as Error).name).toBe('AbortError');
    expect(settled).not.toBeInstanceOf(NetworkError);
  });

  it('an answer in time leaves no timer behind', async () => {
    vi.useFakeTimers();
    // (Development mode: production's contract check waits on a timer of its own.)
    const { api } = clientAnswering(
      async () => new Response(JSON.stringify(jobType), { headers: { 'content-type': 'application/json' } }),
      'throw',
    );
    const { data } = (await getJobType(api)) as { data: { id: string } };
    expect(data.id).toBe('gardener');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never limits a call that changes something (a send, an upload)', async () => {
    vi.useFakeTimers();
    const { api } = clientAnswering(neverAnswers);
    let settled: unknown = 'pending';
    void api
      .PUT('/users/{id}/last-online', { params: { path: { id: 'user-1' } } })
      .then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(ANSWER_LIMIT_MS * 5);
    expect(settled).toBe('pending');
  });
});
