// The single-purpose reference lookups (src/api/catalog*.ts, src/api/locations.ts) against the mock:
// one job type's alias (404 → none; other failures swallowed as none and reported), a translation
// namespace (never refetched), a job type's pro count near a postal code (a failure is no number,
// not 0), a prefecture's cities by its id, and every city group — what each sends and answers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allCityGroupsQueryOptions,
  cacheTimes,
  jobTypeAliasQueryOptions,
  jobTypeProCountQueryOptions,
  prefectureCitiesQueryOptions,
  translationQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

beforeEach(() => vi.mocked(reportError).mockClear());

describe("one job type's alias (the request form's loader)", () => {
  it('asks GET /job-type-alias/{id}: the target of an alias, null for a job type that is none', async () => {
    const { api, sent, answers } = recording();
    const options = jobTypeAliasQueryOptions(api, 'carpenter');
    expect(options.staleTime).toBe(cacheTimes.reference);
    expect(await fresh().fetchQuery(options)).toEqual({ id: 'carpenter', jobTypeId: 'home-reform-general' });
    expect(await fresh().fetchQuery(jobTypeAliasQueryOptions(api, 'gardener'))).toBeNull();
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/job-type-alias/carpenter', query: {} },
      { method: 'GET', path: '/job-type-alias/gardener', query: {} },
    ]);
    expect(answers.map((answer) => answer?.status)).toEqual([200, 404]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('swallows any other failure as "no alias" and reports it with the operation', async () => {
    expect(
      await fresh().fetchQuery(jobTypeAliasQueryOptions(failing('getJobTypeAlias'), 'carpenter')),
    ).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { operation: 'getJobTypeAlias', status: '500' },
    });
  });
});

describe('a translation namespace (the pro dashboard names its job types with it)', () => {
  it('asks GET /translations/{id} in the UI language and answers its texts, never stale', async () => {
    const { api, sent } = recording();
    const ja = translationQueryOptions(api, 'jobTypes', 'ja');
    expect(ja.staleTime).toBe(Number.POSITIVE_INFINITY);
    const client = fresh();
    const texts = await client.fetchQuery(ja);
    const gardener = fixtures.jobTypes.find((jobType) => jobType.id === 'gardener');
    expect(texts.gardener).toBe(gardener?.title.ja);
    expect((await fresh().fetchQuery(translationQueryOptions(api, 'jobTypes', 'en'))).gardener).toBe(
      gardener?.title.en,
    );
    // A loaded translation is not asked again.
    await client.fetchQuery(ja);
    expect(sent).toEqual([
      { method: 'GET', path: '/translations/jobTypes', query: {}, language: 'ja' },
      { method: 'GET', path: '/translations/jobTypes', query: {}, language: 'en' },
    ]);
  });

  it('surfaces a failure (the caller shows ids)', async () => {
    await expect(
      fresh().fetchQuery(translationQueryOptions(failing('getTranslation', 404), 'jobTypes', 'ja')),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a job type's pro count near a postal code (the request form's address)", () => {
  it('asks GET /job-types/{id}/pro-count?zipCode= with the language and answers the number', async () => {
    const { api, sent, answers } = recording();
    const count = await fresh().fetchQuery(
      jobTypeProCountQueryOptions(api, 'house-cleaning', { zipCode: '150-0001' }, 'en'),
    );
    expect(count).toEqual(expect.any(Number));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/job-types/house-cleaning/pro-count',
        query: { zipCode: '150-0001' },
        language: 'en',
      },
    ]);
    expect(answers[0]).toEqual({ status: 200, violations: null });
  });

  it('rejects on a failure instead of answering a false zero', async () => {
    await expect(
      fresh().fetchQuery(
        jobTypeProCountQueryOptions(
          failing('getJobTypeProCount', 404),
          'house-cleaning',
          { zipCode: '1500001' },
          'ja',
        ),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a prefecture's cities by id and every city group (the pro's service area)", () => {
  it('asks GET /location-prefectures/{prefectureId}/location-cities; an unknown prefecture has none', async () => {
    const { api, sent } = recording();
    const options = prefectureCitiesQueryOptions(api, 'tokyo', 'ja');
    expect(options.staleTime).toBe(cacheTimes.reference);
    const cities = await fresh().fetchQuery(options);
    expect(cities.map((city) => city.key)).toContain('shibuya-ku');
    expect(cities.every((city) => city.prefecture === 'tokyo')).toBe(true);
    expect(await fresh().fetchQuery(prefectureCitiesQueryOptions(api, 'atlantis', 'ja'))).toEqual([]);
    expect(sent).toEqual([
      { method: 'GET', path: '/location-prefectures/tokyo/location-cities', query: {}, language: 'ja' },
      { method: 'GET', path: '/location-prefectures/atlantis/location-cities', query: {}, language: 'ja' },
    ]);
    await expect(
      fresh().fetchQuery(prefectureCitiesQueryOptions(failing('listCitiesOfPrefecture', 400), 'tokyo', 'ja')),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('asks GET /location-city-groups once for every prefecture (cached 5 min)', async () => {
    const { api, sent } = recording();
    const options = allCityGroupsQueryOptions(api, 'en');
    expect(options.staleTime).toBe(cacheTimes.reference);
    const groups = await fresh().fetchQuery(options);
    expect(groups.map((group) => group.cityGroupKey)).toEqual(
      expect.arrayContaining(['yokohama-north', 'osaka-west']),
    );
    expect(new Set(groups.map((group) => group.prefecture)).size).toBeGreaterThan(1);
    expect(sent).toEqual([{ method: 'GET', path: '/location-city-groups', query: {}, language: 'en' }]);
    await expect(
      fresh().fetchQuery(allCityGroupsQueryOptions(failing('listCityGroups'), 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });
});
