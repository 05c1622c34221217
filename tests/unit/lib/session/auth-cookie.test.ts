import { describe, expect, it } from 'vitest';
import { removeAuthCookie } from '../../../../src/lib/session/auth-cookie';
import { documentCookieJar } from '../../../../src/lib/session/cookies';
import { fakeDocument } from './fakes';

const REMOVALS_ON_EXAMPLE_JP = [
  'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure; Domain=.example.jp',
  'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure',
];

describe('the auth cookie', () => {
  it('is removed on the parent domain and host-only', () => {
    const doc = fakeDocument();
    removeAuthCookie(documentCookieJar(doc), 'www.example.jp');
    removeAuthCookie(documentCookieJar(doc), 'localhost');
    expect(doc.writes).toEqual([
      ...REMOVALS_ON_EXAMPLE_JP,
      'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure',
    ]);
  });
});
