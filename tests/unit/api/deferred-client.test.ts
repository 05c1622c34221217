// The browser's API client before its code has loaded: calls wait for it and are its calls; a chunk
// that fails to load fails the call as one that got no answer, and the next call loads it again.
import { describe, expect, it, vi } from 'vitest';
import { deferredApiClient, isCallFailure, NetworkError, type ClientContext } from '../../../src/api';
import type * as Client from '../../../src/api/client';
import { gardenerJobType, jsonAnswer } from '../../helpers/api-client';

const context: ClientContext = {
  language: () => 'en',
  fingerprint: () => 'f'.repeat(32),
  accessToken: () => 'tok-1',
};

/** A loader of the client's module the test releases (or fails) when it wants. */
function heldLoader() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Client>((resolve, reject) => {
        attempts.push({
          resolve: () => void import('../../../src/api/client').then(resolve),
          reject,
        });
      }),
  );
  return { load, attempts };
}

describe('deferred API client', () => {
  it('starts loading at once, holds calls until loaded, then makes them with the real middleware', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonAnswer(gardenerJobType));
    vi.stubGlobal('fetch', fetchMock);
    const { load, attempts } = heldLoader();
    const api = deferredApiClient('http://api.test', context, load);
    expect(load).toHaveBeenCalledTimes(1);

    const answer = api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    attempts[0]!.resolve();
    const { data } = await answer;
    expect(data?.id).toBe('gardener');
    const request = fetchMock.mock.calls[0]![0];
    expect([
      request.url,
      request.headers.get('x-ui-language'),
      request.headers.get('x-access-token'),
    ]).toEqual(['http://api.test/job-types/gardener', 'en', 'tok-1']);

    // Loaded: later calls go straight to it, without loading again.
    await api
      .POST('/auth/sign-in', { body: { email: 'a@example.com', password: 'x' } })
      .catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1]![0].method).toBe('POST');
  });

  it("fails a call as a network failure when the client's code cannot load, and loads again on the next", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer(gardenerJobType)),
    );
    const { load, attempts } = heldLoader();
    const api = deferredApiClient('http://api.test', context, load);
    const first = api
      .GET('/job-types/{id}', { params: { path: { id: 'gardener' } } })
      .catch((e: unknown) => e);
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await first;
    expect(error).toBeInstanceOf(NetworkError);
    expect(isCallFailure(error)).toBe(true);
    expect((error as NetworkError).message).toContain('GET /job-types/{id}');

    const retry = api.GET('/job-types/{id}', { params: { path: { id: 'gardener' } } });
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve();
    expect((await retry).data?.id).toBe('gardener');
  });

  it('reports a swallowed failure through the context without loading anything more', () => {
    const onSwallowedError = vi.fn();
    const { load } = heldLoader();
    const api = deferredApiClient('http://api.test', { ...context, onSwallowedError }, load);
    const failure = new Error('x');
    api.reportSwallowed(failure, { tags: { operation: 'getJobType' } });
    expect(onSwallowedError).toHaveBeenCalledWith(failure, { tags: { operation: 'getJobType' } });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
