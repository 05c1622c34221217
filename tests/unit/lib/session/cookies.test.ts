import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  authCookieAttributes,
  cookieDomain,
  documentCookieJar,
  readCookie,
  serializeCookie,
} from '../../../../src/lib/session/cookies';
import { fakeDocument } from './fakes';

describe('cookieDomain', () => {
  it.each([
    ['localhost', undefined],
    ['LOCALHOST', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.10.20', undefined],
    ['::1', undefined],
    ['[::1]', undefined],
    ['', undefined],
    ['intranet', undefined],
    ['jp', undefined],
    ['co.jp', undefined],
    ['example.jp', '.example.jp'],
    ['www.example.jp', '.example.jp'],
    ['a.b.example.jp', '.example.jp'],
    ['WWW.Example.JP', '.example.jp'],
    ['www.example.jp.', '.example.jp'],
    ['example.com', '.example.com'],
    ['www.example.com', '.example.com'],
    ['example.co.jp', '.example.co.jp'],
    ['a.b.example.co.jp', '.example.co.jp'],
    ['www.example.ne.jp', '.example.ne.jp'],
    ['www.example.or.jp', '.example.or.jp'],
    ['www.example.ac.jp', '.example.ac.jp'],
    ['www.example.go.jp', '.example.go.jp'],
    ['www.example.ed.jp', '.example.ed.jp'],
    ['www.city.example.lg.jp', '.example.lg.jp'],
    ['www.example.gr.jp', '.example.gr.jp'],
    // Only the listed second levels are public suffixes under jp.
    ['www.example.xx.jp', '.xx.jp'],
    // co is a public suffix only under jp.
    ['www.example.co.com', '.co.com'],
  ])('%j → %j', (hostname, domain) => {
    expect(cookieDomain(hostname)).toBe(domain);
  });

  it('is always a suffix of the hostname with a leading dot, or undefined', () => {
    const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,9}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 5 }), (labels) => {
        const hostname = labels.join('.');
        const domain = cookieDomain(hostname);
        if (domain === undefined) return;
        expect(domain.startsWith('.')).toBe(true);
        expect(`.${hostname}`.endsWith(domain)).toBe(true);
        expect(domain.slice(1).split('.').length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe('cookie attributes', () => {
  it('auth: 1 day, path /, SameSite=Strict, Secure, parent domain', () => {
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(86_400);
    expect(authCookieAttributes('www.example.jp')).toEqual({
      path: '/',
      maxAge: 86_400,
      sameSite: 'Strict',
      secure: true,
      domain: '.example.jp',
    });
    expect(authCookieAttributes('localhost')).toEqual({
      path: '/',
      maxAge: 86_400,
      sameSite: 'Strict',
      secure: true,
    });
  });

  it('leaves Secure out only when told', () => {
    expect(authCookieAttributes('example.jp', { secure: false }).secure).toBe(false);
  });

  it('names the cookies', () => {
    expect(COOKIE_NAMES).toEqual({ auth: 'auth', anonymousId: 'anonymous_id', nonce: 'nonce' });
  });
});

describe('serializeCookie', () => {
  it.each([
    [
      'auth on www.example.jp',
      serializeCookie('session_id', 's-1', authCookieAttributes('www.example.jp')),
      'session_id=s-1; Path=/; Max-Age=86400; SameSite=Strict; Secure; Domain=.example.jp',
    ],
    [
      'auth on localhost',
      serializeCookie('session_id', 's-1', authCookieAttributes('localhost')),
      'session_id=s-1; Path=/; Max-Age=86400; SameSite=Strict; Secure',
    ],
    [
      'Lax, 15 minutes, on a.b.example.co.jp',
      serializeCookie('n', 'n1', {
        path: '/',
        maxAge: 900,
        sameSite: 'Lax',
        secure: true,
        domain: cookieDomain('a.b.example.co.jp'),
      }),
      'n=n1; Path=/; Max-Age=900; SameSite=Lax; Secure; Domain=.example.co.jp',
    ],
    [
      'insecure',
      serializeCookie('n', 'n1', authCookieAttributes('example.jp', { secure: false })),
      'n=n1; Path=/; Max-Age=86400; SameSite=Strict; Domain=.example.jp',
    ],
    ['no attributes', serializeCookie('a', 'b'), 'a=b'],
    [
      'URI-encoded value',
      serializeCookie('a', '{"x":"; =,é"}'),
      'a=%7B%22x%22%3A%22%3B%20%3D%2C%C3%A9%22%7D',
    ],
    ['max-age floored and not negative', serializeCookie('a', 'b', { maxAge: -5 }), 'a=b; Max-Age=0'],
  ])('%s', (_label, written, expected) => {
    expect(written).toBe(expected);
  });
});

describe('readCookie', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'b', '2'],
    ['a=1; b=2', 'c', undefined],
    ['', 'a', undefined],
    ['ab=1; a=2', 'a', '2'],
    ['a=1; a=2', 'a', '1'],
    ['a=%7B%22x%22%3A1%7D', 'a', '{"x":1}'],
    ['a={"x":1}', 'a', '{"x":1}'],
    ['a=100%', 'a', '100%'],
    ['a=x=y', 'a', 'x=y'],
    ['flag; a=1', 'a', '1'],
  ])('%j, %j → %j', (cookieString, name, value) => {
    expect(readCookie(cookieString, name)).toBe(value);
  });

  it('reads back any value serializeCookie wrote', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const [pair] = serializeCookie('v', value, authCookieAttributes('example.jp')).split('; ');
        expect(readCookie(`x=1; ${pair ?? ''}; y=2`, 'v')).toBe(value);
      }),
    );
  });
});

describe('documentCookieJar', () => {
  it('writes the exact document.cookie strings for set and remove', () => {
    const doc = fakeDocument();
    const jar = documentCookieJar(doc);
    jar.set('auth', '{"token":"t"}', authCookieAttributes('www.example.jp'));
    jar.remove('auth', authCookieAttributes('www.example.jp'));
    jar.set('n', 'abc', { path: '/', maxAge: 900, sameSite: 'Lax', secure: true });
    expect(doc.writes).toEqual([
      'auth=%7B%22token%22%3A%22t%22%7D; Path=/; Max-Age=86400; SameSite=Strict; Secure; Domain=.example.jp',
      'auth=; Path=/; Max-Age=0; SameSite=Strict; Secure; Domain=.example.jp',
      'n=abc; Path=/; Max-Age=900; SameSite=Lax; Secure',
    ]);
  });

  it('reads decoded values', () => {
    const doc = fakeDocument({ other: '1', auth: '%7B%22token%22%3A%22t%22%7D' });
    const jar = documentCookieJar(doc);
    expect(jar.get('auth')).toBe('{"token":"t"}');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('never throws when the document refuses cookies', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    };
    const jar = documentCookieJar(doc);
    expect(jar.get('auth')).toBeUndefined();
    expect(() => jar.set('auth', 'x', authCookieAttributes('example.jp'))).not.toThrow();
    expect(() => jar.remove('auth', authCookieAttributes('example.jp'))).not.toThrow();
  });
});
