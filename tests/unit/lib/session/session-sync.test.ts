import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentCookieJar } from '../../../../src/lib/session/cookies';
import { syncSessionFromCookie, type SessionSyncSkip } from '../../../../src/lib/session/session-sync';
import { createMemoryStorage, type SessionStorageLike } from '../../../../src/lib/session/storage';
import { fakeDocument, throwingStorage } from './fakes';

const NOW = Date.parse('2026-11-23T09:00:00.000Z');
const HOUR = 3_600_000;
const COOKIE_AUTH = { token: 'tok-cookie', uid: 'user-1', expires: NOW + 24 * HOUR };
const encode = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

const REMOVALS_ON_EXAMPLE_JP = [
  'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure; Domain=.example.jp',
  'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure',
];

function setUp(cookie: string | undefined, local: Record<string, string> = {}) {
  const doc = fakeDocument(cookie === undefined ? { other: 'x' } : { other: 'x', auth: cookie });
  const storage = createMemoryStorage({ failedAttempts: '4', keep: 'me', ...local });
  const cookies = documentCookieJar(doc);
  return { doc, storage, cookies };
}

describe('syncSessionFromCookie: cookie data synced', () => {
  it.each([
    ['the local copy is missing', {}],
    ['the local copy is not JSON', { auth: '{"token":' }],
    [
      'the local copy has the wrong shape',
      { auth: JSON.stringify({ ...COOKIE_AUTH, expires: String(NOW) }) },
    ],
    ['the local copy lacks the token', { auth: JSON.stringify({ uid: 'u', expires: NOW + 48 * HOUR }) }],
    ['the local copy has expired', { auth: JSON.stringify({ token: 't', uid: 'u', expires: NOW - 1 }) }],
    ['the local copy expires exactly now', { auth: JSON.stringify({ token: 't', uid: 'u', expires: NOW }) }],
    [
      'the local copy expires earlier',
      { auth: JSON.stringify({ token: 'tok-old', uid: 'user-0', expires: COOKIE_AUTH.expires - 1 }) },
    ],
  ])('when %s', (_label, local) => {
    const { doc, storage, cookies } = setUp(encode({ ...COOKIE_AUTH, extra: 'x' }), local);
    const result = syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'www.example.jp' });
    expect(result).toEqual({ synced: true, auth: COOKIE_AUTH });
    expect(Object.fromEntries(storage.items)).toEqual({
      auth: JSON.stringify(COOKIE_AUTH),
      uid: 'user-1',
      failedAttempts: '0',
      keep: 'me',
    });
    expect(doc.writes).toEqual(REMOVALS_ON_EXAMPLE_JP);
    expect(cookies.get('auth')).toBeUndefined();
    expect(cookies.get('other')).toBe('x');
  });

  it('reads a cookie written as raw (not URI-encoded) JSON', () => {
    const { storage, cookies } = setUp(JSON.stringify(COOKIE_AUTH));
    expect(syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'localhost' })).toEqual({
      synced: true,
      auth: COOKIE_AUTH,
    });
  });

  it('clears a host-only cookie with one deletion on localhost', () => {
    const { doc, storage, cookies } = setUp(encode(COOKIE_AUTH));
    syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'localhost' });
    expect(doc.writes).toEqual(['auth=; Path=/; Max-Age=0; SameSite=Strict; Secure']);
  });

  it('leaves Secure out of the deletion when told', () => {
    const { doc, storage, cookies } = setUp(encode(COOKIE_AUTH));
    syncSessionFromCookie({ cookies, storage, now: NOW, hostname: '127.0.0.1', secure: false });
    expect(doc.writes).toEqual(['auth=; Path=/; Max-Age=0; SameSite=Strict']);
  });

  it('with a storage whose reads throw but writes work, the local copy counts as missing', () => {
    const { storage: inner, cookies } = setUp(encode(COOKIE_AUTH), {
      auth: JSON.stringify({ ...COOKIE_AUTH, expires: COOKIE_AUTH.expires + HOUR }),
    });
    const storage: SessionStorageLike = {
      ...inner,
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'example.jp' }).synced).toBe(true);
  });
});

