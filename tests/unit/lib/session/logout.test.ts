import { describe, expect, it } from 'vitest';
import { documentCookieJar } from '../../../../src/lib/session/cookies';
import { LOGOUT_STORAGE_KEYS, clearSession } from '../../../../src/lib/session/logout';
import { createMemoryStorage } from '../../../../src/lib/session/storage';
import { fakeDocument, throwingStorage } from './fakes';

const everything = {
  auth: '{"token":"t","uid":"u","expires":1}',
  uid: 'u',
  utm: '{"utm_source":"x"}',
  proSignUpForm: '{}',
  businessProfileForm: '{}',
  failedAttempts: '2',
  socialRequestMeta: '{}',
  i18nextLng: 'ja',
  'experiments:exposures': '[]',
};

describe('clearSession (logout, its storage part)', () => {
  it('lists the five keys logout clears', () => {
    expect([...LOGOUT_STORAGE_KEYS].sort()).toEqual([
      'auth',
      'businessProfileForm',
      'proSignUpForm',
      'uid',
      'utm',
    ]);
  });

  it('removes exactly auth, UTM, pro sign-up form, business profile form and uid, and the auth cookie', () => {
    const storage = createMemoryStorage(everything);
    const doc = fakeDocument({ auth: 'x', session_id: 's', anonymous_id: 'a', nonce: 'n' });
    const cookies = documentCookieJar(doc);
    clearSession({ storage, cookies, hostname: 'www.example.jp' });
    expect(Object.fromEntries(storage.items)).toEqual({
      failedAttempts: '2',
      socialRequestMeta: '{}',
      i18nextLng: 'ja',
      'experiments:exposures': '[]',
    });
    expect(doc.writes).toEqual([
      'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure; Domain=.example.jp',
      'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure',
    ]);
    expect(cookies.get('auth')).toBeUndefined();
    expect(['session_id', 'anonymous_id', 'nonce'].map((name) => cookies.get(name))).toEqual(['s', 'a', 'n']);
  });

  it('is harmless when nothing is stored', () => {
    const storage = createMemoryStorage();
    clearSession({ storage, cookies: documentCookieJar(fakeDocument()), hostname: 'localhost' });
    expect(storage.items.size).toBe(0);
  });

  it('never throws on a throwing storage or cookie jar', () => {
    const jar = {
      get: () => undefined,
      set: () => undefined,
      remove: () => {
        throw new Error('refused');
      },
    };
    expect(() =>
      clearSession({ storage: throwingStorage, cookies: jar, hostname: 'example.jp' }),
    ).not.toThrow();
  });

  it('still removes the cookie when the storage throws', () => {
    const doc = fakeDocument({ auth: 'x' });
    clearSession({
      storage: throwingStorage,
      cookies: documentCookieJar(doc),
      hostname: 'localhost',
      secure: false,
    });
    expect(doc.writes).toEqual(['auth=; Path=/; Max-Age=0; SameSite=Strict']);
  });
});
