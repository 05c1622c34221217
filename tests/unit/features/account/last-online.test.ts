// The last-online heartbeat: once per interval while the tab is visible, at once on becoming
// visible when the last one is older than the interval, nothing while hidden, nothing after sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type User } from '../../../../src/api';
import {
  createLastOnlineHeartbeat,
  documentVisibility,
  LAST_ONLINE_INTERVAL_MS,
  lastOnlineSessionPart,
  type Visibility,
} from '../../../../src/features/account/last-online';

const MINUTE = 60_000;

/** A tab whose visibility the test sets. */
function fakeVisibility(visible = true) {
  let state = visible;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => state,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { visibility, set, listeners };
}

describe('the last-online heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const setUp = (visible = true) => {
    const tab = fakeVisibility(visible);
    const sent: { userId: string; at: number }[] = [];
    const heartbeat = createLastOnlineHeartbeat({
      send: (userId) => {
        sent.push({ userId, at: Date.now() });
        return Promise.resolve();
      },
      visibility: tab.visibility,
    });
    return { tab, sent, heartbeat };
  };

  it('is once per five minutes', () => {
    expect(LAST_ONLINE_INTERVAL_MS).toBe(5 * MINUTE);
  });

  it('beats at sign-in, then once per interval while the tab stays visible', () => {
    const { sent, heartbeat } = setUp();
    const start = Date.now();
    heartbeat.start('user-1');
    expect(sent).toEqual([{ userId: 'user-1', at: start }]);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((beat) => beat.at - start)).toEqual([0, 5 * MINUTE]);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(sent.map((beat) => beat.at - start)).toEqual([0, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE]);
  });

  it('sends nothing and keeps no timer while the tab is hidden', () => {
    const { tab, sent, heartbeat } = setUp(false);
    heartbeat.start('user-1');
    expect(sent).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(sent).toHaveLength(0);
    // Shown: at once, as nothing was sent yet.
    tab.set(true);
    expect(sent).toHaveLength(1);
  });

  it('on becoming visible, sends at once only if the last heartbeat is older than the interval', () => {
    const { tab, sent, heartbeat } = setUp();
    const start = Date.now();
    heartbeat.start('user-1');
    tab.set(false);
    expect(vi.getTimerCount()).toBe(0);
    // Back after two minutes: too soon; the next one is due when the interval is up.
    vi.advanceTimersByTime(2 * MINUTE);
    tab.set(true);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(3 * MINUTE);
    expect(sent.map((beat) => beat.at - start)).toEqual([0, 5 * MINUTE]);
    // Hidden for twenty minutes: nothing meanwhile, then one at once.
    tab.set(false);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(sent).toHaveLength(2);
    tab.set(true);
    expect(sent.map((beat) => beat.at - start)).toEqual([0, 5 * MINUTE, 25 * MINUTE]);
  });

  it('stops at sign-out: no timer, no listener, nothing on becoming visible', () => {
    const { tab, sent, heartbeat } = setUp();
    heartbeat.start('user-1');
    heartbeat.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(tab.listeners.size).toBe(0);
    vi.advanceTimersByTime(30 * MINUTE);
    tab.set(false);
    tab.set(true);
    expect(sent).toHaveLength(1);
  });

  it('a sign-in as someone else beats for them only', () => {
    const { sent, heartbeat, tab } = setUp();
    heartbeat.start('user-1');
    heartbeat.start('user-2');
    expect(tab.listeners.size).toBe(1);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(sent.map((beat) => beat.userId)).toEqual(['user-1', 'user-2', 'user-2']);
  });

  it('a failed heartbeat is told and does not stop the next', async () => {
    const tab = fakeVisibility();
    const failures: unknown[] = [];
    const send = vi.fn<(userId: string) => Promise<void>>().mockRejectedValueOnce(new Error('offline'));
    send.mockResolvedValue(undefined);
    const heartbeat = createLastOnlineHeartbeat({
      send,
      visibility: tab.visibility,
      onFailure: (error) => failures.push(error),
    });
    heartbeat.start('user-1');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(failures).toEqual([new Error('offline')]);
    expect(send).toHaveBeenCalledTimes(2);
    heartbeat.stop();
  });
});

describe('the heartbeat as a session part', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const user = { id: 'user-7' } as User;

  it('sends PUT /users/{id}/last-online once signed in, reports only refused answers, stops at sign-out', async () => {
    const tab = fakeVisibility();
    const calls: string[] = [];
    const reported: unknown[] = [];
    const refused = new ApiError('touchLastOnline', 403, undefined);
    const answers = [() => Promise.reject(new TypeError('fetch failed')), () => Promise.reject(refused)];
    const api = {
      PUT: (path: string, init: { params: { path: { id: string } } }) => {
        calls.push(`${path} ${init.params.path.id}`);
        return (answers.shift() ?? (() => Promise.resolve({ data: undefined })))();
      },
    };
    const part = lastOnlineSessionPart({
      api: api as never,
      onFailure: (error) => reported.push(error),
      visibility: tab.visibility,
    });
    part.signedIn(user);
    await vi.advanceTimersByTimeAsync(LAST_ONLINE_INTERVAL_MS);
    expect(calls).toEqual(['/users/{id}/last-online user-7', '/users/{id}/last-online user-7']);
    expect(reported).toEqual([refused]);
    part.signedOut();
    await vi.advanceTimersByTimeAsync(3 * LAST_ONLINE_INTERVAL_MS);
    expect(calls).toHaveLength(2);
  });
});

describe('the document visibility', () => {
  it('reads visibilityState and hears visibilitychange until told to stop', () => {
    const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
    target.visibilityState = 'hidden';
    const visibility = documentVisibility(target as unknown as Document);
    const heard: boolean[] = [];
    const stop = visibility.onChange(() => heard.push(visibility.isVisible()));
    expect(visibility.isVisible()).toBe(false);
    target.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([true]);
  });
});
