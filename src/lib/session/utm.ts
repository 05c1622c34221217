// UTM parameters: captured from the landing URL into local storage (logout clears them), and read
// back for the request payload's `utm` and its client-source header.
import type { Utm } from '../../api';
import { safeSetItem, STORAGE_KEYS, type SessionStorageLike } from './storage';

// A path without them: in without-utm.ts (the header's sign-in link writes it on the first page).
export { withoutUtm } from './without-utm';

/** The landing URL's parameters and the fields of the contract's Utm they fill. */
const UTM_PARAMETERS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
} as const satisfies Record<string, keyof Utm>;

/** Longer values are cut: a campaign tag is short, and storage is not a dumping ground. */
const MAX_VALUE_LENGTH = 200;

/** The UTM parameters of a URL's search string (`?utm_source=…`); undefined when it has none. */
export function utmFromSearch(search: string): Utm | undefined {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return undefined;
  }
  const utm: Utm = {};
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = params.get(parameter)?.trim();
    if (value) utm[field] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/**
 * Captures the landing URL's UTM parameters: when it has any, they replace the stored ones (the
 * latest campaign the visitor came from); a URL without any leaves the stored ones as they are.
 * Answers what was stored, if anything.
 */
export function captureUtm(search: string, storage: SessionStorageLike): Utm | undefined {
  const utm = utmFromSearch(search);
  if (utm === undefined) return undefined;
  return safeSetItem(storage, STORAGE_KEYS.utm, JSON.stringify(utm)) ? utm : undefined;
}
