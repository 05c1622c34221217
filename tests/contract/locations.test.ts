// Prefectures, cities and city groups (src/api/locations.ts) against the mock: cached 5 minutes;
// one place by key is null when the API answers 404 (any other failure is the page's error); the
// place links of the marketing pages, all of them or the nearest.
import { describe, expect, it } from 'vitest';
import {
  cacheTimes,
  cityGroupsQueryOptions,
  cityInPrefectureQueryOptions,
  cityLinksQueryOptions,
  NEARBY_PREFECTURES,
  prefectureLinksQueryOptions,
  prefectureQueryOptions,
  prefecturesQueryOptions,
} from '../../src/api';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

const api = apiClient();

describe('location query factories', () => {
  it('load locations (cached 5 min); unknown ones and a city outside its prefecture are null', async () => {
    const prefecture = prefectureQueryOptions(api, 'kanagawa', 'ja');
    expect(prefecture.staleTime).toBe(cacheTimes.reference);
    expect((await fresh().fetchQuery(prefecture))?.name).toBe('神奈川県');
    expect(await fresh().fetchQuery(prefectureQueryOptions(api, 'atlantis', 'ja'))).toBeNull();
    expect(
      (await fresh().fetchQuery(cityInPrefectureQueryOptions(api, 'kanagawa', 'yokohama-shi-aoba-ku', 'ja')))
        ?.name,
    ).toBe('横浜市青葉区');
    expect(
      await fresh().fetchQuery(cityInPrefectureQueryOptions(api, 'tokyo', 'yokohama-shi-aoba-ku', 'ja')),
    ).toBeNull();
    const groups = await fresh().fetchQuery(cityGroupsQueryOptions(api, 'kanagawa', 'ja'));
    expect(groups.map((group) => group.cityGroupKey)).toEqual(
      expect.arrayContaining(['yokohama-north', 'kawasaki-area']),
    );
  });

  it('surface other errors (a server error on a location is not "not found")', async () => {
    await expect(
      fresh().fetchQuery(prefectureQueryOptions(failing('getPrefecture', 404), 'tokyo', 'ja')),
    ).resolves.toBeNull();
    await expect(
      fresh().fetchQuery(cityGroupsQueryOptions(failing('listCityGroupsOfPrefecture', 404), 'tokyo', 'ja')),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      fresh().fetchQuery(prefectureQueryOptions(failing('getPrefecture'), 'tokyo', 'ja')),
    ).rejects.toMatchObject({ status: 500 });
    await expect(
      fresh().fetchQuery(
        cityInPrefectureQueryOptions(failing('getCityInPrefecture'), 'tokyo', 'shibuya-ku', 'ja'),
      ),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('send the language each names and the exact paths', async () => {
    const { api, sent } = recording();
    const all = prefecturesQueryOptions(api, 'en');
    expect(all.staleTime).toBe(cacheTimes.reference);
    expect((await fresh().fetchQuery(all)).length).toBe(fixtures.prefectures.length);
    await fresh().fetchQuery(prefectureQueryOptions(api, 'osaka', 'en'));
    await fresh().fetchQuery(cityInPrefectureQueryOptions(api, 'tokyo', 'shibuya-ku', 'en'));
    await fresh().fetchQuery(cityGroupsQueryOptions(api, 'kanagawa', 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: '/location-prefectures', query: {}, language: 'en' },
      { method: 'GET', path: '/location-prefectures/osaka', query: {}, language: 'en' },
      {
        method: 'GET',
        path: '/location-prefectures/tokyo/location-cities/shibuya-ku',
        query: {},
        language: 'en',
      },
      {
        method: 'GET',
        path: '/location-prefectures/kanagawa/location-city-groups',
        query: {},
        language: 'en',
      },
    ]);
  });
});

describe('place links', () => {
  it(`prefectures with pros of a job type: all of them, or the nearest ${NEARBY_PREFECTURES}`, async () => {
    const { api, sent } = recording();
    const all = prefectureLinksQueryOptions(api, 'gardener', undefined, 'ja');
    expect(all.staleTime).toBe(cacheTimes.reference);
    const requestable = await fresh().fetchQuery(all);
    const nearby = await fresh().fetchQuery(prefectureLinksQueryOptions(api, 'gardener', 'kanagawa', 'ja'));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/location-prefectures/requestable-prefectures',
        query: { jobType: 'gardener' },
        language: 'ja',
      },
      {
        method: 'GET',
        path: '/location-prefectures/nearby-requestable-prefectures',
        query: { jobType: 'gardener', prefectureKey: 'kanagawa', size: String(NEARBY_PREFECTURES) },
        language: 'ja',
      },
    ]);
    expect(requestable.length).toBeGreaterThan(0);
    const keys = new Set(requestable.map((prefecture) => prefecture.key));
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.every((prefecture) => keys.has(prefecture.key))).toBe(true);
  });

  it('cities with pros of a job type in a prefecture, or those near a city', async () => {
    const { api, sent } = recording();
    const inPrefecture = cityLinksQueryOptions(api, 'gardener', 'tokyo', undefined, 'en');
    expect(inPrefecture.staleTime).toBe(cacheTimes.reference);
    const cities = await fresh().fetchQuery(inPrefecture);
    await fresh().fetchQuery(cityLinksQueryOptions(api, 'gardener', 'tokyo', 'shibuya-ku', 'en'));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/location-cities/requestable-cities',
        query: { jobType: 'gardener', prefectureKey: 'tokyo' },
        language: 'en',
      },
      {
        method: 'GET',
        path: '/location-cities/nearby-requestable-cities',
        query: { jobType: 'gardener', prefectureKey: 'tokyo', cityKey: 'shibuya-ku' },
        language: 'en',
      },
    ]);
    expect(cities.length).toBeGreaterThan(0);
  });
});
