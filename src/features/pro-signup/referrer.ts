// The referrer rule (§6): a pro registered by a sales team member — the landing URL carries
// `referrer=sales` and the lead as `referrerDetail` — is tagged
// `account-registered-by {product}-team-member`, with the lead as the referrer detail; any other
// registration is tagged `user`.

/** The product's name in the registration tag. */
export const PRODUCT = 'zmarket';

export const SALES_TAG = `account-registered-by ${PRODUCT}-team-member`;
export const USER_TAG = 'user';

export interface ReferrerSearch {
  referrer?: string | undefined;
  referrerDetail?: string | undefined;
}

/** What the registration carries for the landing URL's referrer parameters. */
export function registeredBy(search: ReferrerSearch): {
  accountRegisteredBy: string;
  referer?: { referrer: 'sales'; referrerDetail: string };
} {
  const lead = search.referrerDetail?.trim();
  if (search.referrer === 'sales' && lead)
    return { accountRegisteredBy: SALES_TAG, referer: { referrer: 'sales', referrerDetail: lead } };
  return { accountRegisteredBy: USER_TAG };
}

/** The landing's search parameters: only strings are kept (the router merges the raw search in). */
export function referrerSearch(search: Record<string, unknown>): ReferrerSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return { referrer: text(search.referrer), referrerDetail: text(search.referrerDetail) };
}
