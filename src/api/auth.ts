// Signing in (split from ./users.ts; the operations are in openapi/paths/users.yaml, tag auth): the email
// sign-in, the social provider's code exchanged for a session, and the signed-in user of a token.
// Registration stays with the users module.
import type { AuthToken, SocialSignInInput, User } from '../../generated/api';
import type { ApiClient } from './client';

/** The signed-in user of the client's token; a hung call gives up after `timeoutMs`. */
export async function getCurrentUser(api: ApiClient, timeoutMs: number): Promise<User> {
  const { data } = await api.GET('/auth/current-user', { signal: AbortSignal.timeout(timeoutMs) });
  if (!data) throw new Error('getCurrentUser answered without the user');
  return data;
}

export async function signIn(api: ApiClient, email: string, password: string): Promise<AuthToken> {
  const { data } = await api.POST('/auth/sign-in', { body: { email, password } });
  if (!data) throw new Error('signIn answered without a token');
  return data;
}

/** The social providers the web client signs in with. */
export type SocialProvider = SocialSignInInput['provider'];

/**
 * `POST /auth/social-sign-in` (assumed): the authorization code the provider returned with, and the
 * return address the authorization request named, for a session. 401: the code was not accepted.
 */
export async function signInWithSocial(api: ApiClient, input: SocialSignInInput): Promise<AuthToken> {
  const { provider, code, redirectUri } = input;
  const { data } = await api.POST('/auth/social-sign-in', { body: { provider, code, redirectUri } });
  if (!data) throw new Error('signInWithSocial answered without a token');
  return data;
}
