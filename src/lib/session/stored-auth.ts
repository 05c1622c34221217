// The stored auth data, read: its keys, its validity rules, and the page's local storage. Apart from
// the rest of the session's storage (storage.ts, which re-exports it), so that the first page can
// read what session it starts with (at-start.ts) without the session's code. Never throws: malformed
// JSON, data of the wrong shape and a storage that throws all read as absent.
import type { AuthToken } from '../../api';

/** The local-storage keys of the session. */
export const STORAGE_KEYS = {
  /** Auth data as JSON: {token, uid, expires}. */
  auth: 'auth',
  /** The current user id (plain string). */
  uid: 'uid',
  /** Failed sign-in attempts (decimal string). */
  failedAttempts: 'failedAttempts',
  /** Keys owned by other modules that logout clears. */
  utm: 'utm',
  proSignUpForm: 'proSignUpForm',
  businessProfileForm: 'businessProfileForm',
} as const;

/** The part of the Web Storage API the session uses. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Auth data: the API's AuthToken (`expires` in milliseconds since the epoch). */
export type AuthData = AuthToken;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Auth data is valid only if `expires` is a number and `token`, `uid` are strings. A number
 * here is a finite one: NaN or Infinity (never produced by JSON) would never expire.
 */
export function isAuthData(value: unknown): value is AuthData {
  return (
    isRecord(value) &&
    typeof value.expires === 'number' &&
    Number.isFinite(value.expires) &&
    typeof value.token === 'string' &&
    typeof value.uid === 'string'
  );
}

/** Stored auth is invalid once its expiry is reached (`expires <= now`, both epoch ms). */
export function isExpired(auth: Pick<AuthData, 'expires'>, now: number): boolean {
  return auth.expires <= now;
}

/** Parses JSON, or undefined when it is not JSON. */
export function parseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Auth data from a JSON string (cookie or storage value): only {token, uid, expires}, or undefined. */
export function parseAuthData(text: string | null | undefined): AuthData | undefined {
  const value = parseJson(text);
  return isAuthData(value) ? { token: value.token, uid: value.uid, expires: value.expires } : undefined;
}

// --- never-throwing storage access ---

export function safeGetItem(storage: SessionStorageLike, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

// --- auth data ---

/** The stored auth data when it has the valid shape (expiry is not checked: see isExpired). */
export function readAuth(storage: SessionStorageLike): AuthData | undefined {
  return parseAuthData(safeGetItem(storage, STORAGE_KEYS.auth));
}

/**
 * The page's local storage, or undefined where reading `localStorage` throws (storage disabled,
 * sandboxed frame) or there is none (node).
 */
export function browserLocalStorage(
  scope: { localStorage?: SessionStorageLike } = globalThis as { localStorage?: SessionStorageLike },
): SessionStorageLike | undefined {
  try {
    return scope.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
