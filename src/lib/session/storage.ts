// Session data in local storage, and its validity rules.
// Every function takes a Storage-like object and never throws: malformed JSON, data of the
// wrong shape and a storage that throws (Safari private mode, storage disabled) all read as
// absent, and writes report whether they succeeded. Reading the stored auth data is in
// stored-auth.ts (the first page reads it before the session's code has loaded).
import {
  isRecord,
  parseJson,
  safeGetItem,
  STORAGE_KEYS,
  type AuthData,
  type SessionStorageLike,
} from './stored-auth';

export {
  browserLocalStorage,
  isAuthData,
  isExpired,
  parseAuthData,
  readAuth,
  STORAGE_KEYS,
  type AuthData,
  type SessionStorageLike,
} from './stored-auth';

/** Stores a value; false when the storage refused (quota, private mode). */
export function safeSetItem(storage: SessionStorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; false when the storage threw. */
export function safeRemoveItem(storage: SessionStorageLike, key: string): boolean {
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

// --- auth data ---

export function writeAuth(storage: SessionStorageLike, auth: AuthData): boolean {
  const { token, uid, expires } = auth;
  return safeSetItem(storage, STORAGE_KEYS.auth, JSON.stringify({ token, uid, expires }));
}

// --- user id and failed attempts: written for the other parts of the site, which read them ---

export function writeUid(storage: SessionStorageLike, uid: string): boolean {
  return safeSetItem(storage, STORAGE_KEYS.uid, uid);
}

/** The failed sign-in attempts counted so far (0 when absent or not a count). */
export function readFailedAttempts(storage: SessionStorageLike): number {
  const value = Number(safeGetItem(storage, STORAGE_KEYS.failedAttempts));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function writeFailedAttempts(storage: SessionStorageLike, count: number): boolean {
  const value = Number.isSafeInteger(count) && count > 0 ? count : 0;
  return safeSetItem(storage, STORAGE_KEYS.failedAttempts, String(value));
}

// --- the storage itself ---

/** An in-memory Storage-like object (tests, and the fallback when local storage is unusable). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): SessionStorageLike & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The stored UTM parameters (string values only), or undefined when none are stored. */
export function readUtm(storage: SessionStorageLike): Record<string, string> | undefined {
  const parsed = parseJson(safeGetItem(storage, STORAGE_KEYS.utm));
  if (!isRecord(parsed)) return undefined;
  const utm = Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return Object.keys(utm).length ? utm : undefined;
}

/** The page's session storage (this tab only), or undefined as for {@link browserLocalStorage}. */
export function browserSessionStorage(
  scope: { sessionStorage?: SessionStorageLike } = globalThis as { sessionStorage?: SessionStorageLike },
): SessionStorageLike | undefined {
  try {
    return scope.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
