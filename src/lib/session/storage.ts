// Session data in local storage (product spec §3 "Stored session data", §5 validity rules).
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
  /** Social request meta as JSON (see SocialRequestMeta). */
  socialRequestMeta: 'socialRequestMeta',
  /** Keys owned by other modules that logout clears. */
  utm: 'utm',
  proSignUpForm: 'proSignUpForm',
  businessProfileForm: 'businessProfileForm',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API the session uses. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Auth data: the API's AuthToken (`expires` in milliseconds since the epoch). */
export type AuthData = AuthToken;

/** What a social sign-in keeps while the request form waits for it; all five are strings. */
export interface SocialRequestMeta {
  email: string;
  socialAccessToken: string;
  provider: string;
  context: string;
  conversationId: string;
}

const SOCIAL_META_FIELDS = ['email', 'socialAccessToken', 'provider', 'context', 'conversationId'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * §5: auth data is valid only if `expires` is a number and `token`, `uid` are strings. A number
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

/** §5: social meta is valid only if all five fields are strings. */
export function isSocialRequestMeta(value: unknown): value is SocialRequestMeta {
  return isRecord(value) && SOCIAL_META_FIELDS.every((field) => typeof value[field] === 'string');
}

/** §5: stored auth is invalid once its expiry is reached (`expires <= now`, both epoch ms). */
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

/** Social meta from a JSON string: only the five fields, or undefined. */
export function parseSocialRequestMeta(text: string | null | undefined): SocialRequestMeta | undefined {
  const value = parseJson(text);
  if (!isSocialRequestMeta(value)) return undefined;
  const { email, socialAccessToken, provider, context, conversationId } = value;
  return { email, socialAccessToken, provider, context, conversationId };
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

export function removeAuth(storage: SessionStorageLike): boolean {
  return safeRemoveItem(storage, STORAGE_KEYS.auth);
}

/** The stored auth data when valid and not expired at `now` (epoch ms), else undefined. */
export function readValidAuth(storage: SessionStorageLike, now: number): AuthData | undefined {
  const auth = readAuth(storage);
  return auth !== undefined && !isExpired(auth, now) ? auth : undefined;
}

// --- user id ---

export function readUid(storage: SessionStorageLike): string | undefined {
  return safeGetItem(storage, STORAGE_KEYS.uid) ?? undefined;
}

export function writeUid(storage: SessionStorageLike, uid: string): boolean {
  return safeSetItem(storage, STORAGE_KEYS.uid, uid);
}

export function removeUid(storage: SessionStorageLike): boolean {
  return safeRemoveItem(storage, STORAGE_KEYS.uid);
}

// --- failed attempts ---

/** The failed-attempts counter: a non-negative integer; absent or malformed reads as 0. */
export function readFailedAttempts(storage: SessionStorageLike): number {
  const text = safeGetItem(storage, STORAGE_KEYS.failedAttempts);
  if (text === null || !/^\d+$/.test(text.trim())) return 0;
  const count = Number(text.trim());
  return Number.isSafeInteger(count) ? count : 0;
}

export function writeFailedAttempts(storage: SessionStorageLike, count: number): boolean {
  const value = Number.isSafeInteger(count) && count > 0 ? count : 0;
  return safeSetItem(storage, STORAGE_KEYS.failedAttempts, String(value));
}

// --- social request meta ---

export function readSocialMeta(storage: SessionStorageLike): SocialRequestMeta | undefined {
  return parseSocialRequestMeta(safeGetItem(storage, STORAGE_KEYS.socialRequestMeta));
}

export function writeSocialMeta(storage: SessionStorageLike, meta: SocialRequestMeta): boolean {
  const { email, socialAccessToken, provider, context, conversationId } = meta;
  return safeSetItem(
    storage,
    STORAGE_KEYS.socialRequestMeta,
    JSON.stringify({ email, socialAccessToken, provider, context, conversationId }),
  );
}

export function removeSocialMeta(storage: SessionStorageLike): boolean {
  return safeRemoveItem(storage, STORAGE_KEYS.socialRequestMeta);
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
