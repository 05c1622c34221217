// The onboarding's geolocation suggestion and town areas through the app's calls
// (src/api/locations.ts) against the mock: a position goes to `GET /locations/geolocation` as the
// assumed lat and lng, then the city and the prefecture it names are read (§7); a town area by id.
import { describe, expect, it } from 'vitest';
import { nearestPlace, townAreaQueryOptions } from '../../src/api';
import { failing, fresh, recording } from './harness';

describe('the nearest place to a position (GET /locations/geolocation, then the city and prefecture)', () => {
  it('sends the position as lat and lng, then reads the city and the prefecture it names', async () => {
    const { api, calls, sent, answers } = recording({ language: 'en' });
    const place = await nearestPlace(api, { lat: 34.7025, lng: 135.4959 }, 'en');
    expect(place?.prefecture).toMatchObject({ key: 'osaka', name: '大阪府', nameRome: 'Osaka' });
    expect(place?.city).toMatchObject({ key: 'osaka-shi-kita-ku', prefecture: 'osaka' });
    expect(calls[0]).toBe('/locations/geolocation?lat=34.7025&lng=135.4959');
    expect(calls.slice(1).sort()).toEqual([
      '/location-cities/osaka-shi-kita-ku',
      '/location-prefectures/osaka',
    ]);
    expect(sent.map((request) => request.language)).toEqual(['en', 'en', 'en']);
    expect(answers.every((answer) => answer?.status === 200 && answer.violations === null)).toBe(true);
  });

  it('another position, another place; no place known there is null; a server error is the caller’s', async () => {
    const { api } = recording();
    expect((await nearestPlace(api, { lat: 43.06, lng: 141.35 }, 'ja'))?.city.key).toBe(
      'sapporo-shi-chuo-ku',
    );
    expect(await nearestPlace(failing('getGeolocation', 404), { lat: 35, lng: 139 }, 'ja')).toBeNull();
    await expect(
      nearestPlace(failing('getGeolocation', 500), { lat: 35, lng: 139 }, 'ja'),
    ).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('a town area (GET /location-town-areas/{id})', () => {
  it('reads one by id; an unknown id is null', async () => {
    const { api, calls } = recording();
    expect(await fresh().fetchQuery(townAreaQueryOptions(api, 'jingumae', 'ja'))).toEqual({
      id: 'jingumae',
      name: '神宮前',
      nameRome: 'Jingumae',
      city: 'shibuya-ku',
      prefecture: 'tokyo',
    });
    expect(await fresh().fetchQuery(townAreaQueryOptions(api, 'nowhere', 'ja'))).toBeNull();
    expect(calls).toEqual(['/location-town-areas/jingumae', '/location-town-areas/nowhere']);
  });
});
