// @vitest-environment jsdom
// The LINE sign-in's return leg in the browser (src/features/auth/social-sign-in.ts): the start keeps the
// nonce cookie and where to go back to; the return checks the state against the cookie before anything is
// sent, uses the cookie up, exchanges the code with this page's return address, and answers the state's
// context and the kept path; LINE's errors and a refused exchange are failures the page says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api';
import {
  SOCIAL_RETURN_KEY,
  completeSocialSignIn,
  isSocialReturn,
  startLineSignIn,
} from '../../../../src/features/auth/social-sign-in';
import { buildSignInState } from '../../../../src/lib/session/state';

const REDIRECT_URI = `${window.location.origin}/sign-in`;
const nonceCookie = () => /(?:^|; )nonce=([^;]*)/.exec(document.cookie)?.[1];

/**
 * Starts a sign-in as the LINE button does (jsdom does not navigate away), and answers the state it
 * sent to LINE: the one of the nonce cookie it wrote.
 */
function start(context: 'sign-in' | 'pro-registration' = 'sign-in', returnTo?: string): string {
  startLineSignIn({ authorizeUrl: 'https://line.example/authorize', language: 'ja', context, returnTo });
  return buildSignInState({ context, provider: 'line', nonce: nonceCookie() ?? '', fingerprint: 'f' });
}

beforeEach(() => {
  document.cookie = 'nonce=; Max-Age=0; Path=/';
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('completeSocialSignIn', () => {
  it('with the state LINE was sent: exchanges the code, answers the context and the kept path, uses the cookie up', async () => {
    const state = start('sign-in', '/account');
    expect(nonceCookie()).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SOCIAL_RETURN_KEY)).toBe('/account');
    const signInWithSocial = vi.fn(async () => undefined);
    const outcome = await completeSocialSignIn({
      params: { code: 'line-code', state },
      signInWithSocial,
      redirectUri: REDIRECT_URI,
    });
    expect(outcome).toEqual({ ok: true, context: 'sign-in', returnTo: '/account' });
    expect(signInWithSocial).toHaveBeenCalledWith({
      provider: 'line',
      code: 'line-code',
      redirectUri: REDIRECT_URI,
    });
    expect(nonceCookie()).toBeUndefined();
    expect(sessionStorage.getItem(SOCIAL_RETURN_KEY)).toBeNull();
  });

  it('answers the pro-registration context (the route sends it to onboarding)', async () => {
    const state = start('pro-registration');
    const outcome = await completeSocialSignIn({
      params: { code: 'c', state },
      signInWithSocial: async () => undefined,
      redirectUri: REDIRECT_URI,
    });
    expect(outcome).toEqual({ ok: true, context: 'pro-registration', returnTo: undefined });
  });

  it('refuses a state with another nonce, and without the cookie, before anything is sent', async () => {
    start();
    const forged = buildSignInState({
      context: 'sign-in',
      provider: 'line',
      nonce: 'other',
      fingerprint: 'f',
    });
    const signInWithSocial = vi.fn(async () => undefined);
    const params = { code: 'c', state: forged };
    expect(await completeSocialSignIn({ params, signInWithSocial, redirectUri: REDIRECT_URI })).toEqual({
      ok: false,
      failure: 'stateRefused',
      reason: 'mismatch',
    });
    // The cookie went with the first try: the right state now finds none.
    expect(await completeSocialSignIn({ params, signInWithSocial, redirectUri: REDIRECT_URI })).toMatchObject(
      {
        failure: 'stateRefused',
        reason: 'missing',
      },
    );
    expect(signInWithSocial).not.toHaveBeenCalled();
  });

  it('says LINE’s access_denied as cancelled and another error as a provider error, sending nothing', async () => {
    const signInWithSocial = vi.fn(async () => undefined);
    const state = start();
    expect(
      await completeSocialSignIn({
        params: { error: 'access_denied', state },
        signInWithSocial,
        redirectUri: REDIRECT_URI,
      }),
    ).toEqual({ ok: false, failure: 'cancelled' });
    expect(nonceCookie()).toBeUndefined();
    expect(
      await completeSocialSignIn({
        params: { error: 'server_error' },
        signInWithSocial,
        redirectUri: REDIRECT_URI,
      }),
    ).toEqual({ ok: false, failure: 'providerError' });
    expect(signInWithSocial).not.toHaveBeenCalled();
  });

  it('answers a refused exchange as exchangeFailed with its error', async () => {
    const refused = new ApiError('signInWithSocial', 401, {
      error: { code: 'INVALID_AUTHORIZATION_CODE', message: 'The authorization code was not accepted' },
    });
    const state = start();
    const outcome = await completeSocialSignIn({
      params: { code: 'forged', state },
      signInWithSocial: async () => Promise.reject(refused),
      redirectUri: REDIRECT_URI,
    });
    expect(outcome).toEqual({ ok: false, failure: 'exchangeFailed', error: refused });
  });
});

describe('isSocialReturn', () => {
  it('is true when LINE returned with a code, a state or an error, false for a plain sign-in page', () => {
    expect(isSocialReturn({})).toBe(false);
    expect(isSocialReturn({ code: 'c' })).toBe(true);
    expect(isSocialReturn({ state: 's' })).toBe(true);
    expect(isSocialReturn({ error: 'access_denied' })).toBe(true);
  });
});
