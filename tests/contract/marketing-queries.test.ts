// The query factories of the app shell against the mock: what each answers, and the section-8
// fallbacks under forced errors (swallowed with an empty or false value; reported where §8 says).
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  booleanFlagQueryOptions,
  categoryTreeQueryOptions,
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  cityInPrefectureQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeAliasesQueryOptions,
  jobTypeQueryOptions,
  jobTypeSummariesQueryOptions,
  popularJobTypesQueryOptions,
  prefectureQueryOptions,
  proCountQueryOptions,
} from '../../src/features/marketing/api/queries';
import { proProfileQueryOptions } from '../../src/features/pro-profile/api/queries';
import { cacheTimes } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, fixtures } from './harness';

vi.mock('../../src/lib/monitoring', () => ({
  reportError: vi.fn(),
  initMonitoring: vi.fn(),
  setMonitoringUser: vi.fn(),
}));

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const api = apiClient();
const failing = (operationId: string, code = 500) => apiClient({ prefer: { [operationId]: `code=${code}` } });

beforeEach(() => vi.mocked(reportError).mockClear());

describe('marketing query factories', () => {
  it('load categories, the category tree, job types and popular job types', async () => {
    const client = fresh();
    expect((await client.fetchQuery(jobCategoriesQueryOptions(api, 'ja'))).length).toBe(
      fixtures.jobCategories.length,
    );
    expect((await client.fetchQuery(categoryTreeQueryOptions(api, 'ja'))).map((tree) => tree.id)).toEqual([
      'home',
      'learning',
      'lifestyle',
      'business',
      'events',
    ]);
    expect((await client.fetchQuery(jobTypeSummariesQueryOptions(api, 'en'))).length).toBe(
      fixtures.jobTypes.length,
    );
    const popular = await client.fetchQuery(
      popularJobTypesQueryOptions(api, { limit: 3, categoryId: 'learning' }, 'ja'),
    );
    expect(popular).toHaveLength(3);
    expect(popular.every((jobType) => jobType.categories.includes('learning'))).toBe(true);
  });

  it('load a job type, and swallow a failure as null (§8) without reporting it', async () => {
    expect((await fresh().fetchQuery(jobTypeQueryOptions(api, 'gardener', 'ja')))?.id).toBe('gardener');
    expect(await fresh().fetchQuery(jobTypeQueryOptions(api, 'no-such-job', 'ja'))).toBeNull();
    expect(await fresh().fetchQuery(jobTypeQueryOptions(failing('getJobType'), 'gardener', 'ja'))).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('load aliases (cached 5 min), and swallow and report a failure (§8)', async () => {
    const options = jobTypeAliasesQueryOptions(api);
    expect(options.staleTime).toBe(cacheTimes.reference);
    expect(await fresh().fetchQuery(options)).toContainEqual({
      id: 'carpenter',
      jobTypeId: 'home-reform-general',
    });
    expect(await fresh().fetchQuery(jobTypeAliasesQueryOptions(failing('listJobTypeAliases')))).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { operation: 'listJobTypeAliases' },
    });
  });

  it('load feature flags (cached 60 s), and swallow and report failures as empty or false (§8)', async () => {
    const grouping = cityGroupingFlagQueryOptions(api);
    expect(grouping.staleTime).toBe(cacheTimes.featureFlag);
    expect(await fresh().fetchQuery(grouping)).toEqual(fixtures.cityGroupingEnabledJobTypeIds);
    expect(await fresh().fetchQuery(booleanFlagQueryOptions(api, 'reviewsQA'))).toBe(true);
    expect(await fresh().fetchQuery(booleanFlagQueryOptions(api, 'internalBlogFullRelease'))).toBe(false);

    expect(await fresh().fetchQuery(cityGroupingFlagQueryOptions(failing('getFeatureFlag')))).toEqual([]);
    expect(await fresh().fetchQuery(booleanFlagQueryOptions(failing('getFeatureFlag'), 'reviewsQA'))).toBe(
      false,
    );
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(vi.mocked(reportError).mock.calls.map(([, context]) => context?.tags?.flag)).toEqual([
      'cityGroupingEnabledJobTypes',
      'reviewsQA',
    ]);
  });

  it('count pros per place, and fall back to 0', async () => {
    const all = await fresh().fetchQuery(proCountQueryOptions(api, { jobTypeId: 'house-cleaning' }, 'ja'));
    const tokyo = await fresh().fetchQuery(
      proCountQueryOptions(api, { jobTypeId: 'house-cleaning', prefectureKey: 'tokyo' }, 'ja'),
    );
    expect(all).toBeGreaterThan(tokyo);
    expect(tokyo).toBeGreaterThan(0);
    expect(
      await fresh().fetchQuery(
        proCountQueryOptions(failing('countPros'), { jobTypeId: 'house-cleaning' }, 'ja'),
      ),
    ).toBe(0);
  });

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
  });
});

describe('pro profile query', () => {
  const pro = fixtures.pros.find((candidate) => candidate.profile.customProfileUrl)!.profile;

  it.each([
    ['slug', pro.slug],
    ['custom profile URL', pro.customProfileUrl!],
    ['short id', pro.shortId],
    ['pro id', pro.id],
  ])('finds a pro by %s', async (_kind, key) => {
    expect((await fresh().fetchQuery(proProfileQueryOptions(api, key, 'ja')))?.id).toBe(pro.id);
  });

  it('answers null for a key nobody has', async () => {
    expect(await fresh().fetchQuery(proProfileQueryOptions(api, 'no-such-pro', 'ja'))).toBeNull();
  });
});
