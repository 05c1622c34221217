// Session data in local storage, and its validity rules.
// Every function takes a Storage-like object and never throws: malformed JSON, data of the
// wrong shape and a storage that throws (Safari private mode, storage disabled) all read as
// absent, and writes report whether they succeeded.
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
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
function parseJson(text: string | null | undefined): unknown {
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

function safeGetItem(storage: SessionStorageLike, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

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

/** The stored auth data when it has the valid shape (expiry is not checked: see isExpired). */
export function readAuth(storage: SessionStorageLike): AuthData | undefined {
  return parseAuthData(safeGetItem(storage, STORAGE_KEYS.auth));
}

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
