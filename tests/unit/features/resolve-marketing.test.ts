// Marketing URL resolution over fixture-shaped lookups.
import { describe, expect, it } from 'vitest';
import { resolveMarketingPath, type MarketingLookups } from '../../../src/features/marketing/resolve';
import { buildDataset } from '../../../fixtures/dataset';

const ds = buildDataset();
const categoryIds = new Set(ds.jobCategories.map((category) => category.id));

function lookups(groupingEnabledFor: string[]): MarketingLookups {
  return {
    isCategory: (id) => categoryIds.has(id),
    jobType: async (id) => ds.jobTypes.find((jobType) => jobType.id === id) ?? null,
    prefecture: async (key) => ds.prefectures.find((prefecture) => prefecture.key === key) ?? null,
    cityInPrefecture: async (prefectureKey, cityKey) =>
      ds.cities.find((city) => city.key === cityKey && city.prefecture === prefectureKey) ?? null,
    cityGroups: async (prefectureKey) => ds.cityGroups.filter((group) => group.prefecture === prefectureKey),
    groupingEnabled: async (jobTypeId) => groupingEnabledFor.includes(jobTypeId),
  };
}

const withGrouping = lookups(['gardener']);

describe('resolveMarketingPath', () => {
  it.each([
    ['home/garden/gardener', 'jobType'],
    ['home/garden/gardener/kanagawa', 'prefecture'],
    ['home/garden/gardener/kanagawa/yokohama-shi', 'majorCity'],
    ['home/garden/gardener/kanagawa/yokohama-shi/yokohama-shi-aoba-ku', 'majorCityCity'],
    ['home/garden/gardener/kanagawa/yokohama-north', 'group'],
    ['home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-aoba-ku', 'groupCity'],
    ['home/garden/gardener/tokyo/shibuya-ku', 'city'],
    ['home/garden/gardener/kanagawa/yokohama-shi-aoba-ku', 'city'],
  ])('%s is a %s page', async (path, kind) => {
    const resolution = await resolveMarketingPath(path, withGrouping);
    expect(resolution.type).toBe('page');
    expect(resolution.type === 'page' && resolution.place.kind).toBe(kind);
  });

  it.each([
    ['home', ['home']],
    ['home/cleaning', ['home', 'cleaning']],
  ])('%s is a category page', async (path, categories) => {
    expect(await resolveMarketingPath(path, withGrouping)).toEqual({ type: 'category', categories });
  });

  it.each([
    ['unknown/garden/gardener', 'not a top-level category'],
    ['home/garden/no-such-job', 'unknown job type'],
    ['home/garden/gardener/atlantis', 'unknown prefecture'],
    ['home/garden/gardener/tokyo/yokohama-shi-aoba-ku', 'a city outside its prefecture'],
    ['home/garden/gardener/tokyo/yokohama-shi', 'a designated city outside its prefecture'],
    ['home/garden/gardener/kanagawa/yokohama-shi/shibuya-ku', 'a ward of another city'],
    ['home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-naka-ku', 'a city outside the group'],
    ['home/garden/gardener/tokyo/shibuya-ku/extra', 'a city page does not nest'],
    ['home/garden/gardener/a/b/c/d', 'too many segments'],
  ])('%s is not found (%s)', async (path) => {
    expect(await resolveMarketingPath(path, withGrouping)).toEqual({ type: 'notFound' });
  });

  it('redirects a group page to the prefecture when grouping is off for the job type', async () => {
    expect(
      await resolveMarketingPath('home/cleaning/house-cleaning/kanagawa/yokohama-north', withGrouping),
    ).toEqual({
      type: 'redirect',
      to: '/home/cleaning/house-cleaning/kanagawa',
      // Another list: its page numbers are not this one's.
      sameList: false,
    });
  });

  it('redirects a grouped city to the city page when grouping is off for the job type', async () => {
    expect(
      await resolveMarketingPath(
        'home/cleaning/house-cleaning/kanagawa/yokohama-north/yokohama-shi-aoba-ku',
        withGrouping,
      ),
    ).toEqual({
      type: 'redirect',
      to: '/home/cleaning/house-cleaning/kanagawa/yokohama-shi-aoba-ku',
      sameList: false,
    });
  });

  it('redirects wrong categories to the canonical URL, keeping the place', async () => {
    expect(await resolveMarketingPath('home/garden/house-cleaning/tokyo', withGrouping)).toEqual({
      type: 'redirect',
      to: '/home/cleaning/house-cleaning/tokyo',
      // The same list under its canonical address: its page numbers still hold.
      sameList: true,
    });
  });
});
