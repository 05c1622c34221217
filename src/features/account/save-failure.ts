// What an account form says when a save fails; what was typed stays in the form either way.
import type { UseFormSetError } from 'react-hook-form';
import { failureKind, isApiError } from '../../api';
import { reportPageFailure } from '../../components/report-failure';

/**
 * A failure that the same send, made again, may get past: no answer at all (`offline`: check the
 * connection), too many sends in a short time (`rateLimited`, 429: wait a moment), or a failure on
 * our side (`failed`: try again later). The account's saves and the set-password page alike.
 */
export type RetryFailure = 'offline' | 'rateLimited' | 'failed';

export function retryFailureOf(error: unknown): RetryFailure {
  const kind = failureKind(error);
  return kind === 'network' ? 'offline' : kind === 'rateLimited' ? 'rateLimited' : 'failed';
}

/**
 * `retryFailureOf`, reported as `area`'s failure unless it is a rate limit: the server's limit at
 * work, not a failure to look into.
 */
export function reportedRetryFailure(error: unknown, area: string): RetryFailure {
  const failure = retryFailureOf(error);
  if (failure !== 'rateLimited') reportPageFailure(error, area);
  return failure;
}

export type SaveFailure = 'sessionEnded' | 'forbidden' | RetryFailure;

/**
 * The failure's message key (`errors.*`). Failures of ours are reported; not the user's own (401,
 * 403), nor a rate limit (see `reportedRetryFailure`).
 */
export function saveFailureOf(error: unknown, area: string): SaveFailure {
  if (isApiError(error) && error.status === 401) return 'sessionEnded';
  if (isApiError(error) && error.status === 403) return 'forbidden';
  return reportedRetryFailure(error, area);
}

/**
 * The server refused what was sent (400; 422 from a proxy that checks requests against the contract,
 * as the mock kit's does): sending it again unchanged will not help, so it is no "try again later".
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.status === 400 || error.status === 422);

/**
 * A new password the server refused is the password field's error, which takes the focus, on the
 * account's password change and on the set-password page alike. Answers whether it was that.
 */
export function refusedPassword(
  error: unknown,
  setError: UseFormSetError<{ password: string; confirmation: string }>,
): boolean {
  if (!isRefusal(error)) return false;
  setError('password', { message: 'account:password.refused' }, { shouldFocus: true });
  return true;
}
