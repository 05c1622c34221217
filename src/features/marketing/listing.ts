// Which pros-by-… call a marketing page makes, with which query parameters, and how many pros its
// first page holds. Pure, so the request of every page kind is checked by unit and contract tests.
import {
  PRO_PAGE_SIZE,
  type CityGroup,
  type Language,
  type ProListOperation,
  type ProListQuery,
  type ProListRequest,
} from '../../api';
import type { Resolution } from './resolve';
import type { ListingSearch } from './search';

type Page = Extract<Resolution, { type: 'page' }>;

/** Roof construction's first page holds 20 pros in these prefectures (10 elsewhere, and on later pages). */
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
    // Sent only when the visitor picked a popular pricing item (its key), on every page kind.
    ...(search.pricingItem ? { pricingMenuItemKey: search.pricingItem } : {}),
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

/** The place keys that narrow content calls (reviews, samples, pricing, requests). */
export function placeKeys(page: Page): { prefectureKey?: string; cityKey?: string } {
  const { place } = page;
  return {
    ...(place.prefecture ? { prefectureKey: place.prefecture.key } : {}),
    ...(place.city ? { cityKey: place.city.key } : {}),
  };
}

/** How many newest reviews and same-place job types a page shows. */
export const SHORT_LIST_SIZE = 5;
