// What an account form says when a save fails; what was typed stays in the form either way.
import type { UseFormSetError } from 'react-hook-form';
import { failureKind, isApiError } from '../../api';
import { reportPageFailure } from '../../components/report-failure';

export type SaveFailure = 'sessionEnded' | 'forbidden' | 'offline' | 'failed';

/**
 * The failure's message key (`errors.*`); failures that are not the user's (not 401/403) are
 * reported. No answer at all (`offline`) says to check the connection; any other, to try later.
 */
export function saveFailureOf(error: unknown, area: string): SaveFailure {
  if (isApiError(error) && error.status === 401) return 'sessionEnded';
  if (isApiError(error) && error.status === 403) return 'forbidden';
  reportPageFailure(error, area);
  return failureKind(error) === 'network' ? 'offline' : 'failed';
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
