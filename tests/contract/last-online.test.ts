// The last-online heartbeat through the app's code (src/features/account/last-online.ts, the
// session part the browser's services start at sign-in) against the mock: the exact call, its
// headers and no body; a refused heartbeat (no token, another user's id) is told to the reporter.
import { describe, expect, it, vi } from 'vitest';
import { isApiError, type User } from '../../src/api';
import { lastOnlineSessionPart, type Visibility } from '../../src/features/account/last-online';
import { clientToken, fixtures, recording } from './harness';

const { client, pro } = fixtures.sessions;
const visible: Visibility = { isVisible: () => true, onChange: () => () => undefined };

/** Signs `user` in with the session part, waits for its first heartbeat's answer, signs out. */
async function firstHeartbeat(user: User, token?: string) {
  const record = recording(token ? { token } : {});
  const failures: unknown[] = [];
  const part = lastOnlineSessionPart({
    api: record.api,
    onFailure: (error) => failures.push(error),
    visibility: visible,
  });
  part.signedIn(user);
  // Answered, and a refusal has reached the reporter.
  await vi.waitFor(() => {
    const answer = record.answers[0];
    expect(answer).toBeDefined();
    if (answer && answer.status >= 400) expect(failures).toHaveLength(1);
  });
  part.signedOut();
  return { ...record, failures };
}

describe('PUT /users/{id}/last-online (the heartbeat)', () => {
  it('sends the signed-in user’s id with the token and the app’s headers, no body; 204', async () => {
    const { sent, requests, answers, failures } = await firstHeartbeat(client.user, clientToken);
    expect(sent).toEqual([
      { method: 'PUT', path: `/users/${client.user.id}/last-online`, query: {}, language: 'ja' },
    ]);
    const [request] = requests;
    expect(request?.headers.get('x-access-token')).toBe(clientToken);
    expect(request?.headers.get('client')).toBe('z-web');
    expect(request?.headers.get('x-device')).toBe('unknown-fingerprint');
    expect(await request?.text()).toBe('');
    expect(answers).toEqual([{ status: 204, violations: null }]);
    expect(failures).toEqual([]);
  });

  it('a refused heartbeat is told: 401 without a token, 403 for another user’s id', async () => {
    const statuses = async (user: User, token?: string) =>
      (await firstHeartbeat(user, token)).failures.map((error) => (isApiError(error) ? error.status : error));
    expect(await statuses(client.user)).toEqual([401]);
    expect(await statuses(pro.user, clientToken)).toEqual([403]);
  });
});
