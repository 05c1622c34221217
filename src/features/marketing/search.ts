// Listing search parameters: page, caseStudyPage, priceRange (one value), day, time,
// matchingCriteria (a comma list of key.value) and pricingItem (a popular pricing item's key, sent
// to the pro list as pricingMenuItemKey). Invalid values are dropped. Links say which of them they
// carry (the helpers below); nothing else in the address (tracking, unknown keys) is passed on.
import type { SearchMiddleware } from '@tanstack/react-router';
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

/** Every listing parameter, in the order links write them (the filters first, then the paging). */
export const LISTING_KEYS = [
  'priceRange',
  'day',
  'time',
  'matchingCriteria',
  'pricingItem',
  'page',
  'caseStudyPage',
] as const satisfies readonly (keyof ListingSearch)[];

/**
 * The highest page number an address may name (10,000 pros, 6,000 case studies): beyond it a number
 * is junk, not a page (a page up to it past the list's end is the route's to send to the last page).
 */
export const MAX_PAGE = 1000;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/**
 * A page number from 2 to MAX_PAGE; 1 and anything else are no page (the URL stays clean). The
 * router JSON-parses values, so a number or a string of digits only: `true`, `[3]` (a repeated
 * parameter), `1.5`, `"2 "` are not pages, though JavaScript would turn some of them into one.
 */
const pageNumber = (value: unknown): number | undefined => {
  const page =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined;
};

/**
 * The listing parameters of an address. Every key is there, an invalid one as undefined: the router
 * merges a route's search over its parent's, and the root's is the raw address, so a key left out
 * would let the raw value (`?page=abc`) through to the page, its list call (`skip=NaN`) and its
 * hydration. As undefined it also leaves the address the server compares the request with, which
 * sends the visitor to the address without it.
 */
export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  return {
    priceRange: matching(PRICE_RANGE, search.priceRange),
    day: oneOf(DAYS, search.day),
    time: oneOf(TIMES, search.time),
    matchingCriteria: matching(CRITERIA, search.matchingCriteria),
    pricingItem: matching(PRICING_ITEM, search.pricingItem),
    page: pageNumber(search.page),
    caseStudyPage: pageNumber(search.caseStudyPage),
  };
}

/** The defined values only (a link's search: no `page=undefined` keys to carry around). */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The page's language as the root keeps it in the search (`lang=en`; Japanese has none). */
const languageOf = (search: Record<string, unknown>) => (search.lang === 'en' ? { lang: 'en' as const } : {});

type LinkSearch = ListingSearch & { lang?: 'en' };

/**
 * A link to another state of the same list (another page, a filter, a plan): the language, the
 * listing parameters of `current` with `change` applied, nothing else.
 */
export function sameListSearch(
  current: Record<string, unknown>,
  change: Partial<ListingSearch> = {},
): LinkSearch {
  return { ...languageOf(current), ...defined({ ...parseListingSearch(current), ...change }) };
}

/** The filters the spec defines for a list (price range, day, time, matching criteria). */
const placeFilters = ({ priceRange, day, time, matchingCriteria }: ListingSearch): ListingSearch =>
  defined({ priceRange, day, time, matchingCriteria });

/**
 * A link to another place of the same job type: the language and the filters. Not the paging (that
 * place's list has its own pages), nor a popular pricing item (one pro's plan, from this place).
 */
export function otherPlaceSearch(current: Record<string, unknown>): LinkSearch {
  return { ...languageOf(current), ...placeFilters(parseListingSearch(current)) };
}

/**
 * Where a moved page sends the visitor: to the same list (only the categories in the address were
 * wrong) with all of its parameters; to another place's list with the filters only.
 */
export function redirectSearch(current: Record<string, unknown>, sameList: boolean): LinkSearch {
  return sameList ? sameListSearch(current) : otherPlaceSearch(current);
}

/**
 * A route's search middleware: a link built from the current search (the request button, the
 * language switch: `{ ...previous, … }`) carries only `keys`, not the visitor's tracking parameters
 * or junk, to the next page and into the addresses they share. The address as it stands (`search:
 * true`, the server's check of the requested address) is left whole: it is the visitor's, and the
 * start-up reads its UTM parameters from it.
 */
export function onlySearchKeys<Search extends object>(keys: readonly string[]): SearchMiddleware<Search> {
  const kept = new Set(keys);
  return ({ search, next }) => {
    // With `collectMeta` (as the router's own retainSearchParams asks) `next` also says whether the
    // link gave its search (`explicit`: an object or an updater), which `search: true` does not.
    const collect = next as unknown as (
      search: Search,
      collectMeta: true,
    ) => { search: Search; meta: { explicit?: unknown } };
    const { search: result, meta } = collect(search, true);
    if (!meta.explicit) return result;
    return Object.fromEntries(Object.entries(result).filter(([key]) => kept.has(key))) as Search;
  };
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
