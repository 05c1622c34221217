// Sign-in with LINE (the spec's social provider), both legs. Browser only.
//   out:  a click makes the sign-in state string and its nonce cookie (15 minutes, SameSite=Lax), keeps
//         where to go afterwards for this tab (session storage), and sends the visitor to the provider's
//         authorization page, which is to return to the sign-in page in the page's language.
//   back: the provider returns to that page with `code` and `state`, or with `error`. The state's nonce
//         must be the nonce cookie's (checkSignInReturn; the cookie is used up whatever the outcome); only
//         then is the code exchanged for a session (POST /auth/social-sign-in), stored as the email
//         sign-in's. Where to go then is the route's: by the state's context (sign-in: where the visitor
//         was, as the email sign-in; pro-registration: onboarding; unknown: the start page).
import type { SocialProvider, SocialSignInInput } from '../../api';
import { withLanguage, type AppLanguage } from '../../lib/i18n';
import {
  browserSessionStorage,
  checkSignInReturn,
  currentHostname,
  documentCookieJar,
  socialSignInUrl,
  type SignInContext,
  type SignInState,
  type StateRefusal,
} from '../../lib/session';
import { fingerprint } from '../../utils/fingerprint';

const PROVIDER: SocialProvider = 'line';
/** Session-storage key of the path to go back to after a social sign-in (this tab only). */
export const SOCIAL_RETURN_KEY = 'socialSignInReturn';

export interface StartLineSignIn {
  /** The provider's authorization URL (configuration: LINE's, or the mock kit's stand-in). */
  authorizeUrl: string;
  /** The page's language: the provider returns to the sign-in page in it. */
  language: AppLanguage;
  context?: SignInContext;
  /** A checked path of this site to go back to once signed in. */
  returnTo?: string | undefined;
}

export function startLineSignIn({
  authorizeUrl,
  language,
  context = 'sign-in',
  returnTo,
}: StartLineSignIn): void {
  const storage = browserSessionStorage();
  try {
    if (returnTo) storage?.setItem(SOCIAL_RETURN_KEY, returnTo);
    else storage?.removeItem(SOCIAL_RETURN_KEY);
  } catch {
    // Storage refused: the visitor lands on the start page afterwards.
  }
  const url = socialSignInUrl({
    context,
    provider: PROVIDER,
    authorizeUrl,
    redirectUri: `${window.location.origin}${withLanguage('/sign-in', language)}`,
    fingerprint: fingerprint(navigator.userAgent),
    cookies: documentCookieJar(),
    hostname: currentHostname(),
    secure: window.location.protocol === 'https:',
  });
  window.location.assign(url);
}

/** What the provider returned to the sign-in page with (its query). */
export interface SocialReturnParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** Whether the sign-in page was reached as the provider's return address. */
export const isSocialReturn = (params: SocialReturnParams): boolean =>
  params.state !== undefined || params.code !== undefined || params.error !== undefined;

/** A failure keeps the path to go back to, for a sign-in the visitor tries next on the page. */
type Failed<T> = T & { ok: false; returnTo?: string | undefined };

export type SocialReturnOutcome =
  | { ok: true; context: SignInState['context']; returnTo: string | undefined }
  /** The provider's own error: `access_denied` (the visitor cancelled) or another. */
  | Failed<{ failure: 'cancelled' | 'providerError' }>
  /** The state was refused: nothing was sent to the server, nobody is signed in. */
  | Failed<{ failure: 'stateRefused'; reason: StateRefusal }>
  /** The code exchange or the sign-in after it failed. */
  | Failed<{ failure: 'exchangeFailed'; error: unknown }>;

export interface CompleteSocialSignIn {
  params: SocialReturnParams;
  /** The session's exchange and sign-in (AuthSession.signInWithSocial). */
  signInWithSocial: (input: SocialSignInInput) => Promise<void>;
  /** The return address the authorization request named: this page's origin and path. */
  redirectUri: string;
}

function takeReturnPath(): string | undefined {
  const storage = browserSessionStorage();
  try {
    const path = storage?.getItem(SOCIAL_RETURN_KEY) ?? undefined;
    storage?.removeItem(SOCIAL_RETURN_KEY);
    return path;
  } catch {
    return undefined;
  }
}

/** The return leg (see the module comment); never throws. */
export async function completeSocialSignIn({
  params,
  signInWithSocial,
  redirectUri,
}: CompleteSocialSignIn): Promise<SocialReturnOutcome> {
  const check = checkSignInReturn({
    state: params.state,
    cookies: documentCookieJar(),
    hostname: currentHostname(),
    secure: window.location.protocol === 'https:',
  });
  const returnTo = takeReturnPath();
  if (params.error !== undefined)
    return { ok: false, failure: params.error === 'access_denied' ? 'cancelled' : 'providerError', returnTo };
  if (!check.ok) return { ok: false, failure: 'stateRefused', reason: check.reason, returnTo };
  // A state for another provider is not one this page started.
  if (check.state.provider !== PROVIDER)
    return { ok: false, failure: 'stateRefused', reason: 'malformed', returnTo };
  if (!params.code) return { ok: false, failure: 'providerError', returnTo };
  try {
    await signInWithSocial({ provider: PROVIDER, code: params.code, redirectUri });
  } catch (error) {
    return { ok: false, failure: 'exchangeFailed', error, returnTo };
  }
  return { ok: true, context: check.state.context, returnTo };
}
