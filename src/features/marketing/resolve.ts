// Resolves a marketing URL (/{categories…}/{jobTypeId}[/{prefecture}[/{cityOrGroupOrMajorCity}[/{city}]]])
// to its page kind, or to a redirect or not found.
import type { City, CityGroup, JobType, MajorCity, Prefecture } from '../../api';
import { jobTypePath } from './place';

export const TOP_LEVEL_CATEGORIES = ['home', 'learning', 'lifestyle', 'business', 'events'] as const;
export type TopLevelCategory = (typeof TOP_LEVEL_CATEGORIES)[number];

export type PageKind =
  'jobType' | 'prefecture' | 'majorCity' | 'group' | 'groupCity' | 'city' | 'majorCityCity';

export interface MarketingPlace {
  kind: PageKind;
  prefecture?: Prefecture;
  /** A designated city (majorCity, majorCityCity). */
  majorCity?: MajorCity;
  cityGroup?: CityGroup;
  city?: City;
}

export type Resolution =
  | { type: 'category'; categories: string[] }
  | { type: 'page'; jobType: JobType; categories: string[]; place: MarketingPlace }
  /**
   * `to`: a path without the language prefix. `sameList`: the page moved is the same list (only the
   * categories in the address were wrong), so its page numbers still name its pages.
   */
  | { type: 'redirect'; to: string; sameList: boolean }
  | { type: 'notFound' };

export interface MarketingLookups {
  isCategory: (id: string) => boolean;
  jobType: (id: string) => Promise<JobType | null>;
  prefecture: (key: string) => Promise<Prefecture | null>;
  cityInPrefecture: (prefectureKey: string, cityKey: string) => Promise<City | null>;
  cityGroups: (prefectureKey: string) => Promise<CityGroup[]>;
  groupingEnabled: (jobTypeId: string) => Promise<boolean>;
}

export const isTopLevelCategory = (segment: string | undefined): segment is TopLevelCategory =>
  (TOP_LEVEL_CATEGORIES as readonly string[]).includes(segment ?? '');

// Defined with the place's names (the page's breadcrumbs need it, not its resolution).
export { jobTypePath };

export async function resolveMarketingPath(splat: string, lookups: MarketingLookups): Promise<Resolution> {
  const segments = splat.split('/').filter(Boolean);
  if (!isTopLevelCategory(segments[0])) return { type: 'notFound' };

  let index = 0;
  while (index < segments.length && lookups.isCategory(segments[index] ?? '')) index += 1;
  const categories = segments.slice(0, index);
  if (index === segments.length) return { type: 'category', categories };

  const jobType = await lookups.jobType(segments[index] ?? '');
  if (!jobType) return { type: 'notFound' };
  const place = segments.slice(index + 1);
  if (place.length > 3) return { type: 'notFound' };
  // Categories in the URL that are not the job type's own: send to the canonical URL.
  if (categories.join('/') !== jobType.categories.join('/'))
    return { type: 'redirect', to: jobTypePath(jobType, ...place), sameList: true };

  const page = (placeInfo: MarketingPlace): Resolution => ({
    type: 'page',
    jobType,
    categories,
    place: placeInfo,
  });
  const [prefectureKey, second, third] = place;
  if (!prefectureKey) return page({ kind: 'jobType' });

  const prefecture = await lookups.prefecture(prefectureKey);
  if (!prefecture) return { type: 'notFound' };
  if (!second) return page({ kind: 'prefecture', prefecture });

  // The designated-city data set loads only for pages below a prefecture.
  const { designatedCityByKey } = await import('./designated-cities');
  const majorCity = designatedCityByKey.get(second);
  if (majorCity) {
    if (majorCity.prefectureKey !== prefecture.key) return { type: 'notFound' };
    if (!third) return page({ kind: 'majorCity', prefecture, majorCity });
    if (!majorCity.cityKeys.includes(third)) return { type: 'notFound' };
    const ward = await lookups.cityInPrefecture(prefecture.key, third);
    return ward ? page({ kind: 'majorCityCity', prefecture, majorCity, city: ward }) : { type: 'notFound' };
  }

  const group = (await lookups.cityGroups(prefecture.key)).find(
    (candidate) => candidate.cityGroupKey === second,
  );
  if (group) {
    // Grouped-city location: only for job types with grouping enabled; otherwise the prefecture
    // page (or, when a city was named, that city's page).
    if (!(await lookups.groupingEnabled(jobType.id))) {
      const city = third ? await lookups.cityInPrefecture(prefecture.key, third) : null;
      return {
        type: 'redirect',
        to: city ? jobTypePath(jobType, prefecture.key, city.key) : jobTypePath(jobType, prefecture.key),
        sameList: false,
      };
    }
    if (!third) return page({ kind: 'group', prefecture, cityGroup: group });
    if (!group.cityKeys.includes(third)) return { type: 'notFound' };
    const city = await lookups.cityInPrefecture(prefecture.key, third);
    return city ? page({ kind: 'groupCity', prefecture, cityGroup: group, city }) : { type: 'notFound' };
  }

  if (third) return { type: 'notFound' };
  // A city outside the prefecture is not found.
  const city = await lookups.cityInPrefecture(prefecture.key, second);
  return city ? page({ kind: 'city', prefecture, city }) : { type: 'notFound' };
}
