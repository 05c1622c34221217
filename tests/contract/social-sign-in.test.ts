// The social sign-in's return leg against the mock kit: the companion's stand-in LINE page
// (mocks/social-provider.ts) sends the user back with a code and the untouched state, or with
// access_denied; the app's exchange (src/api/auth.ts, signInWithSocial: the assumed
// POST /auth/social-sign-in) sends exactly {provider, code, redirectUri} with the app's headers and gets
// the token of the stand-in's user; a code the stand-in did not issue, or one already used, is a 401; a
// body the contract refuses is a 400; a 429 reaches the caller.
import { describe, expect, it } from 'vitest';
import { isApiError, signInWithSocial } from '../../src/api';
import { companionUrl, failing, fixtures, manualClient, recording } from './harness';

const REDIRECT_URI = 'https://www.example.jp/en/sign-in';
const STATE = 'eyJjb250ZXh0Ijoic2lnbi1pbiJ9-_state';
const { client, pro } = fixtures.sessions;

const authorizeUrl = (query: Record<string, string>) =>
  `${companionUrl()}/mock-providers/line/authorize?${new URLSearchParams(query).toString()}`;

/** The stand-in page's answer to a choice (its form's POST): where it sends the browser. */
async function decide(decision: string, state = STATE): Promise<URL> {
  const response = await fetch(authorizeUrl({}), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, redirect_uri: REDIRECT_URI, decision }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const codeFor = async (decision: 'client' | 'pro') => (await decide(decision)).searchParams.get('code') ?? '';
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (isApiError(error) ? [error.status, error.code] : error),
  );

describe('the stand-in LINE page', () => {
  it('shows the authorization request’s choices, carrying the state and the return address', async () => {
    const response = await fetch(
      authorizeUrl({
        response_type: 'code',
        client_id: 'mock-line-channel',
        state: STATE,
        redirect_uri: REDIRECT_URI,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`name="state" value="${STATE}"`);
    expect(html).toContain(`name="redirect_uri" value="${REDIRECT_URI}"`);
    expect(html).toContain('サインイン as test user');
  });

  it('refuses a request without a return address, a state or response_type=code', async () => {
    for (const query of [
      { response_type: 'code', state: STATE } as Record<string, string>,
      { response_type: 'code', redirect_uri: REDIRECT_URI },
      { response_type: 'token', state: STATE, redirect_uri: REDIRECT_URI },
      { response_type: 'code', state: STATE, redirect_uri: 'javascript:alert(1)' },
    ])
      expect((await fetch(authorizeUrl(query))).status, JSON.stringify(query)).toBe(400);
  });

  it('returns to the address with a code and the state untouched, or with access_denied', async () => {
    const back = await decide('client');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(STATE);
    expect(back.searchParams.get('code')).toMatch(/^line-stand-in-client-[0-9a-f]{32}$/);
    expect(back.searchParams.has('error')).toBe(false);

    const denied = await decide('deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(STATE);
    expect(denied.searchParams.has('code')).toBe(false);
  });
});

describe('POST /auth/social-sign-in (assumed; signInWithSocial)', () => {
  it('sends exactly {provider, code, redirectUri} with the app’s headers and answers the stand-in user’s token', async () => {
    const code = await codeFor('client');
    const { api, sent, requests, answers } = recording();
    expect(await signInWithSocial(api, { provider: 'line', code, redirectUri: REDIRECT_URI })).toEqual(
      client.auth,
    );
    expect(sent).toEqual([{ method: 'POST', path: '/auth/social-sign-in', query: {}, language: 'ja' }]);
    const [request] = requests;
    expect(await request?.json()).toEqual({ provider: 'line', code, redirectUri: REDIRECT_URI });
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('client')).toBe('z-web');
    // Signing in needs no token.
    expect(request?.headers.get('x-access-token')).toBeNull();
    expect(answers).toEqual([{ status: 200, violations: null }]);
  });

  it('signs in as the test pro with a pro code', async () => {
    const code = await codeFor('pro');
    expect(
      await signInWithSocial(recording().api, { provider: 'line', code, redirectUri: REDIRECT_URI }),
    ).toEqual(pro.auth);
  });

  it('accepts the contract example’s fixture code every time (what replays use), as the client', async () => {
    const api = recording().api;
    for (let time = 0; time < 2; time += 1)
      expect(
        await signInWithSocial(api, {
          provider: 'line',
          code: 'line-fixture-code-client',
          redirectUri: REDIRECT_URI,
        }),
      ).toEqual(client.auth);
  });

  it('refuses (401) a code already exchanged, and one the stand-in did not issue', async () => {
    const code = await codeFor('client');
    const api = recording().api;
    await signInWithSocial(api, { provider: 'line', code, redirectUri: REDIRECT_URI });
    expect(
      await failureOf(signInWithSocial(api, { provider: 'line', code, redirectUri: REDIRECT_URI })),
    ).toEqual([401, 'INVALID_AUTHORIZATION_CODE']);
    for (const forged of [
      'line-stand-in-client-00',
      'line-stand-in-admin-0123456789abcdef0123456789abcdef',
      'x',
    ])
      expect(
        await failureOf(signInWithSocial(api, { provider: 'line', code: forged, redirectUri: REDIRECT_URI })),
        forged,
      ).toEqual([401, 'INVALID_AUTHORIZATION_CODE']);
  });

  it('answers 400 for a body the contract refuses, and leaves the code good', async () => {
    const code = await codeFor('client');
    const api = manualClient();
    for (const body of [
      { provider: 'google', code, redirectUri: REDIRECT_URI },
      { provider: 'line', code },
      { provider: 'line', code, redirectUri: REDIRECT_URI, extra: true },
    ]) {
      const failure = await failureOf(
        api.POST('/auth/social-sign-in', { body: body as never }) as Promise<unknown>,
      );
      expect(failure, JSON.stringify(body)).toEqual([400, expect.any(String)]);
    }
    expect(
      (await signInWithSocial(recording().api, { provider: 'line', code, redirectUri: REDIRECT_URI })).uid,
    ).toBe(client.auth.uid);
  });

  it('lets a 429 reach the caller', async () => {
    const code = await codeFor('client');
    expect(
      await failureOf(
        signInWithSocial(failing('signInWithSocial', 429), {
          provider: 'line',
          code,
          redirectUri: REDIRECT_URI,
        }),
      ),
    ).toEqual([429, 'RATE_LIMITED']);
  });
});
