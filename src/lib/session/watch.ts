// The stored auth data as other tabs change it. Browser only: local storage is shared by the site's
// tabs, and a change made in one is told to the others (never to itself) as a `storage` event. A
// sign-out in one tab removes the auth key; the other tabs learn of it here.
import { parseAuthData, STORAGE_KEYS, type AuthData, type SessionStorageLike } from './storage';

/** Where `storage` events arrive: the window. */
export type StorageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `listener` with the auth data another tab left in `storage` (undefined: removed, or not valid
 * auth data) each time it changes the auth key or clears the storage. Answers the way to stop.
 */
export function watchStoredAuth(
  storage: SessionStorageLike,
  listener: (auth: AuthData | undefined) => void,
  target: StorageEventTarget = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another storage (the tab's session storage), or another key: not the session's.
    if (event.storageArea && event.storageArea !== storage) return;
    // A null key is the whole storage cleared.
    if (event.key !== null && event.key !== STORAGE_KEYS.auth) return;
    listener(parseAuthData(event.newValue));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
