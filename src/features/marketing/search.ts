// Listing search parameters (product spec §2): page, priceRange (one value), day, time and
// matchingCriteria (a comma list of key.value). Invalid values are dropped.
// Hand-written rather than zod: the router parses these before the first render, and zod would
// add 16 kB (gzip) to the first page's JavaScript (see README, bench:size); zod validates every
// API answer instead, loaded beside the first answer.
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
const CRITERIA = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/;
const PRICE_RANGE = /^\d+-\d+$/;

export interface ListingSearch {
  page?: number;
  priceRange?: string;
  day?: (typeof DAYS)[number];
  time?: (typeof TIMES)[number];
  matchingCriteria?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  const parsed: ListingSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    priceRange: matching(PRICE_RANGE, search.priceRange),
    day: oneOf(DAYS, search.day),
    time: oneOf(TIMES, search.time),
    matchingCriteria: matching(CRITERIA, search.matchingCriteria),
  };
  // Keep the URL clean: no page=1, no empty values.
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as ListingSearch;
}

/** matchingCriteria as [key, value] pairs. */
export const matchingCriteriaPairs = (value: string | undefined): [string, string][] =>
  (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('.') as [string, string]);
