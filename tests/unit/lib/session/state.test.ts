import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { documentCookieJar, type CookieJar } from '../../../../src/lib/session/cookies';
import {
  NONCE_BYTES,
  SIGN_IN_CONTEXTS,
  UNKNOWN_STATE,
  buildSignInState,
  createNonce,
  issueNonce,
  socialSignInUrl,
  type NonceCrypto,
} from '../../../../src/lib/session/state';
import { fakeDocument } from './fakes';

/** The fields a state carries (its base64url JSON), as the page the provider returns to reads them. */
const decode = (state: string): unknown => JSON.parse(Buffer.from(state, 'base64url').toString('utf8'));
const readNonce = (cookies: CookieJar) => cookies.get('nonce');

const FINGERPRINT = '5d41402abc4b2a76b9719d911017c592';

// A crypto whose random bytes are 0, 1, 2, …
const countingCrypto: NonceCrypto = {
  getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array) array.forEach((_, index) => (array[index] = index * 17));
    return array;
  },
};

describe('buildSignInState', () => {
  it('has the four contexts of §4', () => {
    expect(SIGN_IN_CONTEXTS).toEqual(['pro-registration', 'request-form', 'sign-in', 'client-registration']);
  });

  it('is the URL-safe base64 of the JSON {context, provider, nonce, fingerprint}', () => {
    const state = buildSignInState({
      context: 'sign-in',
      provider: 'line',
      nonce: 'n1',
      fingerprint: FINGERPRINT,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = Buffer.from(state, 'base64url').toString('utf8');
    expect(json).toBe(`{"context":"sign-in","provider":"line","nonce":"n1","fingerprint":"${FINGERPRINT}"}`);
  });

  it.each(SIGN_IN_CONTEXTS)('round-trips the %s context', (context) => {
    const input = { context, provider: 'google', nonce: 'abc', fingerprint: 'unknown-fingerprint' };
    expect(decode(buildSignInState(input))).toEqual(input);
  });

  it.each(['', 'login', 'SIGN-IN', 'sign_in', 'pro-registration ', 'toString', '__proto__'])(
    'an unknown context %j gives unknown_state',
    (context) => {
      expect(buildSignInState({ context, provider: 'line', nonce: 'n', fingerprint: FINGERPRINT })).toBe(
        UNKNOWN_STATE,
      );
    },
  );

  it('keeps field order fixed and ignores extra input fields', () => {
    const input = { fingerprint: 'f', nonce: 'n', provider: 'p', context: 'request-form', extra: 'x' };
    expect(buildSignInState(input)).toBe(
      buildSignInState({ context: 'request-form', provider: 'p', nonce: 'n', fingerprint: 'f' }),
    );
  });

  it('property: round-trips any strings for the valid contexts', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(
        fc.constantFrom(...SIGN_IN_CONTEXTS),
        text,
        text,
        text,
        (context, provider, nonce, fingerprint) => {
          const state = buildSignInState({ context, provider, nonce, fingerprint });
          expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decode(state)).toEqual({ context, provider, nonce, fingerprint });
        },
      ),
    );
  });

  it('property: any other context gives unknown_state', () => {
    fc.assert(
      fc.property(
        fc.string().filter((context) => !(SIGN_IN_CONTEXTS as readonly string[]).includes(context)),
        fc.string(),
        (context, nonce) => {
          expect(buildSignInState({ context, provider: 'line', nonce, fingerprint: FINGERPRINT })).toBe(
            UNKNOWN_STATE,
          );
        },
      ),
    );
  });
});

