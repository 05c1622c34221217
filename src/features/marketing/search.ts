// Listing search parameters (product spec §2): page, priceRange (one value), day, time and
// matchingCriteria (a comma list of key.value), parsed with zod. Invalid values are dropped.
import { z } from 'zod/mini';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;

const CRITERIA = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/;

// Each parameter: its value when valid, otherwise dropped (undefined).
const listingSearchSchema = z.object({
  page: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1)))), 1),
  priceRange: z.catch(z.optional(z.string().check(z.regex(/^\d+-\d+$/))), undefined),
  day: z.catch(z.optional(z.enum(DAYS)), undefined),
  time: z.catch(z.optional(z.enum(TIMES)), undefined),
  matchingCriteria: z.catch(z.optional(z.string().check(z.regex(CRITERIA))), undefined),
});

export type ListingSearch = z.infer<typeof listingSearchSchema>;

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const parsed = listingSearchSchema.parse(search);
  // Keep the URL clean: no page=1, no empty values.
  return Object.fromEntries(
    Object.entries(parsed).filter(([key, value]) => value !== undefined && !(key === 'page' && value === 1)),
  ) as ListingSearch;
}

/** matchingCriteria as [key, value] pairs. */
export const matchingCriteriaPairs = (value: string | undefined): [string, string][] =>
  (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('.') as [string, string]);
