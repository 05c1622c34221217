// Prefectures, cities, city groups, zip codes and town areas (openapi/paths/locations.yaml).
// "Requestable" places are those where pros of the job type work.
import type { City, Prefecture } from '../../generated/api';
import { prefectureNeighbours } from '../../fixtures/reference/prefecture-adjacency';
import type { Operations } from '../shared/operation';
import { limit, one, param } from '../shared/request';
import { byKey } from '../shared/tables';

const SHIBUYA = { location: { lat: 35.6618, lng: 139.7041 }, city: 'shibuya-ku', prefecture: 'tokyo' };

/**
 * Where a few city offices are (real, rounded): the mock answers a position (the assumed lat and
 * lng of the geolocation call) with the nearest of them — enough for the onboarding's suggestion
 * across Japan without a geographic data set.
 */
const CITY_OFFICES = [
  SHIBUYA,
  { location: { lat: 35.694, lng: 139.7536 }, city: 'chiyoda-ku', prefecture: 'tokyo' },
  { location: { lat: 43.0554, lng: 141.3409 }, city: 'sapporo-shi-chuo-ku', prefecture: 'hokkaido' },
  { location: { lat: 38.2682, lng: 140.8694 }, city: 'sendai-shi-aoba-ku', prefecture: 'miyagi' },
  { location: { lat: 35.4537, lng: 139.625 }, city: 'yokohama-shi-nishi-ku', prefecture: 'kanagawa' },
  { location: { lat: 35.1681, lng: 136.9066 }, city: 'nagoya-shi-naka-ku', prefecture: 'aichi' },
  { location: { lat: 34.7055, lng: 135.4983 }, city: 'osaka-shi-kita-ku', prefecture: 'osaka' },
  { location: { lat: 33.5891, lng: 130.3926 }, city: 'fukuoka-shi-chuo-ku', prefecture: 'fukuoka' },
];

/** The city office nearest to a position (a flat-earth distance is enough to rank them). */
const nearestOffice = (lat: number, lng: number) =>
  CITY_OFFICES.reduce((best, office) => {
    const distance = (office.location.lat - lat) ** 2 + (office.location.lng - lng) ** 2;
    const bestDistance = (best.location.lat - lat) ** 2 + (best.location.lng - lng) ** 2;
    return distance < bestDistance ? office : best;
  });

export const locations: Operations = ({ world }) => {
  const { ds, prosOf, servesPrefecture } = world;
  const requestablePrefectures = (jobTypeId: string) =>
    ds.prefectures.filter((prefecture) =>
      prosOf(jobTypeId).some((pro) => servesPrefecture(pro, prefecture.key)),
    );
  const requestableCities = (jobTypeId: string, prefectureKey?: string) => {
    const served = new Set(prosOf(jobTypeId).flatMap((pro) => pro.servedCityKeys));
    return ds.cities.filter(
      (city) => served.has(city.key) && (!prefectureKey || city.prefecture === prefectureKey),
    );
  };
  const perPrefecture = <T>(value: (prefectureKey: string) => T) =>
    byKey(
      ds.prefectures,
      (prefecture) => prefecture.key,
      (prefecture) => value(prefecture.key),
    );

  return {
    examples: () => ({
      getCityInPrefecture: byKey(ds.cities, (city) => `${city.prefecture}.${city.key}`),
      listCitiesOfPrefecture: perPrefecture((key) => ds.cities.filter((city) => city.prefecture === key)),
      getGeolocation: { default: SHIBUYA },
      getCity: byKey(ds.cities, (city) => city.key),
      getPrefecture: byKey(ds.prefectures, (prefecture) => prefecture.key),
      listPrefectures: { default: ds.prefectures },
      listRequestableCities: { default: ds.cities, empty: [] },
      listNearbyRequestableCities: { default: ds.cities, empty: [] },
      listCityGroupsOfPrefecture: perPrefecture((key) =>
        ds.cityGroups.filter((group) => group.prefecture === key),
      ),
      listRequestablePrefectures: { default: ds.prefectures, empty: [] },
      listNearbyRequestablePrefectures: { default: ds.prefectures, empty: [] },
      listCities: { default: ds.cities },
      listCityGroups: { default: ds.cityGroups },
      listLocationsByZipCode: {
        ...byKey(
          ds.zipCodeLocations,
          (location) => location.zipCode,
          (location) => [location],
        ),
        empty: [],
      },
      getTownArea: byKey(ds.townAreas, (area) => area.id),
    }),

    select: {
      getCityInPrefecture: (context) => ({
        example: `${context.pathParams.prefectureKey}.${context.pathParams.cityKey}`,
      }),
      listCitiesOfPrefecture: param('prefectureId'),
      getCity: param('id'),
      getPrefecture: param('id'),
      listCityGroupsOfPrefecture: param('prefectureKey'),
      // Written with or without the hyphen; an unknown code answers the empty list.
      listLocationsByZipCode: (context) => {
        const digits = (one(context.query.zipCode) ?? '').replace('-', '');
        return { example: `${digits.slice(0, 3)}-${digits.slice(3)}` };
      },
      getTownArea: param('id'),
      // An ip given empty (optional, minLength 3) is refused as the contract says, not taken as absent.
      getGeolocation: ({ query }) => {
        const ip = one(query.ip);
        return ip !== undefined && ip.length < 3 ? { code: 400 } : undefined;
      },
    },

    refine: {
      // A position answers the nearest city office (an IP address, or none — the caller's own — the example).
      getGeolocation: ({ query }, body) => {
        const lat = Number(one(query.lat));
        const lng = Number(one(query.lng));
        if (!one(query.lat) || !one(query.lng) || !Number.isFinite(lat) || !Number.isFinite(lng)) return body;
        return { ...nearestOffice(lat, lng), location: { lat, lng } };
      },
      listPrefectures: ({ query }, body: Prefecture[]) => {
        const key = one(query.key);
        return key ? body.filter((prefecture) => prefecture.key === key) : body;
      },
      listRequestableCities: ({ query }) =>
        requestableCities(one(query.jobType) ?? '', one(query.prefectureKey)),
      listNearbyRequestableCities: ({ query }) => {
        const cityKey = one(query.cityKey);
        const prefectureKey =
          one(query.prefectureKey) ?? ds.cities.find((city) => city.key === cityKey)?.prefecture;
        return requestableCities(one(query.jobType) ?? '', prefectureKey).filter(
          (city) => city.key !== cityKey,
        );
      },
      listRequestablePrefectures: ({ query }) =>
        limit(requestablePrefectures(one(query.jobType) ?? ''), query, 'size', 47),
      // Nearby means bordering: the prefecture's land neighbours that have pros of the job type.
      listNearbyRequestablePrefectures: ({ query }) => {
        const neighbours = new Set(prefectureNeighbours[one(query.prefectureKey) ?? ''] ?? []);
        const bordering = requestablePrefectures(one(query.jobType) ?? '').filter((prefecture) =>
          neighbours.has(prefecture.key),
        );
        return limit(bordering, query, 'size', 10);
      },
      listCities: ({ query }, body: City[]) => {
        const prefecture = one(query.prefecture);
        return prefecture ? body.filter((city) => city.prefecture === prefecture) : body;
      },
    },
  };
};
