// The return leg's nonce check (src/lib/session/state.ts, checkSignInReturn): the state the provider
// returns with must carry the nonce of the nonce cookie the start of the sign-in wrote; the cookie is
// used up whatever the outcome. A jar with a clock stands in for the browser, which drops the cookie
// once its Max-Age (15 minutes) has passed.
import { describe, expect, it } from 'vitest';
import type { CookieAttributes, CookieJar } from '../../../../src/lib/session/cookies';
import {
  UNKNOWN_STATE,
  buildSignInState,
  checkSignInReturn,
  issueNonce,
  parseSignInState,
} from '../../../../src/lib/session/state';

/** A cookie jar that forgets a cookie once its Max-Age has passed on `clock.now` (ms). */
function clockedJar(clock: { now: number }) {
  const cookies = new Map<string, { value: string; expiresAt: number; attributes: CookieAttributes }>();
  const removed: { name: string; attributes: CookieAttributes }[] = [];
  const jar: CookieJar = {
    get: (name) => {
      const cookie = cookies.get(name);
      return cookie && clock.now < cookie.expiresAt ? cookie.value : undefined;
    },
    set: (name, value, attributes) =>
      void cookies.set(name, {
        value,
        attributes,
        expiresAt: clock.now + (attributes.maxAge ?? Infinity) * 1000,
      }),
    remove: (name, attributes) => {
      removed.push({ name, attributes });
      cookies.delete(name);
    },
  };
  return { jar, removed };
}

const FINGERPRINT = '5d41402abc4b2a76b9719d911017c592';
const HOST = 'www.example.jp';

/** The start of a sign-in at `clock.now`: the nonce cookie written and the state built with it. */
function start(jar: CookieJar, context = 'sign-in') {
  const nonce = issueNonce({ cookies: jar, hostname: HOST });
  return { nonce, state: buildSignInState({ context, provider: 'line', nonce, fingerprint: FINGERPRINT }) };
}

describe('checkSignInReturn', () => {
  it('accepts a state whose nonce is the cookie’s, with the state’s fields, and uses the cookie up', () => {
    const clock = { now: 0 };
    const { jar, removed } = clockedJar(clock);
    const { nonce, state } = start(jar);
    clock.now = 14 * 60 * 1000; // well inside the 15 minutes
    expect(checkSignInReturn({ state, cookies: jar, hostname: HOST })).toEqual({
      ok: true,
      state: { context: 'sign-in', provider: 'line', nonce, fingerprint: FINGERPRINT },
    });
    // Removed with the attributes it was written with (path /, the parent domain), so the browser drops it.
    expect(removed).toEqual([
      {
        name: 'nonce',
        attributes: expect.objectContaining({ path: '/', domain: '.example.jp', sameSite: 'Lax' }),
      },
    ]);
    expect(jar.get('nonce')).toBeUndefined();
    // Used once: the same state coming back again is refused.
    expect(checkSignInReturn({ state, cookies: jar, hostname: HOST })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('refuses a state whose nonce is not the cookie’s (another sign-in’s, or tampered), and still uses the cookie up', () => {
    const clock = { now: 0 };
    const { jar } = clockedJar(clock);
    start(jar);
    const other = buildSignInState({
      context: 'sign-in',
      provider: 'line',
      nonce: '0123456789abcdef0123456789abcdef',
      fingerprint: FINGERPRINT,
    });
    expect(checkSignInReturn({ state: other, cookies: jar, hostname: HOST })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(jar.get('nonce')).toBeUndefined();
  });

  it('refuses a state when there is no nonce cookie (never issued in this browser)', () => {
    const { jar, removed } = clockedJar({ now: 0 });
    const state = buildSignInState({
      context: 'sign-in',
      provider: 'line',
      nonce: 'abc',
      fingerprint: FINGERPRINT,
    });
    expect(checkSignInReturn({ state, cookies: jar, hostname: HOST })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(removed).toEqual([]);
  });

  it('refuses a state once the cookie’s 15 minutes have passed', () => {
    const clock = { now: 0 };
    const { jar } = clockedJar(clock);
    const { state } = start(jar);
    clock.now = 15 * 60 * 1000 - 1;
    expect(jar.get('nonce')).toBeDefined();
    clock.now = 15 * 60 * 1000;
    expect(checkSignInReturn({ state, cookies: jar, hostname: HOST })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('refuses a missing state, unknown_state and what is not a state string, using the cookie up', () => {
    for (const state of [
      undefined,
      UNKNOWN_STATE,
      '',
      'not base64!',
      btoa('not json'),
      btoa('{"context":"sign-in"}'),
    ]) {
      const { jar } = clockedJar({ now: 0 });
      start(jar);
      expect(checkSignInReturn({ state, cookies: jar, hostname: HOST }), String(state)).toEqual({
        ok: false,
        reason: 'malformed',
      });
      expect(jar.get('nonce')).toBeUndefined();
    }
  });
});

describe('parseSignInState', () => {
  it('reads back every context buildSignInState writes, with unicode intact', () => {
    for (const context of ['pro-registration', 'request-form', 'sign-in', 'client-registration']) {
      const state = buildSignInState({
        context,
        provider: 'line',
        nonce: 'n-ü',
        fingerprint: 'unknown-fingerprint',
      });
      expect(parseSignInState(state)).toEqual({
        context,
        provider: 'line',
        nonce: 'n-ü',
        fingerprint: 'unknown-fingerprint',
      });
    }
  });

  it('reads a context it does not know as unknown, and refuses an empty nonce', () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(
      parseSignInState(encode({ context: 'elsewhere', provider: 'line', nonce: 'n', fingerprint: 'f' })),
    ).toMatchObject({ context: 'unknown', nonce: 'n' });
    expect(
      parseSignInState(encode({ context: 'sign-in', provider: 'line', nonce: '', fingerprint: 'f' })),
    ).toBeUndefined();
    expect(
      parseSignInState(encode({ context: 'sign-in', provider: 'line', nonce: 7, fingerprint: 'f' })),
    ).toBeUndefined();
  });
});
