// Which pros-by-… call a marketing page makes, with which query parameters (product spec §7), and
// the page sizes of §9. Pure, so the request of every page kind is checked by unit and contract tests.
import type { CityGroup, Language } from '../../api';
import type { Resolution } from './resolve';
import type { ListingSearch } from './search';

type Page = Extract<Resolution, { type: 'page' }>;

/** Page size of every pro-list page except the roof-construction first pages below. */
export const PRO_PAGE_SIZE = 10;
/** §9: the first page holds 20 pros for roof construction in these prefectures. */
export const ROOF_FIRST_PAGE_SIZE = 20;
export const ROOF_FIRST_PAGE_PREFECTURES: ReadonlySet<string> = new Set([
  'tokyo',
  'kanagawa',
  'saitama',
  'chiba',
  'aichi',
  'osaka',
  'hyogo',
  'fukuoka',
]);

export type ProListOperation =
  | '/pro-location-jobtype-ref/pros-by-job'
  | '/pro-location-jobtype-ref/pros-by-prefecture-and-job'
  | '/pro-location-jobtype-ref/pros-by-job-and-city-group'
  | '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city'
  | '/pro-location-jobtype-ref/pros-by-job-prefecture-and-city-not-nearby-cities';

/** The query of a pros-by-… call without its paging (`size`, `skip`). */
export interface ProListQuery {
  jobType: string;
  language: Language;
  prefecture?: string;
  city?: string;
  cityGroup?: string;
  excludeCities?: string;
  priceRange?: string;
  day?: NonNullable<ListingSearch['day']>;
  time?: NonNullable<ListingSearch['time']>;
  matchingCriteriaFilter?: string;
}

export interface ProListRequest {
  path: ProListOperation;
  query: ProListQuery;
  /** Size of the first page; later pages hold {@link PRO_PAGE_SIZE}. */
  firstPageSize: number;
}

const without = (keys: readonly string[], removed: readonly string[]) => {
  const drop = new Set(removed);
  return keys.filter((key) => !drop.has(key));
};

/**
 * The pro-list call of a page kind:
 * - jobType: pros-by-job;
 * - prefecture: pros-by-prefecture-and-job;
 * - majorCity: pros-by-job-and-city-group on the designated city's overlapping group, leaving out
 *   the group's cities outside the designated city; a designated city without one (Yokohama, Osaka
 *   with several child groups, Sapporo…) lists its prefecture, the narrowest call the contract has;
 * - group: pros-by-job-and-city-group;
 * - city and majorCityCity (a ward): pros-by-job-prefecture-and-city;
 * - groupCity: pros-by-job-prefecture-and-city-not-nearby-cities, leaving out pros based in the
 *   group's other cities (the group page above already lists them).
 * `cityGroups` are the prefecture's groups (needed for the majorCity overlap only).
 */
export function proListRequest(
  page: Page,
  search: ListingSearch,
  language: Language,
  cityGroups: readonly CityGroup[] = [],
): ProListRequest {
  const { jobType, place } = page;
  const filters: Omit<ProListQuery, 'jobType' | 'language'> = {
    ...(search.priceRange ? { priceRange: search.priceRange } : {}),
    ...(search.day ? { day: search.day } : {}),
    ...(search.time ? { time: search.time } : {}),
    ...(search.matchingCriteria ? { matchingCriteriaFilter: search.matchingCriteria } : {}),
  };
  const base = { jobType: jobType.id, language, ...filters };
  const prefecture = place.prefecture?.key;
  const firstPageSize =
    jobType.id === 'roof-construction' && prefecture && ROOF_FIRST_PAGE_PREFECTURES.has(prefecture)
      ? ROOF_FIRST_PAGE_SIZE
      : PRO_PAGE_SIZE;
  const at = (path: ProListOperation, query: Partial<ProListQuery>): ProListRequest => ({
    path,
    query: { ...base, ...query },
    firstPageSize,
  });

  switch (place.kind) {
    case 'jobType':
      return at('/pro-location-jobtype-ref/pros-by-job', {});
    case 'prefecture':
      return at('/pro-location-jobtype-ref/pros-by-prefecture-and-job', { prefecture });
    case 'majorCity': {
      const overlapKey = place.majorCity?.overlappingCityGroupKeys;
      const overlap = overlapKey ? cityGroups.find((group) => group.cityGroupKey === overlapKey) : undefined;
      if (!overlap) return at('/pro-location-jobtype-ref/pros-by-prefecture-and-job', { prefecture });
      const outside = without(overlap.cityKeys, place.majorCity?.cityKeys ?? []);
      return at('/pro-location-jobtype-ref/pros-by-job-and-city-group', {
        prefecture,
        cityGroup: overlap.cityGroupKey,
        ...(outside.length > 0 ? { excludeCities: outside.join(',') } : {}),
      });
    }
    case 'group':
      return at('/pro-location-jobtype-ref/pros-by-job-and-city-group', {
        prefecture,
        cityGroup: place.cityGroup?.cityGroupKey,
      });
    case 'groupCity': {
      const others = without(place.cityGroup?.cityKeys ?? [], [place.city?.key ?? '']);
      return at('/pro-location-jobtype-ref/pros-by-job-prefecture-and-city-not-nearby-cities', {
        prefecture,
        city: place.city?.key,
        ...(others.length > 0 ? { excludeCities: others.join(',') } : {}),
      });
    }
    case 'city':
    case 'majorCityCity':
      return at('/pro-location-jobtype-ref/pros-by-job-prefecture-and-city', {
        prefecture,
        city: place.city?.key,
      });
  }
}

/**
 * The place a pro-list request names. The page's other place-narrowed calls (the count, reviews and
 * case studies) name the same place, so they are about the same pros as the list.
 */
export type ListPlace = Pick<ProListQuery, 'prefecture' | 'city' | 'cityGroup' | 'excludeCities'>;

export function listPlace(request: Pick<ProListRequest, 'query'>): ListPlace {
  const { prefecture, city, cityGroup, excludeCities } = request.query;
  return {
    ...(prefecture ? { prefecture } : {}),
    ...(city ? { city } : {}),
    ...(cityGroup ? { cityGroup } : {}),
    ...(excludeCities ? { excludeCities } : {}),
  };
}

/** `size` and `skip` of a 1-based pro-list page. */
export function proListPaging(request: Pick<ProListRequest, 'firstPageSize'>, pageNumber: number) {
  if (pageNumber <= 1) return { size: request.firstPageSize, skip: 0 };
  return { size: PRO_PAGE_SIZE, skip: request.firstPageSize + (pageNumber - 2) * PRO_PAGE_SIZE };
}

/** The number of pages `total` pros fill. */
export function proListPageCount(request: Pick<ProListRequest, 'firstPageSize'>, total: number) {
  if (total <= request.firstPageSize) return 1;
  return 1 + Math.ceil((total - request.firstPageSize) / PRO_PAGE_SIZE);
}

/** The place keys that narrow content calls (reviews, samples, pricing, requests). */
export function placeKeys(page: Page): { prefectureKey?: string; cityKey?: string } {
  const { place } = page;
  return {
    ...(place.prefecture ? { prefectureKey: place.prefecture.key } : {}),
    ...(place.city ? { cityKey: place.city.key } : {}),
  };
}
