// What session a page starts with, read before the session's code has loaded: the auth data the
// start-up login will load (the session sync's, else the stored), as the sync and the login decide.
import { describe, expect, it } from 'vitest';
import { authAtStart } from '../../../../src/lib/session/at-start';
import { documentCookieJar } from '../../../../src/lib/session/cookies';
import { syncSessionFromCookie } from '../../../../src/lib/session/session-sync';
import { createMemoryStorage, isExpired, readAuth } from '../../../../src/lib/session/storage';
import { fakeDocument, throwingStorage } from './fakes';

const NOW = 1_700_000_000_000;
const auth = (token: string, expires: number) => ({ token, uid: `uid-${token}`, expires });
const json = (value: unknown) => JSON.stringify(value);

type Case = [
  name: string,
  stored: string | undefined,
  cookie: string | undefined,
  expected: string | undefined,
];

const cases: Case[] = [
  ['nothing stored, no cookie', undefined, undefined, undefined],
  ['a valid stored session', json(auth('local', NOW + 1_000)), undefined, 'local'],
  [
    'a stored session that has expired (the login logs it out)',
    json(auth('local', NOW)),
    undefined,
    undefined,
  ],
  ['stored data of the wrong shape', json({ token: 'local', uid: 'u' }), undefined, undefined],
  ['stored data that is not JSON', '{not json', undefined, undefined],
  ['only the auth cookie', undefined, json(auth('cookie', NOW + 1_000)), 'cookie'],
  ['an auth cookie that has expired', undefined, json(auth('cookie', NOW - 1)), undefined],
  ['an auth cookie that is not auth data', json(auth('local', NOW + 1_000)), '{"token":1}', 'local'],
  [
    'a cookie expiring later than the stored session (the sync takes it over)',
    json(auth('local', NOW + 1_000)),
    json(auth('cookie', NOW + 2_000)),
    'cookie',
  ],
  [
    'a cookie expiring no later than the stored session (the stored one is current)',
    json(auth('local', NOW + 2_000)),
    json(auth('cookie', NOW + 2_000)),
    'local',
  ],
  [
    'a cookie beside an expired stored session',
    json(auth('local', NOW - 1)),
    json(auth('cookie', NOW + 1_000)),
    'cookie',
  ],
];

describe('authAtStart', () => {
  it.each(cases)('%s', (_name, stored, cookie, expected) => {
    const storage = createMemoryStorage(stored === undefined ? {} : { auth: stored });
    const doc = fakeDocument(cookie === undefined ? {} : { auth: encodeURIComponent(cookie) });
    expect(authAtStart({ storage, cookies: documentCookieJar(doc), now: NOW })?.token).toBe(expected);
  });

  it.each(cases)('answers what the session sync and the login then find: %s', (_name, stored, cookie) => {
    const storage = createMemoryStorage(stored === undefined ? {} : { auth: stored });
    const cookies = documentCookieJar(
      fakeDocument(cookie === undefined ? {} : { auth: encodeURIComponent(cookie) }),
    );
    const atStart = authAtStart({ storage, cookies, now: NOW });
    syncSessionFromCookie({ cookies, storage, now: NOW, hostname: 'localhost' });
    const loaded = readAuth(storage);
    expect(atStart).toEqual(loaded && !isExpired(loaded, NOW) ? loaded : undefined);
  });

  it('reads a storage that throws, or none, as nothing stored; the cookie still counts', () => {
    const cookies = documentCookieJar(
      fakeDocument({ auth: encodeURIComponent(json(auth('cookie', NOW + 1))) }),
    );
    const none = documentCookieJar(fakeDocument());
    expect(authAtStart({ storage: throwingStorage, cookies: none, now: NOW })).toBeUndefined();
    expect(authAtStart({ storage: undefined, cookies: none, now: NOW })).toBeUndefined();
    expect(authAtStart({ storage: undefined, cookies, now: NOW })?.token).toBe('cookie');
  });
});
