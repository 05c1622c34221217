// Setting a password with the password-set email's token (POST /users/{id}/password, assumed) against
// the stateful mock, through the app's call: exactly `{ password, token }` for the link's user id, no
// session needed; the mock takes the fixtures' token for its user (the on-the-fly account, registered
// by email only), after which the new password signs in; any other token, or another user's id, is a
// 404 and sets nothing; a body the contract refuses is a 400; a call missing one of the three (§5) is
// never sent.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, register, setPassword, signIn } from '../../../src/api';
import { apiClient, failing, fixtures, recording, resetMock } from '../harness';

const { newClient, client } = fixtures.sessions;
const { uid, token } = fixtures.passwordSet;
const PASSWORD = 'a-password-from-the-link';
const statusOf = (error: unknown) => (isApiError(error) ? error.status : error);

beforeEach(resetMock);
afterAll(resetMock);

describe('password set (POST /users/{id}/password)', () => {
  it('the fixtures’ token is the on-the-fly account’s', () => {
    expect(uid).toBe(newClient.user.id);
  });

  it('sends exactly the password and the token for the link’s user, and resolves on 204', async () => {
    const { api, requests, sent, answers } = recording();
    await expect(setPassword(api, { userId: uid, password: PASSWORD, token })).resolves.toBeUndefined();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST /users/${uid}/password`]);
    expect(await requests[0]?.json()).toEqual({ password: PASSWORD, token });
    expect(requests[0]?.headers.get('x-access-token')).toBeNull();
    expect(answers[0]).toEqual({ status: 204, violations: null });
  });

  it('a client registered by email only signs in with the password set from the link', async () => {
    const email = 'password-set.client@example.jp';
    // Before: the account registered by email has no password to sign in with.
    expect((await register(apiClient(), { mode: 'client', email })).uid).toBe(uid);
    expect(await signIn(apiClient(), email, PASSWORD).catch(statusOf)).toBe(401);
    await setPassword(apiClient(), { userId: uid, password: PASSWORD, token });
    expect(await signIn(apiClient(), email, PASSWORD)).toEqual(newClient.auth);
    expect(await signIn(apiClient(), email, 'another-password').catch(statusOf)).toBe(401);
  });

  it('an unknown token, or the token for another user, is a 404 and sets nothing', async () => {
    const { api, answers } = recording();
    expect(
      await setPassword(api, { userId: uid, password: PASSWORD, token: 'pwset-expired' }).catch(statusOf),
    ).toBe(404);
    expect(
      await setPassword(api, { userId: client.user.id, password: PASSWORD, token }).catch(statusOf),
    ).toBe(404);
    expect(answers.map((answer) => answer?.violations)).toEqual([null, null]);
    expect(await signIn(apiClient(), newClient.email, PASSWORD).catch(statusOf)).toBe(401);
    expect(await signIn(apiClient(), client.email, PASSWORD).catch(statusOf)).toBe(401);
    expect((await signIn(apiClient(), client.email, client.password)).uid).toBe(client.user.id);
  });

  it('a password the contract refuses (under 8 characters) is a 400 and sets nothing', async () => {
    const { api, requests } = recording();
    const refused = await setPassword(api, { userId: uid, password: 'short', token }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(refused) && refused.status).toBe(400);
    expect(await requests[0]?.json()).toEqual({ password: 'short', token });
    expect(await signIn(apiClient(), newClient.email, 'short').catch(statusOf)).toBe(401);
  });

  it('is not sent without the id, the password or the token (§5)', async () => {
    const { api, sent } = recording();
    for (const input of [
      { userId: '', password: PASSWORD, token },
      { userId: uid, password: '', token },
      { userId: uid, password: PASSWORD, token: '' },
    ])
      await expect(setPassword(api, input)).rejects.toThrow(/needs the user id, the password and the token/);
    expect(sent).toEqual([]);
  });

  it('a server failure surfaces as the error it is', async () => {
    const broken = failing('setPassword', 500);
    expect(await setPassword(broken, { userId: uid, password: PASSWORD, token }).catch(statusOf)).toBe(500);
  });
});
