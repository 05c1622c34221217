// Small helpers the per-tag modules share: the language header a call names (query keys carry the
// language, so the call must send the same one), and the two ways a failed read is turned into a
// value (404 as "none", or any failure as an empty fallback, reported or not).
import type { Language } from '../../generated/api';
import type { ApiClient } from './client';
import { failureTags, isApiError } from './errors';

export const lang = (language: Language) => ({ 'x-ui-language': language });

/** For `.then(ok, notFoundAsNull)`: a 404 answer means "there is none"; anything else is the caller's error. */
export function notFoundAsNull(error: unknown): null {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
}

/**
 * For `.catch(...)`: a failure the product swallows, answered with `fallback`. With `operation`, the
 * failure is reported (through the client's `onSwallowedError`); without, it is silent — the product
 * spec names which failures are worth a report.
 */
export const swallow =
  <T>(api: ApiClient, fallback: T, operation?: string, tags: Record<string, string> = {}) =>
  (error: unknown): T => {
    // With the failure's status (0 for no answer), as every other report of a failed call has.
    if (operation) api.reportSwallowed(error, { tags: { ...failureTags(error), operation, ...tags } });
    return fallback;
  };

/** The job type and place that narrow a marketing page's content calls. */
export interface JobTypePlace {
  jobTypeId: string;
  prefectureKey?: string;
  cityKey?: string;
}
