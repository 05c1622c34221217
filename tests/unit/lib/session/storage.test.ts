import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  browserLocalStorage,
  createMemoryStorage,
  isAuthData,
  isExpired,
  isSocialRequestMeta,
  parseAuthData,
  readAuth,
  readFailedAttempts,
  readSocialMeta,
  readUid,
  readValidAuth,
  removeAuth,
  removeSocialMeta,
  removeUid,
  writeAuth,
  writeFailedAttempts,
  writeSocialMeta,
  writeUid,
  type SocialRequestMeta,
} from '../../../../src/lib/session';
import { throwingStorage } from './fakes';

const AUTH = { token: 'tok-client-1', uid: 'user-1', expires: 1_800_000_000_000 };
const META: SocialRequestMeta = {
  email: 'hanako@example.com',
  socialAccessToken: 'social-token',
  provider: 'line',
  context: 'request-form',
  conversationId: 'conv-1',
};

describe('storage keys', () => {
  it('are the ones of §3 and logout', () => {
    expect(STORAGE_KEYS).toEqual({
      auth: 'auth',
      uid: 'uid',
      failedAttempts: 'failedAttempts',
      socialRequestMeta: 'socialRequestMeta',
      utm: 'utm',
      proSignUpForm: 'proSignUpForm',
      businessProfileForm: 'businessProfileForm',
    });
  });
});

describe('isAuthData (§5: expires number, token and uid strings)', () => {
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

describe('isSocialRequestMeta (§5: all five fields strings)', () => {
  const fields = ['email', 'socialAccessToken', 'provider', 'context', 'conversationId'] as const;

  it('accepts five strings (extra fields allowed)', () => {
    expect(isSocialRequestMeta(META)).toBe(true);
    expect(isSocialRequestMeta({ ...META, extra: 1 })).toBe(true);
  });

  it.each(fields.flatMap((field) => [undefined, null, 1, {}, true].map((value) => [field, value] as const)))(
    '%s = %j → invalid',
    (field, value) => {
      expect(isSocialRequestMeta({ ...META, [field]: value })).toBe(false);
      const { [field]: _dropped, ...missing } = META;
      expect(isSocialRequestMeta(missing)).toBe(false);
    },
  );

  it.each([null, undefined, 'meta', 3, [META]])('%j → invalid', (value) => {
    expect(isSocialRequestMeta(value)).toBe(false);
  });

  it('property: any field not a string makes it absent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.anything().filter((value) => typeof value !== 'string'),
        (field, value) => {
          const storage = createMemoryStorage({
            socialRequestMeta: JSON.stringify({ ...META, [field]: value }),
          });
          expect(readSocialMeta(storage)).toBeUndefined();
        },
      ),
    );
  });
});

describe('isExpired (§5: stored auth invalid when expiry is in the past)', () => {
  it.each([
    [AUTH.expires - 1, false],
    [AUTH.expires, true],
    [AUTH.expires + 1, true],
  ])('now %d → %s', (now, expired) => {
    expect(isExpired(AUTH, now)).toBe(expired);
  });

  it('readValidAuth drops expired auth data', () => {
    const storage = createMemoryStorage({ auth: JSON.stringify(AUTH) });
    expect(readValidAuth(storage, AUTH.expires - 1)).toEqual(AUTH);
    expect(readValidAuth(storage, AUTH.expires)).toBeUndefined();
  });
});

describe('auth data in storage', () => {
  it('writes JSON of exactly token, uid, expires and reads it back', () => {
    const storage = createMemoryStorage();
    expect(writeAuth(storage, { ...AUTH, extra: 'x' } as typeof AUTH)).toBe(true);
    expect(storage.items.get('auth')).toBe('{"token":"tok-client-1","uid":"user-1","expires":1800000000000}');
    expect(readAuth(storage)).toEqual(AUTH);
    expect(removeAuth(storage)).toBe(true);
    expect(readAuth(storage)).toBeUndefined();
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

describe('uid, failed attempts and social meta', () => {
  it('stores the uid as a plain string', () => {
    const storage = createMemoryStorage();
    expect(readUid(storage)).toBeUndefined();
    expect(writeUid(storage, 'user-1')).toBe(true);
    expect(storage.items.get('uid')).toBe('user-1');
    expect(readUid(storage)).toBe('user-1');
    expect(removeUid(storage)).toBe(true);
    expect(readUid(storage)).toBeUndefined();
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['3', 3],
    [' 4 ', 4],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
    ['99999999999999999999', 0],
  ])('failedAttempts %j reads as %d', (stored, count) => {
    const storage = createMemoryStorage(stored === undefined ? {} : { failedAttempts: stored });
    expect(readFailedAttempts(storage)).toBe(count);
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

  it('stores social meta as JSON of exactly the five fields', () => {
    const storage = createMemoryStorage();
    expect(readSocialMeta(storage)).toBeUndefined();
    expect(writeSocialMeta(storage, { ...META, extra: 1 } as SocialRequestMeta)).toBe(true);
    expect(JSON.parse(storage.items.get('socialRequestMeta') ?? '')).toEqual(META);
    expect(readSocialMeta(storage)).toEqual(META);
    expect(removeSocialMeta(storage)).toBe(true);
    expect(readSocialMeta(storage)).toBeUndefined();
  });

  it('treats malformed social meta JSON as absent', () => {
    expect(readSocialMeta(createMemoryStorage({ socialRequestMeta: '{"email":' }))).toBeUndefined();
  });
});

describe('a storage that throws (Safari private mode)', () => {
  it('reads as absent and writes report false, never throwing', () => {
    expect(readAuth(throwingStorage)).toBeUndefined();
    expect(readValidAuth(throwingStorage, 0)).toBeUndefined();
    expect(readUid(throwingStorage)).toBeUndefined();
    expect(readFailedAttempts(throwingStorage)).toBe(0);
    expect(readSocialMeta(throwingStorage)).toBeUndefined();
    expect(writeAuth(throwingStorage, AUTH)).toBe(false);
    expect(writeUid(throwingStorage, 'u')).toBe(false);
    expect(writeFailedAttempts(throwingStorage, 0)).toBe(false);
    expect(writeSocialMeta(throwingStorage, META)).toBe(false);
    expect(removeAuth(throwingStorage)).toBe(false);
    expect(removeUid(throwingStorage)).toBe(false);
    expect(removeSocialMeta(throwingStorage)).toBe(false);
  });

  it('a getItem answering a non-string reads as absent', () => {
    const odd = { ...createMemoryStorage(), getItem: vi.fn(() => 42 as unknown as string) };
    expect(readAuth(odd)).toBeUndefined();
    expect(readUid(odd)).toBeUndefined();
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
