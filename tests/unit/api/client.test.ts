// The API client's middleware: headers, typed errors, and contract checks (loud or reported).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswerText, type CheckRequest } from '../../../src/api/contract-check';
import { ContractViolationError, isApiError, type ClientContext } from '../../../src/api';
import { gardenerJobType as jobType, jsonAnswer, stubbedClient } from '../../helpers/api-client';

function clientWith(body: unknown, status = 200, context: Partial<ClientContext> = {}) {
  const requests: Request[] = [];
  const { api } = stubbedClient(
    async (request) => {
      requests.push(request);
      return jsonAnswer(body, status);
    },
    { language: () => 'en', ...context },
  );
  return { api, requests };
}

/** A production client reports a job type answer that breaks the contract; the page gets it. */
const brokenAnswerIsReported = async (waitForWorker: () => Promise<unknown> = async () => undefined) => {
  const onContractViolation = vi.fn();
  const { api } = clientWith({ ...jobType, fieldsVersion: 'one' }, 200, {
    contractViolations: 'report',
    onContractViolation,
    reportCheckDelayMs: 0,
  });
  const { data } = await api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
  expect(data?.id).toBe('gardener');
  await waitForWorker();
  await vi.waitFor(() => expect(onContractViolation).toHaveBeenCalledTimes(1));
  const violation = onContractViolation.mock.calls[0]![0] as ContractViolationError;
  expect([violation.operationId, violation.paths]).toEqual(['getJobType', ['fieldsVersion']]);
};

describe('API client', () => {
  it('sends x-ui-language, x-device, client and the access token', async () => {
    const { api, requests } = clientWith(jobType);
    await api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
    const headers = requests[0]!.headers;
    expect(headers.get('x-ui-language')).toBe('en');
    expect(headers.get('x-device')).toBe('f'.repeat(32));
    expect(headers.get('client')).toBe('z-web');
    expect(headers.get('x-access-token')).toBe('tok-1');
  });

  it('keeps a language the call names itself', async () => {
    const { api, requests } = clientWith(jobType);
    await api.GET('/job-types/{id}', {
      params: { path: { id: 'gardener' } },
      headers: { 'x-ui-language': 'ja' },
    });
    expect(requests[0]!.headers.get('x-ui-language')).toBe('ja');
  });

  it('turns a non-2xx answer into an ApiError with the status and error code', async () => {
    const { api } = clientWith({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
    const error = await api
      .GET('/job-types/{id}', { params: { path: { id: 'x' } } })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });

  describe('a refused access token (401)', () => {
    const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } };
    const getJobType = (api: ReturnType<typeof clientWith>['api']) =>
      api.GET('/job-types/{id}', { params: { path: { id: 'x' } } }).catch((caught: unknown) => caught);

    it('is told, with the token the call carried, and the call still fails with its ApiError', async () => {
      const onUnauthorized = vi.fn();
      const { api } = clientWith(unauthorized, 401, { onUnauthorized });
      const error = await getJobType(api);
      expect(isApiError(error) && [error.status, error.code]).toEqual([401, 'UNAUTHORIZED']);
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('tok-1');
    });

    it('is not told of a 401 to a call without a token (a sign-in, a signed-out visitor)', async () => {
      const onUnauthorized = vi.fn();
      const { api } = clientWith({ error: { code: 'INVALID_CREDENTIALS', message: 'no' } }, 401, {
        accessToken: () => undefined,
        onUnauthorized,
      });
      const error = await api
        .POST('/auth/sign-in', { body: { email: 'taro@example.com', password: 'wrong' } })
        .catch((caught: unknown) => caught);
      expect(isApiError(error) && error.status).toBe(401);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it.each([403, 404, 500])('is not told of a %i to a call with a token', async (status) => {
      const onUnauthorized = vi.fn();
      const { api } = clientWith({ error: { code: 'X', message: 'no' } }, status, { onUnauthorized });
      expect(isApiError(await getJobType(api))).toBe(true);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  it('throws on an answer that breaks the contract (development and tests)', async () => {
    const { api } = clientWith({ ...jobType, fieldsVersion: 'one' });
    await expect(api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
  });

  it('reports such an answer and lets the page have it (production; in place without workers)', async () => {
    await brokenAnswerIsReported();
  });

  describe('production checks in a worker', () => {
    const posted: CheckRequest[] = [];
    /** Stands in for the browser's worker: answers with the real check, a moment later. */
    class CheckingWorker extends EventTarget {
      postMessage(request: CheckRequest) {
        posted.push(request);
        queueMicrotask(() =>
          this.dispatchEvent(
            new MessageEvent('message', {
              data: { id: request.id, result: checkAnswerText(request.key, request.text) },
            }),
          ),
        );
      }
      terminate() {}
    }
    /** A worker whose script fails to load. */
    class FailingWorker extends CheckingWorker {
      override postMessage() {
        queueMicrotask(() => this.dispatchEvent(new Event('error')));
      }
    }
    /** A worker that never answers (its script did not load, say). */
    class SilentWorker extends CheckingWorker {
      override postMessage(request: CheckRequest) {
        posted.push(request);
      }
    }
    afterEach(() => {
      posted.length = 0;
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('sends the answer to the worker as text and reports what it finds', async () => {
      vi.stubGlobal('Worker', CheckingWorker);
      await brokenAnswerIsReported();
      expect(posted).toHaveLength(1);
      expect(posted[0]!.key).toBe('GET /job-types/{id}');
      expect(JSON.parse(posted[0]!.text)).toMatchObject({ id: 'gardener', fieldsVersion: 'one' });
    });

    it('checks in place when the worker fails', async () => {
      vi.stubGlobal('Worker', FailingWorker);
      await brokenAnswerIsReported();
    });

    it('checks in place when the worker does not answer within 10 s', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('Worker', SilentWorker);
      await brokenAnswerIsReported(async () => {
        // The checker loads (a module of its own) with the first check, then posts the answer.
        await vi.waitFor(() => expect(posted).toHaveLength(1));
        await vi.advanceTimersByTimeAsync(9_000);
        expect(posted).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1_500);
      });
    });
  });

  it('adds the Prefer header of a development scenario for the operations it covers', async () => {
    const { api, requests } = clientWith(jobType, 200, {
      preferFor: (operationId) => (operationId === 'getJobType' ? 'code=500' : undefined),
    });
    await api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
    expect(requests[0]!.headers.get('Prefer')).toBe('code=500');
  });

  it('waits for a Prefer header given as a promise (the scenario switch loads with the first call)', async () => {
    const sent: (string | null)[] = [];
    for (const answer of ['code=500', undefined]) {
      const { api, requests } = clientWith(jobType, 200, {
        preferFor: async (operationId) => (operationId === 'getJobType' ? answer : 'code=429'),
      });
      await api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
      sent.push(requests[0]!.headers.get('Prefer'));
    }
    expect(sent).toEqual(['code=500', null]);
  });
});
