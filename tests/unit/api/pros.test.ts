// A pro's profile by any of its keys, as production's client hands the answers over (it only
// reports contract violations): an answer that is no pro (an empty object, a list, a pro without
// its id) is the call's failure, never "no such pro" nor a pro that is nobody; a 404 is "none";
// a pro with a field off the contract is still the pro (the client reports it; the page degrades).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ContractViolationError,
  failureKind,
  failureTags,
  isCallFailure,
  proProfileQueryOptions,
} from '../../../src/api';
import { jsonAnswer, stubbedClient } from '../../helpers/api-client';
import { publicPro } from '../../helpers/pros';

const pro = publicPro();
const notFound = () => jsonAnswer({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);

/** The profile by `key`, the API answering each path as `answers` says (404 for any other). */
async function profile(key: string, answers: Record<string, () => Response>) {
  const { api, fetchMock } = stubbedClient(
    async (request) => (answers[new URL(request.url).pathname] ?? notFound)(),
    { contractViolations: 'report', reportCheckDelayMs: 60_000 },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await queryClient
    .fetchQuery(proProfileQueryOptions(api, key, 'ja'))
    .catch((error: unknown) => ({ error }));
  const paths = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
  return { result, paths };
}

describe('an answer that is no pro', () => {
  it.each([
    ['an empty object', {}],
    ['a list of pros', [pro]],
    ['a pro without its id', { ...pro, id: undefined }],
    ['a string', 'pro-0001'],
  ])(
    'by slug, %s: the call failed (a contract violation), and no other key is tried',
    async (_name, body) => {
      const { result, paths } = await profile('yamada-cleaning', {
        '/pros/get-by-slug/yamada-cleaning': () => jsonAnswer(body),
        '/pros/yamada-cleaning': () => jsonAnswer(pro),
      });
      const { error } = result as { error: unknown };
      expect(error).toBeInstanceOf(ContractViolationError);
      expect(isCallFailure(error)).toBe(true);
      expect(failureKind(error)).toBe('failed');
      expect(failureTags(error)).toEqual({ operation: 'getProBySlug', status: 'contract' });
      expect(paths).toEqual(['/pros/get-by-slug/yamada-cleaning']);
    },
  );

  it('by id: the call failed', async () => {
    const { result } = await profile('pro-0001', { '/pros/pro-0001': () => jsonAnswer({}) });
    expect(failureTags((result as { error: unknown }).error)).toEqual({
      operation: 'getPro',
      status: 'contract',
    });
  });

  it("as an imported profile's own source: the call failed", async () => {
    const { result } = await profile('pro-0001', {
      '/pros/pro-0001': () => jsonAnswer({ ...pro, isItp: true }),
      '/itp-users/pro-0001': () => jsonAnswer([]),
    });
    expect(failureTags((result as { error: unknown }).error)).toEqual({
      operation: 'getItpUser',
      status: 'contract',
    });
  });
});

describe('a pro the API does not know', () => {
  it('404 by slug and by id: none', async () => {
    const { result, paths } = await profile('yamada-cleaning', {});
    expect(result).toBeNull();
    expect(paths).toEqual(['/pros/get-by-slug/yamada-cleaning', '/pros/yamada-cleaning']);
  });

  it('404 by slug, found by id: the pro', async () => {
    const { result } = await profile('yamada-cleaning', { '/pros/yamada-cleaning': () => jsonAnswer(pro) });
    expect(result).toEqual(pro);
  });
});

describe('a pro', () => {
  it('with a field off the contract: still the pro', async () => {
    const odd = { ...pro, reviewStatistics: { ratingValue: 'high' } };
    const { result } = await profile('yamada-cleaning', {
      '/pros/get-by-slug/yamada-cleaning': () => jsonAnswer(odd),
    });
    expect(result).toEqual(odd);
  });

  it('imported, whose own source does not know it (404): the pro as the profile call had it', async () => {
    const imported = { ...pro, isItp: true };
    const { result } = await profile('pro-0001', { '/pros/pro-0001': () => jsonAnswer(imported) });
    expect(result).toEqual(imported);
  });
});