describe('createNonce', () => {
  it('is 16 crypto random bytes as 32 hex digits', () => {
    expect(NONCE_BYTES).toBe(16);
    expect(createNonce(countingCrypto)).toBe('00112233445566778899aabbccddeeff');
  });

  it('uses the global crypto by default', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce()).not.toBe(nonce);
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    createNonce();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it.each<[string, NonceCrypto | null]>([
    ['null', null],
    ['without getRandomValues', {} as NonceCrypto],
    [
      'throwing',
      {
        getRandomValues: () => {
          throw new Error('not available');
        },
      },
    ],
  ])('falls back to random base-36 digits when crypto is %s', (_label, cryptoLike) => {
    const random = vi.fn(() => 0.5);
    expect(createNonce(cryptoLike, random)).toBe('i'.repeat(32));
    expect(random).toHaveBeenCalledTimes(32);
    const values = [0, 0.999_999, 0.1, 0.3];
    let call = 0;
    expect(createNonce(cryptoLike, () => values[call++ % values.length] ?? 0)).toBe('0z3a'.repeat(8));
    expect(createNonce(cryptoLike)).toMatch(/^[0-9a-z]{32}$/);
  });

  it('property: the fallback is always 32 base-36 digits, whatever random answers', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 1 }), (values) => {
        let call = 0;
        const nonce = createNonce(null, () => values[call++ % values.length] ?? 0);
        expect(nonce).toMatch(/^[0-9a-z]{32}$/);
      }),
    );
  });
});

describe('issueNonce', () => {
  it('writes the nonce cookie (15 minutes, SameSite=Lax, Secure, parent domain) and returns the nonce', () => {
    const doc = fakeDocument();
    const cookies = documentCookieJar(doc);
    const nonce = issueNonce({ cookies, hostname: 'www.example.jp', crypto: countingCrypto });
    expect(nonce).toBe('00112233445566778899aabbccddeeff');
    expect(doc.writes).toEqual([
      'nonce=00112233445566778899aabbccddeeff; Path=/; Max-Age=900; SameSite=Lax; Secure; Domain=.example.jp',
    ]);
    expect(readNonce(cookies)).toBe(nonce);
  });

  it('is host-only on localhost and can leave Secure out', () => {
    const doc = fakeDocument();
    issueNonce({ cookies: documentCookieJar(doc), hostname: '127.0.0.1', crypto: null, secure: false });
    expect(doc.writes).toHaveLength(1);
    expect(doc.writes[0]).toMatch(/^nonce=[0-9a-z]{32}; Path=\/; Max-Age=900; SameSite=Lax$/);
  });

  it('a state built with the issued nonce carries the cookie’s nonce', () => {
    const cookies = documentCookieJar(fakeDocument());
    const nonce = issueNonce({ cookies, hostname: 'localhost' });
    const state = buildSignInState({
      context: 'client-registration',
      provider: 'line',
      nonce,
      fingerprint: FINGERPRINT,
    });
    expect(decode(state)).toMatchObject({ nonce: readNonce(cookies) });
  });
});

describe('socialSignInUrl', () => {
  it('issues the nonce cookie and sends state, nonce and the return address to the provider', () => {
    const doc = fakeDocument();
    const cookies = documentCookieJar(doc);
    const url = new URL(
      socialSignInUrl({
        context: 'sign-in',
        provider: 'line',
        authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize?response_type=code',
        redirectUri: 'https://www.example.jp/sign-in',
        fingerprint: FINGERPRINT,
        cookies,
        hostname: 'www.example.jp',
        crypto: countingCrypto,
      }),
    );
    const nonce = '00112233445566778899aabbccddeeff';
    expect(doc.writes).toEqual([
      `nonce=${nonce}; Path=/; Max-Age=900; SameSite=Lax; Secure; Domain=.example.jp`,
    ]);
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('nonce')).toBe(nonce);
    expect(url.searchParams.get('redirect_uri')).toBe('https://www.example.jp/sign-in');
    expect(decode(url.searchParams.get('state') ?? '')).toEqual({
      context: 'sign-in',
      provider: 'line',
      nonce,
      fingerprint: FINGERPRINT,
    });
  });

  it('resolves a site-relative authorization path against the return address', () => {
    const url = socialSignInUrl({
      context: 'request-form',
      provider: 'line',
      authorizeUrl: '/oauth/authorize',
      redirectUri: 'http://127.0.0.1:4373/sign-in',
      fingerprint: 'unknown-fingerprint',
      cookies: documentCookieJar(fakeDocument()),
      hostname: '127.0.0.1',
      secure: false,
    });
    expect(url.startsWith('http://127.0.0.1:4373/oauth/authorize?state=')).toBe(true);
  });
});