describe('syncSessionFromCookie: no session', () => {
  const localLater = {
    auth: JSON.stringify({ token: 'tok-new', uid: 'user-1', expires: COOKIE_AUTH.expires + 1 }),
  };
  const localSame = {
    auth: JSON.stringify({ token: 'tok-same', uid: 'user-1', expires: COOKIE_AUTH.expires }),
  };

  it.each<[string, string | undefined, Record<string, string>, SessionSyncSkip]>([
    ['no auth cookie', undefined, {}, 'no-cookie'],
    ['an empty cookie', '', {}, 'invalid-cookie'],
    ['a cookie that is not JSON', 'tok-cookie', {}, 'invalid-cookie'],
    ['a cookie of JSON null', 'null', {}, 'invalid-cookie'],
    [
      'a cookie with expires as a string',
      encode({ ...COOKIE_AUTH, expires: String(NOW + HOUR) }),
      {},
      'invalid-cookie',
    ],
    ['a cookie with a numeric token', encode({ ...COOKIE_AUTH, token: 7 }), {}, 'invalid-cookie'],
    ['a cookie without uid', encode({ token: 't', expires: NOW + HOUR }), {}, 'invalid-cookie'],
    ['an expired cookie', encode({ ...COOKIE_AUTH, expires: NOW - 1 }), {}, 'expired-cookie'],
    ['a local copy expiring later', encode(COOKIE_AUTH), localLater, 'local-is-current'],
    ['a local copy expiring at the same time', encode(COOKIE_AUTH), localSame, 'local-is-current'],
  ])('%s', (_label, cookie, local, reason) => {
    const { doc, storage, cookies } = setUp(cookie, local);
    const before = Object.fromEntries(storage.items);
    expect(syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'www.example.jp' })).toEqual({
      synced: false,
      reason,
    });
    expect(Object.fromEntries(storage.items)).toEqual(before);
    expect(doc.writes).toEqual([]);
  });

  it('keeps the cookie when local storage refuses the write', () => {
    const { doc, cookies } = setUp(encode(COOKIE_AUTH));
    expect(
      syncSessionFromCookie({ cookies, storage: throwingStorage, now: NOW, hostname: 'example.jp' }),
    ).toEqual({
      synced: false,
      reason: 'storage-unavailable',
    });
    expect(doc.writes).toEqual([]);
    expect(JSON.parse(cookies.get('auth') ?? '')).toEqual(COOKIE_AUTH);
  });
});

describe('syncSessionFromCookie properties', () => {
  const auth = fc.record({
    token: fc.string(),
    uid: fc.string(),
    expires: fc.integer({ min: NOW - 48 * HOUR, max: NOW + 48 * HOUR }),
  });
  const unexpired = fc.record({
    token: fc.string(),
    uid: fc.string(),
    expires: fc.integer({ min: NOW + 1, max: NOW + 365 * 24 * HOUR }),
  });

  it('syncs exactly when the cookie is unexpired and the local copy is absent, expired or earlier', () => {
    fc.assert(
      fc.property(auth, fc.option(auth, { nil: undefined }), (cookieAuth, localAuth) => {
        const { storage, cookies } = setUp(
          encode(cookieAuth),
          localAuth === undefined ? {} : { auth: JSON.stringify(localAuth) },
        );
        const expected =
          cookieAuth.expires > NOW &&
          (localAuth === undefined || localAuth.expires <= NOW || localAuth.expires < cookieAuth.expires);
        const result = syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'www.example.jp' });
        expect(result.synced).toBe(expected);
        expect(cookies.get('auth') === undefined).toBe(expected);
        if (expected) expect(JSON.parse(storage.items.get('auth') ?? '')).toEqual(cookieAuth);
      }),
    );
  });

  it('a second sync right after a successful one reports no session', () => {
    fc.assert(
      fc.property(unexpired, (cookieAuth) => {
        const { storage, cookies } = setUp(encode(cookieAuth));
        expect(syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'example.jp' }).synced).toBe(
          true,
        );
        expect(syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'example.jp' })).toEqual({
          synced: false,
          reason: 'no-cookie',
        });
      }),
    );
  });
});
