// @vitest-environment jsdom
// Adopting a registration's token whose session ends at once (the server refuses the token it just
// gave, or it has expired already): the session's end drops the token, as any end does, so adopting
// it again cannot sign in. `adopt` says so with its own error (`SessionEndedError`, src/lib/session,
// where the features that register import it), apart from a load that failed, which keeps the token
// for a retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, type ApiClient, type User } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';
import { SessionEndedError } from '../../../../src/lib/session';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn(async () => ({ close: vi.fn() })) }));

const { user } = buildDataset().sessions.client;
const registered = (expires = Date.now() + 3_600_000) => ({ token: 'tok-new-client', uid: user.id, expires });

function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  return { api: { GET } as unknown as ApiClient, GET };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('adopt, when the session ends at once', () => {
  it('a refused token: a SessionEndedError (named so), nothing kept, and again on a second adopt', async () => {
    const { api, GET } = fakeApi(async () =>
      Promise.reject(new ApiError('GET /auth/current-user', 401, undefined)),
    );
    const signedOut = vi.fn();
    const session = createAuthSession({ api, parts: [{ signedOut }] });
    await session.ready;

    const first = await session.adopt(registered()).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(SessionEndedError);
    expect((first as Error).name).toBe('SessionEndedError');
    expect(localStorage.getItem('auth')).toBeNull();
    // Not an expired session: the visitor never had one, and the sign-in page must not say it expired.
    // Nor a sign-out: what is kept for the visitor until sign-out (the name typed) stays.
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      token: undefined,
      sessionError: undefined,
      expired: false,
      signedOutHere: false,
      signedOutElsewhere: false,
    });
    expect(signedOut).toHaveBeenCalledTimes(1);

    await expect(session.adopt(registered())).rejects.toBeInstanceOf(SessionEndedError);
    expect(GET).toHaveBeenCalledTimes(2);
  });

  it('a token expired already: a SessionEndedError, without loading its user', async () => {
    const { api, GET } = fakeApi(async () => user);
    const session = createAuthSession({ api });
    await session.ready;
    await expect(session.adopt(registered(Date.now() - 1))).rejects.toBeInstanceOf(SessionEndedError);
    expect(GET).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('a load that failed is no ended session: its own error, the token kept for the retry', async () => {
    const failure = new ApiError('GET /auth/current-user', 503, undefined);
    const session = createAuthSession({ api: fakeApi(async () => Promise.reject(failure)).api });
    await session.ready;
    const error = await session.adopt(registered()).catch((caught: unknown) => caught);
    expect(error).toBe(failure);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(localStorage.getItem('auth')).not.toBeNull();
  });
});
