// What a refused pro registration says to the visitor.
import type { TFunction } from 'i18next';
import { failureKind, isApiError, NetworkError } from '../../api';
import { reportPageFailure } from '../../components/report-failure';
import { SessionEndedError } from '../../lib/session';

/**
 * §8: a registration failure throws with the server's response text — the error body's message, or
 * what the failure was when no answer came. What the page shows of it is `registrationFailure`'s.
 */
export function registrationFailureText(error: unknown): string | undefined {
  if (isApiError(error)) return error.body?.error.message ?? error.message;
  if (error instanceof NetworkError) return undefined;
  return error instanceof Error ? error.message : undefined;
}

/**
 * Why a registration failed, as far as the visitor can act on it: the server refused it and said
 * why (its text shown as the server wrote it), too many tries, no answer at all (their connection), or the service failed — a 5xx, an
 * answer that is not the contract's, or a refusal without words: nothing they can fix, and no place
 * for the server's internals or the client's operation names.
 */
export type RegistrationFailure =
  { kind: 'refused'; text: string } | { kind: 'rateLimited' } | { kind: 'network' } | { kind: 'failed' };

export function registrationFailure(error: unknown): RegistrationFailure {
  const kind = failureKind(error);
  if (kind === 'rateLimited' || kind === 'network') return { kind };
  const text = isApiError(error) && error.status < 500 ? error.body?.error.message : undefined;
  return text ? { kind: 'refused', text } : { kind: 'failed' };
}

/**
 * A registration step's failure, reported when it is on our side (a 5xx, no answer, an answer off the
 * contract; a refusal is the visitor's to act on), as the visitor is told it.
 */
export function failedRegistrationStep(error: unknown): RegistrationFailure {
  if (!isApiError(error) || error.status >= 500) reportPageFailure(error, 'pro-signup');
  return registrationFailure(error);
}

/**
 * Why signing in with a new registration's token failed: its session ended at once (the token
 * refused or expired: the session's `SessionEndedError`), so nothing signs in with that token any more and the account is to be
 * forgotten; or a failure a retry with the same account may get past. Reported as every step's.
 */
export type SignInFailure = { kind: 'sessionEnded' } | { kind: 'signInFailed'; failure: RegistrationFailure };

export function failedSignIn(error: unknown): SignInFailure {
  const failure = failedRegistrationStep(error);
  return error instanceof SessionEndedError ? { kind: 'sessionEnded' } : { kind: 'signInFailed', failure };
}

/** The failure in the page's language (the server's own words after "the sign-up failed" for a refusal). */
export function registrationFailureMessage(t: TFunction<'account'>, failure: RegistrationFailure): string {
  switch (failure.kind) {
    case 'refused':
      return `${t('proSignup.failed')} ${failure.text}`;
    case 'rateLimited':
      return t('proSignup.registrationFailures.rateLimited');
    case 'network':
      return t('proSignup.registrationFailures.network');
    case 'failed':
      return t('proSignup.registrationFailures.failed');
  }
}
