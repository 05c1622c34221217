// The companion's sinks keep parallel e2e tests apart: what a request tagged with `x-test-id` (a
// header, or the cookie the socket's handshake carries) leaves is read and emptied by that test only;
// an untagged reader (a developer, the contract tests) sees and empties everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../../../mocks/companion';

let companion: Companion;
beforeAll(async () => {
  companion = await startCompanion({ host: '127.0.0.1', port: 0, tokens: new Map() });
});
afterAll(() => companion.close());

const read = async (headers: Record<string, string> = {}) =>
  (await (await fetch(`${companion.url}/__sinks/analytics`, { headers })).json()) as unknown[];
const empty = (headers: Record<string, string> = {}) =>
  fetch(`${companion.url}/__sinks`, { method: 'DELETE', headers });

describe('per-test sinks', () => {
  it('a tagged reader sees its own entries, an untagged one sees all', async () => {
    companion.sinks.add('analytics', { event: 'a' }, 'test-a');
    companion.sinks.add('analytics', { event: 'b' }, 'test-b');
    companion.sinks.add('analytics', { event: 'untagged' });
    expect(await read({ 'x-test-id': 'test-a' })).toEqual([{ event: 'a' }]);
    expect(await read({ cookie: 'other=1; x-test-id=test-b' })).toEqual([{ event: 'b' }]);
    expect(await read()).toEqual([{ event: 'a' }, { event: 'b' }, { event: 'untagged' }]);
  });

  it('a tagged emptying removes only its own test’s entries', async () => {
    await empty({ 'x-test-id': 'test-a' });
    expect(await read({ 'x-test-id': 'test-a' })).toEqual([]);
    expect(await read()).toEqual([{ event: 'b' }, { event: 'untagged' }]);
    await empty();
    expect(await read()).toEqual([]);
  });

  it('a Sentry envelope is filed under the test whose request posted it', async () => {
    const envelope = '{"event_id":"1"}\n{"type":"event"}\n{"message":"boom"}\n';
    await fetch(`${companion.url}/api/1/envelope/`, {
      method: 'POST',
      body: envelope,
      headers: { 'x-test-id': 't' },
    });
    const sentry = (headers: Record<string, string>) =>
      fetch(`${companion.url}/__sinks/sentry`, { headers }).then(
        (response) => response.json() as Promise<unknown[]>,
      );
    expect(await sentry({ 'x-test-id': 't' })).toHaveLength(1);
    expect(await sentry({ 'x-test-id': 'someone-else' })).toEqual([]);
  });
});
