// Masking of personal data before anything leaves the browser in an error report or an analytics
// event: email, name, phoneNumber, additionalText, placeDescription, address, age,
// gender, password, credential, loginPhoneNumber, phoneNumberVerificationToken, and any key
// containing "text".

export const FILTERED = '[Filtered]';

/** The personal-data keys, matched as whole names (case-insensitive: `Email` is masked too). */
export const SENSITIVE_KEYS: readonly string[] = [
  'email',
  'name',
  'phoneNumber',
  'additionalText',
  'placeDescription',
  'address',
  'age',
  'gender',
  'password',
  'credential',
  'loginPhoneNumber',
  'phoneNumberVerificationToken',
];

const sensitiveLowerCase: ReadonlySet<string> = new Set(SENSITIVE_KEYS.map((key) => key.toLowerCase()));

export type KeyPredicate = (key: string) => boolean;

/** True for a key whose value must never be reported: one of those names, or any key containing "text". */
export const isSensitiveKey: KeyPredicate = (key) => {
  const lower = key.toLowerCase();
  return sensitiveLowerCase.has(lower) || lower.includes('text');
};

/**
 * Secrets that are not personal data but must not be reported either (access tokens, cookies,
 * authorization). Used on top of `isSensitiveKey` for error reports.
 */
export const isSecretKey: KeyPredicate = (key) => /token|secret|authorization|cookie|password/i.test(key);

const isWalkable = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A deep copy of `value` in which the value of every key matching `isMasked` is replaced whole by
 * '[Filtered]'. Arrays and plain objects are walked (a cycle in the input is a cycle in the copy);
 * any other value (primitives, dates, class instances) is kept as it is.
 */
export function maskWith<T>(value: T, isMasked: KeyPredicate): T {
  const copies = new WeakMap<object, unknown>();

  const walk = (current: unknown): unknown => {
    if (!isWalkable(current)) return current;
    const seen = copies.get(current);
    if (seen !== undefined) return seen;
    if (Array.isArray(current)) {
      const copy: unknown[] = [];
      copies.set(current, copy);
      for (const item of current) copy.push(walk(item));
      return copy;
    }
    const copy: Record<string, unknown> = Object.getPrototypeOf(current) === null ? Object.create(null) : {};
    copies.set(current, copy);
    for (const [key, item] of Object.entries(current)) {
      copy[key] = isMasked(key) ? FILTERED : walk(item);
    }
    return copy;
  };

  return walk(value) as T;
}

/** A deep copy of `value` with the personal data (SENSITIVE_KEYS) replaced by '[Filtered]'. */
export function maskSensitive<T>(value: T): T {
  return maskWith(value, isSensitiveKey);
}

const ENCODED_FILTERED = encodeURIComponent(FILTERED);

const decodeQueryKey = (key: string): string => {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
};

/**
 * Masks the values of matching keys in a query string (with or without its leading '?'); every
 * other byte is kept as it was.
 */
export function maskQueryString(query: string, isMasked: KeyPredicate = isSensitiveKey): string {
  const leading = query.startsWith('?') ? '?' : '';
  const body = leading ? query.slice(1) : query;
  if (!body) return query;
  const masked = body.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (!isMasked(decodeQueryKey(key))) return pair;
    return `${key}=${ENCODED_FILTERED}`;
  });
  return leading + masked.join('&');
}

/**
 * Masks the values of sensitive keys in a URL's query string (`?email=a%40b.jp` →
 * `?email=%5BFiltered%5D`). Absolute and relative URLs are both accepted; the rest of the URL,
 * the fragment included, is kept as it was.
 */
export function maskUrl(url: string, isMasked: KeyPredicate = isSensitiveKey): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  return beforeHash.slice(0, queryAt) + maskQueryString(beforeHash.slice(queryAt), isMasked) + hash;
}
