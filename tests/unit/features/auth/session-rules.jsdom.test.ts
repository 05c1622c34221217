// @vitest-environment jsdom
// The session's stored rules beside the lifecycle: the failed-attempts counter (counted on refused
// credentials, reset to 0 by a sign-in), the loginStep1Passed goal, and the landing URL's UTM
// parameters (kept at start-up, cleared at logout, not lost to an expired session's logout).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { ApiError, type ApiClient } from '../../../../src/api';
import { createAuthSession } from '../../../../src/features/auth/session';

vi.mock('../../../../src/lib/monitoring', () => ({ setMonitoringUser: vi.fn() }));
vi.mock('../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

const { user, auth } = buildDataset().sessions.client;

/** An API whose sign-in answers each of `answers` in turn (a status is a refusal). */
function fakeApi(answers: (number | 'ok')[]) {
  const POST = vi.fn(async () => {
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw new ApiError('signIn', answer, undefined);
    return { data: { token: auth.token, uid: user.id, expires: Date.now() + 3_600_000 } };
  });
  const GET = vi.fn(async () => ({ data: user }));
  return { GET, POST } as unknown as ApiClient;
}

const landOn = (search: string) => window.history.replaceState(null, '', `/start${search}`);

beforeEach(() => {
  localStorage.clear();
  landOn('');
});
afterEach(() => vi.clearAllMocks());

describe('failed sign-in attempts', () => {
  it('counts each refused sign-in and resets to 0 on the next that succeeds', async () => {
    const onConversion = vi.fn();
    const session = createAuthSession({ api: fakeApi([401, 401, 'ok']), onConversion });
    await session.ready;

    await expect(session.signIn('hanako@example.com', 'wrong')).rejects.toThrow(ApiError);
    expect(localStorage.getItem('failedAttempts')).toBe('1');
    await expect(session.signIn('hanako@example.com', 'wrong again')).rejects.toThrow(ApiError);
    expect(localStorage.getItem('failedAttempts')).toBe('2');
    expect(onConversion).not.toHaveBeenCalled();

    await session.signIn('hanako@example.com', 'correct-horse-battery');
    expect(localStorage.getItem('failedAttempts')).toBe('0');
    expect(session.store.getState().isAuthenticated).toBe(true);
    expect(onConversion).toHaveBeenCalledExactlyOnceWith('loginStep1Passed');
  });

  it('does not count a sign-in that failed for another reason (rate limit, server error)', async () => {
    localStorage.setItem('failedAttempts', '2');
    const session = createAuthSession({ api: fakeApi([429, 500]) });
    await session.ready;
    await expect(session.signIn('hanako@example.com', 'x')).rejects.toThrow(ApiError);
    await expect(session.signIn('hanako@example.com', 'x')).rejects.toThrow(ApiError);
    expect(localStorage.getItem('failedAttempts')).toBe('2');
  });

  it('survives a logout (only a sign-in or a session sync resets it)', async () => {
    const session = createAuthSession({ api: fakeApi([401]) });
    await session.ready;
    await expect(session.signIn('hanako@example.com', 'wrong')).rejects.toThrow(ApiError);
    await session.logout();
    expect(localStorage.getItem('failedAttempts')).toBe('1');
  });
});

describe('UTM parameters of the landing URL', () => {
  it('are stored at start-up and cleared at logout', async () => {
    landOn('?utm_source=google&utm_medium=cpc&utm_campaign=spring&page=2');
    const session = createAuthSession({ api: fakeApi([]) });
    await session.ready;
    expect(JSON.parse(localStorage.getItem('utm') ?? 'null')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'spring',
    });
    await session.logout();
    expect(localStorage.getItem('utm')).toBeNull();
  });

  it('a landing URL without any keeps the stored ones', async () => {
    localStorage.setItem('utm', JSON.stringify({ source: 'newsletter' }));
    const session = createAuthSession({ api: fakeApi([]) });
    await session.ready;
    expect(JSON.parse(localStorage.getItem('utm') ?? 'null')).toEqual({ source: 'newsletter' });
  });

  it('are kept when the stored session has expired (its logout runs before they are captured)', async () => {
    localStorage.setItem('auth', JSON.stringify({ token: auth.token, uid: user.id, expires: 1 }));
    localStorage.setItem('utm', JSON.stringify({ source: 'old' }));
    landOn('?utm_source=line&utm_content=banner');
    const session = createAuthSession({ api: fakeApi([]) });
    await session.ready;
    expect(localStorage.getItem('auth')).toBeNull();
    expect(JSON.parse(localStorage.getItem('utm') ?? 'null')).toEqual({ source: 'line', content: 'banner' });
  });
});
