// Another tab's changes to the stored auth (src/lib/session/watch.ts): the auth key changed or the
// storage cleared there is told with what was left (valid auth data, else nothing); other keys and
// other storages are not; stopping stops.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../../src/lib/session';
import { watchStoredAuth } from '../../../../src/lib/session/watch';

const auth = { token: 'tok-1', uid: 'user-1', expires: 4102444800000 };

/** A window stand-in that hands `storage` events to its listener. */
function fakeWindow() {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    addEventListener: vi.fn((_type: string, added: (event: StorageEvent) => void) => (listener = added)),
    removeEventListener: vi.fn(() => (listener = undefined)),
    tell: (event: Partial<StorageEvent>) => listener?.(event as unknown as StorageEvent),
  };
}

describe('watchStoredAuth', () => {
  const storage = createMemoryStorage();

  it.each([
    ['the auth key set to valid auth data', { key: 'auth', newValue: JSON.stringify(auth) }, auth],
    ['the auth key removed', { key: 'auth', newValue: null }, undefined],
    ['the auth key set to something else', { key: 'auth', newValue: '{"token":1}' }, undefined],
    ['the whole storage cleared', { key: null, newValue: null }, undefined],
  ])('%s: told, with what is left', (_, event, left) => {
    const target = fakeWindow();
    const listener = vi.fn();
    watchStoredAuth(storage, listener, target as never);
    target.tell({ ...event, storageArea: storage as unknown as Storage });
    expect(listener).toHaveBeenCalledExactlyOnceWith(left);
  });

  it('other keys and other storages are not the session’s; after stopping nothing is told', () => {
    const target = fakeWindow();
    const listener = vi.fn();
    const stop = watchStoredAuth(storage, listener, target as never);
    target.tell({ key: 'utm', newValue: null, storageArea: storage as unknown as Storage });
    target.tell({ key: 'auth', newValue: null, storageArea: createMemoryStorage() as unknown as Storage });
    expect(listener).not.toHaveBeenCalled();
    stop();
    expect(target.removeEventListener).toHaveBeenCalledTimes(1);
    target.tell({ key: 'auth', newValue: null, storageArea: storage as unknown as Storage });
    expect(listener).not.toHaveBeenCalled();
  });
});
