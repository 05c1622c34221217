// Listing search parameters: page, caseStudyPage, priceRange (one value), day, time,
// matchingCriteria (a comma list of key.value) and pricingItem (a popular pricing item's key, sent
// to the pro list as pricingMenuItemKey). Invalid values are dropped.
import type { JobType, Language } from '../../api';
import { localized } from '../../lib/i18n';
// Hand-written rather than zod: the router parses these before the first render, and zod would
// add 16 kB (gzip) to the first page's JavaScript (see README, bench:size); zod validates every
// API answer instead, loaded beside the first answer.
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
/** The price ranges the filter offers (yen, `low-high`, 0 = open-ended). */
export const PRICE_RANGES: readonly string[] = [
  '0-5000',
  '5000-10000',
  '10000-20000',
  '20000-50000',
  '50000-0',
];
const CRITERIA = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/;
const PRICE_RANGE = /^\d+-\d+$/;
const PRICING_ITEM = /^[A-Za-z0-9_-]{1,120}$/;

export interface ListingSearch {
  page?: number;
  /** The case-study page the URL asked for (`?caseStudyPage=`, crawlers' paging of case studies). */
  caseStudyPage?: number;
  priceRange?: string;
  day?: (typeof DAYS)[number];
  time?: (typeof TIMES)[number];
  matchingCriteria?: string;
  /** A popular pricing item's key: only the pros whose pricing menu has it (`pricingMenuItemKey`). */
  pricingItem?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A page number from 2 up; 1 and anything else are no page (the URL stays clean). */
const pageNumber = (value: unknown): number | undefined => {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const parsed: ListingSearch = {
    page: pageNumber(search.page),
    caseStudyPage: pageNumber(search.caseStudyPage),
    priceRange: matching(PRICE_RANGE, search.priceRange),
    day: oneOf(DAYS, search.day),
    time: oneOf(TIMES, search.time),
    matchingCriteria: matching(CRITERIA, search.matchingCriteria),
    pricingItem: matching(PRICING_ITEM, search.pricingItem),
  };
  // Keep the URL clean: no page=1, no empty values.
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as ListingSearch;
}

/** Whether any filter narrows the pro list (its empty state then says so, and "clear" shows). */
export const hasListFilters = (search: ListingSearch): boolean =>
  !!(search.priceRange || search.day || search.time || search.matchingCriteria || search.pricingItem);

/** matchingCriteria as [key, value] pairs. */
export const matchingCriteriaPairs = (value: string | undefined): [string, string][] =>
  (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('.') as [string, string]);

/** Adds `key.value` to a matchingCriteria list, or removes it when present; undefined when empty. */
export function toggleCriterion(current: string | undefined, key: string, value: string): string | undefined {
  const pair = `${key}.${value}`;
  const pairs = matchingCriteriaPairs(current).map(([k, v]) => `${k}.${v}`);
  const next = pairs.includes(pair) ? pairs.filter((item) => item !== pair) : [...pairs, pair];
  return next.length > 0 ? next.join(',') : undefined;
}

export interface CriteriaField {
  key: string;
  title: string;
  options: { value: string; title: string }[];
}

const SAFE = /^[A-Za-z0-9_-]+$/;

/**
 * The job type's fields flagged as matching criteria with their options, as the
 * filter offers them. Fields without options, and keys or values the URL format cannot carry, are
 * left out.
 */
export function matchingCriteriaOptions(
  jobType: Pick<JobType, 'fields'>,
  language: Language,
): CriteriaField[] {
  return jobType.fields.flatMap((field) => {
    if (!field.isMatchingCriteria || !SAFE.test(field.key) || !('options' in field)) return [];
    const options = (field.options as { value?: unknown; title?: unknown }[]).flatMap((option) =>
      typeof option.value === 'string' && SAFE.test(option.value)
        ? [
            {
              value: option.value,
              title: localized(option.title as Parameters<typeof localized>[0], language) || option.value,
            },
          ]
        : [],
    );
    return options.length > 0 ? [{ key: field.key, title: localized(field.title, language), options }] : [];
  });
}
