// The sign-in state string and its nonce.
//
// Format of the state (the OAuth `state` parameter of a social sign-in): the URL-safe base64
// (RFC 4648 §5, no padding) of the UTF-8 JSON `{"context","provider","nonce","fingerprint"}`, in
// that key order. For a context other than pro-registration, request-form, sign-in and
// client-registration the state is the literal `unknown_state`. The nonce is also kept in the
// `nonce` cookie (15 minutes, SameSite=Lax), so the page the provider returns to can check that the
// state's nonce is the cookie's (checkSignInReturn, which uses the cookie up).
import { COOKIE_NAMES, nonceCookieAttributes, type CookieJar, type CookieRuleOptions } from './cookies';

export const SIGN_IN_CONTEXTS = [
  'pro-registration',
  'request-form',
  'sign-in',
  'client-registration',
] as const;
export type SignInContext = (typeof SIGN_IN_CONTEXTS)[number];

export const UNKNOWN_STATE = 'unknown_state';

export interface SignInStateInput {
  /** Any string; one outside SIGN_IN_CONTEXTS gives `unknown_state`. */
  context: string;
  provider: string;
  nonce: string;
  fingerprint: string;
}

export function isSignInContext(value: unknown): value is SignInContext {
  return typeof value === 'string' && (SIGN_IN_CONTEXTS as readonly string[]).includes(value);
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The sign-in state string (see the format above), or `unknown_state` for an unknown context. */
export function buildSignInState(input: SignInStateInput): string {
  if (!isSignInContext(input.context)) return UNKNOWN_STATE;
  const { context, provider, nonce, fingerprint } = input;
  return toBase64Url(JSON.stringify({ context, provider, nonce, fingerprint }));
}

// --- nonce ---

/** The part of the Web Crypto API the nonce uses. */
export type NonceCrypto = Pick<Crypto, 'getRandomValues'>;

export const NONCE_BYTES = 16;
const NONCE_LENGTH = NONCE_BYTES * 2;

/**
 * A nonce: 16 bytes of `crypto.getRandomValues` as 32 lowercase hex digits. Without a usable
 * crypto (`null`, missing, or throwing) it falls back to 32 random base-36 digits of `random`.
 * `cryptoLike` undefined means the global crypto.
 */
export function createNonce(
  cryptoLike: NonceCrypto | null | undefined = (globalThis as { crypto?: NonceCrypto }).crypto,
  random: () => number = Math.random,
): string {
  if (cryptoLike !== null && typeof cryptoLike?.getRandomValues === 'function') {
    try {
      const bytes = cryptoLike.getRandomValues(new Uint8Array(NONCE_BYTES));
      return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    } catch {
      // Fall back below.
    }
  }
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    const value = random();
    // A broken source (NaN, Infinity, out of range) still yields a digit.
    const digit = Number.isFinite(value) ? Math.max(0, Math.min(35, Math.floor(value * 36))) : 0;
    nonce += digit.toString(36);
  }
  return nonce;
}

export interface IssueNonceInput extends CookieRuleOptions {
  cookies: CookieJar;
  /** The page's hostname, for the cookie's Domain. */
  hostname: string;
  /** The crypto to draw from (default the global one; null forces the fallback). */
  crypto?: NonceCrypto | null;
}

/** Creates a nonce, writes it to the `nonce` cookie (15 minutes, SameSite=Lax) and returns it. */
export function issueNonce(input: IssueNonceInput): string {
  const nonce = createNonce(input.crypto);
  const options = input.secure === undefined ? {} : { secure: input.secure };
  input.cookies.set(COOKIE_NAMES.nonce, nonce, nonceCookieAttributes(input.hostname, options));
  return nonce;
}

export interface SocialSignInInput extends CookieRuleOptions {
  context: SignInContext;
  /** The provider's name, carried in the state (e.g. `line`). */
  provider: string;
  /** The provider's authorization endpoint. */
  authorizeUrl: string;
  /** Where the provider sends the user back (an absolute URL on this site). */
  redirectUri: string;
  /** The device fingerprint (the x-device value). */
  fingerprint: string;
  cookies: CookieJar;
  /** The page's hostname, for the nonce cookie's Domain. */
  hostname: string;
  crypto?: NonceCrypto | null;
}

/**
 * Starts a social sign-in: issues the nonce cookie and answers the provider's authorization URL
 * with the sign-in state, the nonce and the return address as query parameters.
 */
export function socialSignInUrl(input: SocialSignInInput): string {
  const nonce = issueNonce(input);
  const state = buildSignInState({ ...input, nonce });
  const url = new URL(input.authorizeUrl, input.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('redirect_uri', input.redirectUri);
  return url.toString();
}

// --- the return leg ---

/** What a state string carries, as the page the provider returns to reads it. */
export interface SignInState {
  /** One of SIGN_IN_CONTEXTS, or `unknown` for any other context a state may name. */
  context: SignInContext | 'unknown';
  provider: string;
  nonce: string;
  fingerprint: string;
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/**
 * The fields of a state string built by {@link buildSignInState}: undefined for `unknown_state` (it
 * carries no nonce) and for anything that is not the base64url JSON of four strings with a nonce.
 */
export function parseSignInState(state: string): SignInState | undefined {
  const json = fromBase64Url(state);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { context, provider, nonce, fingerprint } = value as Record<string, unknown>;
  if (typeof context !== 'string' || typeof provider !== 'string' || typeof fingerprint !== 'string')
    return undefined;
  if (typeof nonce !== 'string' || nonce === '') return undefined;
  return { context: isSignInContext(context) ? context : 'unknown', provider, nonce, fingerprint };
}

/**
 * Why a returning state is refused: `malformed` (no state, `unknown_state`, or not a state string),
 * `missing` (no nonce cookie: never issued in this browser, or expired — the browser drops it after its
 * 15 minutes), `mismatch` (the cookie holds another nonce: a state from another sign-in or tampered).
 */
export type StateRefusal = 'malformed' | 'missing' | 'mismatch';

export type StateCheck = { ok: true; state: SignInState } | { ok: false; reason: StateRefusal };

export interface CheckReturnInput extends CookieRuleOptions {
  /** The `state` the provider returned with (undefined when it came back without one). */
  state: string | undefined;
  cookies: CookieJar;
  /** The page's hostname, for the nonce cookie's Domain. */
  hostname: string;
}

/**
 * The return leg's check: the state's nonce must be the one in the nonce cookie. The cookie is used up
 * (removed) whatever the outcome, so a state is good once.
 */
export function checkSignInReturn(input: CheckReturnInput): StateCheck {
  const cookieNonce = input.cookies.get(COOKIE_NAMES.nonce);
  const options = input.secure === undefined ? {} : { secure: input.secure };
  if (cookieNonce !== undefined)
    input.cookies.remove(COOKIE_NAMES.nonce, nonceCookieAttributes(input.hostname, options));
  const state = input.state === undefined ? undefined : parseSignInState(input.state);
  if (!state) return { ok: false, reason: 'malformed' };
  if (cookieNonce === undefined || cookieNonce === '') return { ok: false, reason: 'missing' };
  if (cookieNonce !== state.nonce) return { ok: false, reason: 'mismatch' };
  return { ok: true, state };
}
