// Place coherence. Every call of a marketing page (count, pro list, reviews, case studies) names
// its place with the same parameters, and the mock keeps the same pros for the same place: the
// count is the list's total, and the reviews and case studies are those of the listed pros.
import type { FixturePro } from '../../fixtures/dataset';
import type { Query } from '../types';
import { one, setOf } from './request';
import type { World } from './world';

/** The place a place-narrowed call names. */
export interface PlaceQuery {
  prefecture?: string | undefined;
  city?: string | undefined;
  cityGroup?: string | undefined;
  /** Pros based in these cities are left out (the page lists them elsewhere). */
  excludeCities: ReadonlySet<string>;
}

export interface Places {
  /**
   * A place from the pro-list parameter names (`prefecture`, `city`, `cityGroup`,
   * `excludeCities`); path parameters (`prefecture`, `city`, `group`) win where given.
   */
  ofQuery: (query: Query, pathParams?: Record<string, string>) => PlaceQuery;
  /** Whether a pro serves the place (and is not based in an excluded city). */
  inPlace: (place: PlaceQuery) => (pro: FixturePro) => boolean;
  /** The pros of a job type in a place (what its list pages through and its count counts), by id. */
  proIdsIn: (jobTypeId: string, place: PlaceQuery) => Set<string>;
  /** A pro count's answer: the pros of a job type in the count's place (no query: everywhere). */
  count: (jobTypeId: string, query?: Query) => { count: number };
}

export function createPlaces({ prosOf, groupByKey, servesPrefecture, servesCity }: World): Places {
  const inPlace =
    (place: PlaceQuery) =>
    (pro: FixturePro): boolean => {
      if (place.prefecture && !servesPrefecture(pro, place.prefecture)) return false;
      if (place.city && !servesCity(pro, place.city)) return false;
      if (place.cityGroup) {
        const members = groupByKey.get(place.cityGroup)?.cityKeys ?? [];
        if (!members.some((key) => servesCity(pro, key))) return false;
      }
      return !place.excludeCities.has(pro.listItem.location.city);
    };
  const prosIn = (jobTypeId: string, place: PlaceQuery) => prosOf(jobTypeId).filter(inPlace(place));
  // A count names its place with its own parameters (`prefectureKey`, `cityKey`).
  const ofCountQuery = (query: Query): PlaceQuery => ({
    prefecture: one(query.prefectureKey),
    city: one(query.cityKey),
    cityGroup: one(query.cityGroup),
    excludeCities: setOf(query.excludeCities),
  });
  return {
    ofQuery: (query, pathParams = {}) => ({
      prefecture: pathParams.prefecture ?? one(query.prefecture),
      city: pathParams.city ?? one(query.city),
      cityGroup: pathParams.group ?? one(query.cityGroup),
      excludeCities: setOf(query.excludeCities),
    }),
    inPlace,
    proIdsIn: (jobTypeId, place) => new Set(prosIn(jobTypeId, place).map((pro) => pro.profile.id)),
    count: (jobTypeId, query = {}) => ({ count: prosIn(jobTypeId, ofCountQuery(query)).length }),
  };
}
