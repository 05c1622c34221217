// The request modal lives in the URL (`?request=<jobTypeId>`, with `requestIn=<prefecture>[/<city>]`
// and `requestPro=<proId>` for a direct booking), so a reload reopens it and the draft brings the
// answers back.
import type { Language } from '../../../api';

/** The modal's search parameters, parsed by the root route. */
export interface RequestSearch {
  request?: string;
  requestIn?: string;
  requestPro?: string;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;
const PLACE = /^[a-z0-9-]{1,80}(\/[a-z0-9-]{1,80})?$/;
const PRO = /^[A-Za-z0-9_-]{1,64}$/;

/** The modal's parameters from a URL's search: only well-formed values, none without a job type. */
export function parseRequestSearch(search: Record<string, unknown>): RequestSearch {
  const pick = (value: unknown, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;
  const request = pick(search.request, KEY);
  if (!request) return {};
  const requestIn = pick(search.requestIn, PLACE);
  const requestPro = pick(search.requestPro, PRO);
  return { request, ...(requestIn ? { requestIn } : {}), ...(requestPro ? { requestPro } : {}) };
}

/** What the modal is opened with. */
export interface RequestArgs {
  jobTypeId: string;
  /** Where the job is, as far as the page says. */
  prefecture: string | undefined;
  city: string | undefined;
  /** A direct booking to this pro. */
  proId: string | undefined;
  language: Language;
}

/**
 * A request to oneself: a signed-in pro opening the modal for their own profile. The profile shows
 * them no button, but the address can be typed or followed; such a request is refused, never sent.
 */
export function isOwnRequest(
  proId: string | undefined,
  session: { signedIn: boolean; userId: string | undefined },
): boolean {
  return session.signedIn && proId !== undefined && proId === session.userId;
}
