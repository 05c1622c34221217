import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  browserLocalStorage,
  createMemoryStorage,
  isAuthData,
  isExpired,
  parseAuthData,
  readAuth,
  readUtm,
  writeAuth,
  writeFailedAttempts,
  writeUid,
} from '../../../../src/lib/session/storage';
import { throwingStorage } from './fakes';

const AUTH = { token: 'tok-client-1', uid: 'user-1', expires: 1_800_000_000_000 };
describe('storage keys', () => {
  it('are the stored session data and what logout clears', () => {
    expect(STORAGE_KEYS).toEqual({
      auth: 'auth',
      uid: 'uid',
      failedAttempts: 'failedAttempts',
      utm: 'utm',
      proSignUpForm: 'proSignUpForm',
      businessProfileForm: 'businessProfileForm',
    });
  });
});

describe('isAuthData (expires a number, token and uid strings)', () => {
  it.each([
    ['valid', AUTH, true],
    ['extra fields allowed', { ...AUTH, extra: 1 }, true],
    ['empty strings are strings', { token: '', uid: '', expires: 0 }, true],
    ['negative expiry is a number', { ...AUTH, expires: -1 }, true],
    ['expires as string', { ...AUTH, expires: '1800000000000' }, false],
    ['expires null', { ...AUTH, expires: null }, false],
    ['expires NaN', { ...AUTH, expires: Number.NaN }, false],
    ['expires Infinity', { ...AUTH, expires: Number.POSITIVE_INFINITY }, false],
    ['expires missing', { token: 't', uid: 'u' }, false],
    ['token number', { ...AUTH, token: 1 }, false],
    ['token null', { ...AUTH, token: null }, false],
    ['token missing', { uid: 'u', expires: 1 }, false],
    ['uid number', { ...AUTH, uid: 42 }, false],
    ['uid missing', { token: 't', expires: 1 }, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['string', 'auth', false],
    ['number', 1, false],
    ['array', [AUTH], false],
  ])('%s → %s', (_label, value, valid) => {
    expect(isAuthData(value)).toBe(valid);
  });

  it('property: anything not {expires: number, token: string, uid: string} is treated as absent', () => {
    const notAuth = fc
      .anything()
      .filter(
        (value) =>
          !(
            typeof value === 'object' &&
            value !== null &&
            typeof (value as Record<string, unknown>).expires === 'number' &&
            typeof (value as Record<string, unknown>).token === 'string' &&
            typeof (value as Record<string, unknown>).uid === 'string'
          ),
      );
    fc.assert(
      fc.property(notAuth, (value) => {
        expect(isAuthData(value)).toBe(false);
        const storage = createMemoryStorage();
        const json = JSON.stringify(value);
        if (json !== undefined) storage.setItem('auth', json);
        expect(readAuth(storage)).toBeUndefined();
      }),
    );
  });

  it('property: a record with a wrongly-typed field is absent; with the right types it is read', () => {
    const wrong = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
      fc.object(),
      fc.array(fc.nat()),
    );
    fc.assert(
      fc.property(
        fc.record({
          token: fc.string(),
          uid: fc.string(),
          expires: fc.double({ noNaN: true, noDefaultInfinity: true }),
        }),
        fc.constantFrom('token', 'uid', 'expires'),
        wrong,
        (auth, field, value) => {
          const storage = createMemoryStorage({ auth: JSON.stringify(auth) });
          expect(readAuth(storage)).toEqual({ ...auth, expires: auth.expires === 0 ? 0 : auth.expires });
          storage.setItem('auth', JSON.stringify({ ...auth, [field]: value }));
          expect(readAuth(storage)).toBeUndefined();
        },
      ),
    );
  });
});

describe('isExpired (stored auth is invalid once its expiry is reached)', () => {
  it.each([
    [AUTH.expires - 1, false],
    [AUTH.expires, true],
    [AUTH.expires + 1, true],
  ])('now %d → %s', (now, expired) => {
    expect(isExpired(AUTH, now)).toBe(expired);
  });
});

describe('auth data in storage', () => {
  it('writes JSON of exactly token, uid, expires and reads it back', () => {
    const storage = createMemoryStorage();
    expect(writeAuth(storage, { ...AUTH, extra: 'x' } as typeof AUTH)).toBe(true);
    expect(storage.items.get('auth')).toBe('{"token":"tok-client-1","uid":"user-1","expires":1800000000000}');
    expect(readAuth(storage)).toEqual(AUTH);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{token:'],
    ['empty', ''],
    ['JSON null', 'null'],
    ['JSON string', '"tok"'],
    ['wrong shape', '{"token":"t","uid":"u","expires":"1"}'],
  ])('%s → absent', (_label, stored) => {
    const storage = createMemoryStorage(stored === undefined ? {} : { auth: stored });
    expect(readAuth(storage)).toBeUndefined();
    expect(parseAuthData(stored)).toBeUndefined();
  });

  it('strips extra fields when reading', () => {
    const storage = createMemoryStorage({ auth: JSON.stringify({ ...AUTH, role: 'admin' }) });
    expect(readAuth(storage)).toEqual(AUTH);
  });
});

describe('uid and failed attempts', () => {
  it('stores the uid as a plain string', () => {
    const storage = createMemoryStorage();
    expect(writeUid(storage, 'user-1')).toBe(true);
    expect(storage.items.get('uid')).toBe('user-1');
  });

  it.each([
    [0, '0'],
    [5, '5'],
    [-2, '0'],
    [1.5, '0'],
    [Number.NaN, '0'],
  ])('writeFailedAttempts(%d) stores %j', (count, stored) => {
    const storage = createMemoryStorage();
    expect(writeFailedAttempts(storage, count)).toBe(true);
    expect(storage.items.get('failedAttempts')).toBe(stored);
  });
});

describe('UTM', () => {
  it('reads the stored string values, or nothing', () => {
    expect(readUtm(createMemoryStorage({ utm: '{"utm_source":"x","n":1}' }))).toEqual({ utm_source: 'x' });
    expect(readUtm(createMemoryStorage({ utm: '{"n":1}' }))).toBeUndefined();
    expect(readUtm(createMemoryStorage({ utm: '[' }))).toBeUndefined();
    expect(readUtm(createMemoryStorage())).toBeUndefined();
  });
});

describe('a storage that throws (Safari private mode)', () => {
  it('reads as absent and writes report false, never throwing', () => {
    expect(readAuth(throwingStorage)).toBeUndefined();
    expect(readUtm(throwingStorage)).toBeUndefined();
    expect(writeAuth(throwingStorage, AUTH)).toBe(false);
    expect(writeUid(throwingStorage, 'u')).toBe(false);
    expect(writeFailedAttempts(throwingStorage, 0)).toBe(false);
  });

  it('a getItem answering a non-string reads as absent', () => {
    const odd = { ...createMemoryStorage(), getItem: vi.fn(() => 42 as unknown as string) };
    expect(readAuth(odd)).toBeUndefined();
    expect(readUtm(odd)).toBeUndefined();
  });
});

describe('browserLocalStorage', () => {
  it('answers the scope’s localStorage, or undefined when missing or throwing', () => {
    const storage = createMemoryStorage();
    expect(browserLocalStorage({ localStorage: storage })).toBe(storage);
    expect(browserLocalStorage({})).toBeUndefined();
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(browserLocalStorage(blocked)).toBeUndefined();
  });
});
