// Resolved marketing pages of every kind, from the fixture data set (the same data the mock
// serves), for unit and contract tests of what each page kind requests.
import { buildDataset } from '../../fixtures/dataset';
import { resolveMarketingPath, type Resolution } from '../../src/features/marketing/resolve';

export const dataset = buildDataset();
const categoryIds = new Set(dataset.jobCategories.map((category) => category.id));

export type MarketingPage = Extract<Resolution, { type: 'page' }>;

export async function pageAt(path: string): Promise<MarketingPage> {
  const resolution = await resolveMarketingPath(path, {
    isCategory: (id) => categoryIds.has(id),
    jobType: async (id) => dataset.jobTypes.find((jobType) => jobType.id === id) ?? null,
    prefecture: async (key) => dataset.prefectures.find((prefecture) => prefecture.key === key) ?? null,
    cityInPrefecture: async (prefectureKey, cityKey) =>
      dataset.cities.find((city) => city.key === cityKey && city.prefecture === prefectureKey) ?? null,
    cityGroups: async (prefectureKey) =>
      dataset.cityGroups.filter((group) => group.prefecture === prefectureKey),
    groupingEnabled: async (jobTypeId) => dataset.cityGroupingEnabledJobTypeIds.includes(jobTypeId),
  });
  if (resolution.type !== 'page') throw new Error(`${path} is not a page: ${resolution.type}`);
  return resolution;
}

export const groupsOf = (prefectureKey: string) =>
  dataset.cityGroups.filter((group) => group.prefecture === prefectureKey);

/** One page of each kind (gardener has city grouping in the fixtures). */
export const pagesByKind = {
  jobType: 'home/garden/gardener',
  prefecture: 'home/garden/gardener/kanagawa',
  majorCity: 'home/garden/gardener/saitama/saitama-shi',
  majorCityWithoutOverlap: 'home/garden/gardener/kanagawa/yokohama-shi',
  majorCityCity: 'home/garden/gardener/kanagawa/yokohama-shi/yokohama-shi-aoba-ku',
  group: 'home/garden/gardener/kanagawa/yokohama-north',
  groupCity: 'home/garden/gardener/kanagawa/yokohama-north/yokohama-shi-aoba-ku',
  city: 'home/garden/gardener/tokyo/shibuya-ku',
} as const;
