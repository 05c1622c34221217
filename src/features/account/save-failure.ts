// What an account form says when a save fails; what was typed stays in the form either way.
import { isApiError } from '../../api';
import { reportPageFailure } from '../../components/report-failure';

export type SaveFailure = 'sessionEnded' | 'forbidden' | 'failed';

/** The failure's message key; failures that are not the user's (not 401/403) are reported. */
export function saveFailureOf(error: unknown, area: string): SaveFailure {
  if (isApiError(error) && error.status === 401) return 'sessionEnded';
  if (isApiError(error) && error.status === 403) return 'forbidden';
  reportPageFailure(error, area);
  return 'failed';
}
