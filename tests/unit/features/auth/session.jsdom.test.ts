// @vitest-environment jsdom
// The signed-in lifecycle: login with what is stored (or nothing), the other parts' turns in order,
// the socket, and logout on expiry, on a refused token and when asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, type ApiClient, type User } from '../../../../src/api';
import { createAuthSession, type SessionPart } from '../../../../src/features/auth/session';
import { setMonitoringUser } from '../../../../src/lib/monitoring';
import { connectRealtime, type RealtimeHandlers } from '../../../../src/lib/realtime';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({ connectRealtime: vi.fn() }));

const { user, auth } = buildDataset().sessions.client;
const { token } = auth;
const stored = (expires = Date.now() + 3_600_000) => JSON.stringify({ token, uid: user.id, expires });

function fakeApi(currentUser: () => Promise<User>) {
  const GET = vi.fn(async () => ({ data: await currentUser() }));
  const POST = vi.fn(async () => ({ data: { token, uid: user.id, expires: Date.now() + 3_600_000 } }));
  return { api: { GET, POST } as unknown as ApiClient, GET };
}

const close = vi.fn();
let handlers: RealtimeHandlers | undefined;
beforeEach(() => {
  localStorage.clear();
  close.mockClear();
  handlers = undefined;
  vi.mocked(setMonitoringUser).mockClear();
  vi.mocked(connectRealtime).mockImplementation(async (options) => {
    handlers = options.handlers;
    return { close };
  });
});
afterEach(() => vi.clearAllMocks());

/** A part that records its turns, in order. */
function recordingPart(turns: string[]): SessionPart {
  return {
    beforeSignedIn: async (who) => void turns.push(`before:${who.id}`),
    signedIn: (who) => void turns.push(`signedIn:${who.id}`),
    realtime: (userId) => ({ newNotification: (item) => void turns.push(`pushed:${userId}:${item.id}`) }),
    signedOut: () => void turns.push('signedOut'),
  };
}

describe('createAuthSession', () => {
  it('with nothing stored, is ready signed out and asks the API nothing', async () => {
    const { api, GET } = fakeApi(async () => user);
    const session = createAuthSession({ api });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ isAuthenticated: false, isLoadingAuth: false });
    expect(GET).not.toHaveBeenCalled();
  });

  it('with stored auth, loads the user, gives the parts their turns and opens the socket', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const { api } = fakeApi(async () => user);
    const session = createAuthSession({
      api,
      parts: [
        {
          // The signed-in state shows only after this has finished.
          beforeSignedIn: async () => {
            expect(session.store.getState().isAuthenticated).toBe(false);
            turns.push('texts');
          },
        },
        recordingPart(turns),
      ],
    });
    await session.ready;
    expect(session.store.getState()).toMatchObject({
      currentUser: user,
      isAuthenticated: true,
      isLoadingAuth: false,
      token,
    });
    expect(turns).toEqual(['texts', `before:${user.id}`, `signedIn:${user.id}`]);
    expect(setMonitoringUser).toHaveBeenCalledWith(user.id);

    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    handlers?.newNotification?.({ id: 'n-1' } as Parameters<
      NonNullable<RealtimeHandlers['newNotification']>
    >[0]);
    expect(turns.at(-1)).toBe(`pushed:${user.id}:n-1`);
  });

  it('logs out when the stored auth has expired', async () => {
    localStorage.setItem('auth', stored(Date.now() - 1));
    localStorage.setItem('uid', user.id);
    const turns: string[] = [];
    const { api, GET } = fakeApi(async () => user);
    const session = createAuthSession({ api, parts: [recordingPart(turns)] });
    await session.ready;
    expect(GET).not.toHaveBeenCalled();
    expect(turns).toEqual(['signedOut']);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
  });

  it('logs out when the API refuses the token, and only ends the loading on other failures', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const refused = createAuthSession({
      api: fakeApi(async () => Promise.reject(new ApiError('getCurrentUser', 401, undefined))).api,
      parts: [recordingPart(turns)],
    });
    await refused.ready;
    expect(turns).toEqual(['signedOut']);
    expect(localStorage.getItem('auth')).toBeNull();

    localStorage.setItem('auth', stored());
    turns.length = 0;
    const offline = createAuthSession({
      api: fakeApi(async () => Promise.reject(new TypeError('offline'))).api,
      parts: [recordingPart(turns)],
    });
    await offline.ready;
    expect(offline.store.getState()).toMatchObject({ isAuthenticated: false, isLoadingAuth: false });
    expect(turns).toEqual([]);
    expect(localStorage.getItem('auth')).not.toBeNull();
  });

  it('logout clears the stored session, closes the socket and gives the parts their turn', async () => {
    localStorage.setItem('auth', stored());
    const turns: string[] = [];
    const session = createAuthSession({ api: fakeApi(async () => user).api, parts: [recordingPart(turns)] });
    await session.ready;
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    await session.logout();
    expect(close).toHaveBeenCalledTimes(1);
    expect(turns.at(-1)).toBe('signedOut');
    expect(session.store.getState()).toMatchObject({
      isAuthenticated: false,
      currentUser: null,
      token: undefined,
    });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(setMonitoringUser).toHaveBeenLastCalledWith(null);
  });

  it('a token the socket refuses ends the session', async () => {
    localStorage.setItem('auth', stored());
    const session = createAuthSession({ api: fakeApi(async () => user).api });
    await session.ready;
    await vi.waitFor(() => expect(connectRealtime).toHaveBeenCalledTimes(1));
    handlers?.unauthorized?.('revoked');
    await vi.waitFor(() => expect(session.store.getState().isAuthenticated).toBe(false));
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('signIn stores the token and signs in; adopt fails loudly when the user cannot load', async () => {
    const session = createAuthSession({ api: fakeApi(async () => user).api });
    await session.ready;
    await session.signIn('hanako@example.com', 'secret');
    expect(session.store.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('uid')).toBe(user.id);

    localStorage.clear();
    const failing = createAuthSession({
      api: fakeApi(async () => Promise.reject(new TypeError('offline'))).api,
    });
    await failing.ready;
    await expect(failing.adopt({ token, uid: user.id, expires: Date.now() + 3_600_000 })).rejects.toThrow(
      /could not be loaded/,
    );
  });
});
