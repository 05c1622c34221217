// Categories and job types (src/api/catalog*.ts) against the mock: what each factory sends and
// answers, the cache times, and the documented fallbacks under forced errors (a failed job type
// is null and not reported; failed aliases are an empty list and reported).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheTimes,
  categoryTreeQueryOptions,
  jobCategoriesQueryOptions,
  jobTypeAliasesQueryOptions,
  jobTypeProfilesQueryOptions,
  jobTypeQueryOptions,
  jobTypeSummariesQueryOptions,
  popularJobTypesQueryOptions,
  proSignupTreeQueryOptions,
  relatedJobTypesQueryOptions,
  requestableByCategoryQueryOptions,
  serviceOfTheMonthQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const api = apiClient();

beforeEach(() => vi.mocked(reportError).mockClear());

describe('catalog query factories', () => {
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
    // The client-request list holds the job types clients can request (their clientRequest flag).
    expect(
      (await client.fetchQuery(jobTypeSummariesQueryOptions(api, 'clientRequest', 'en'))).map(({ id }) => id),
    ).toEqual(fixtures.jobTypes.filter((jobType) => jobType.clientRequest).map(({ id }) => id));
    const popular = await client.fetchQuery(
      popularJobTypesQueryOptions(api, { limit: 3, categoryId: 'learning' }, 'ja'),
    );
    expect(popular).toHaveLength(3);
    expect(popular.every((jobType) => jobType.categories.includes('learning'))).toBe(true);
  });

  it('send the language each names and the query of each list, and cache reference data 5 min', async () => {
    const { api, sent } = recording();
    const client = fresh();
    const reference = [
      jobCategoriesQueryOptions(api, 'en'),
      categoryTreeQueryOptions(api, 'en'),
      jobTypeSummariesQueryOptions(api, 'clientRequest', 'en'),
      serviceOfTheMonthQueryOptions(api, 'en'),
      requestableByCategoryQueryOptions(api, 'garden', 'en'),
    ] as const;
    expect(reference.map((options) => options.staleTime)).toEqual(reference.map(() => cacheTimes.reference));
    await client.fetchQuery(reference[0]);
    await client.fetchQuery(reference[1]);
    await client.fetchQuery(reference[2]);
    const ofTheMonth = await client.fetchQuery(reference[3]);
    const requestable = await client.fetchQuery(reference[4]);
    await client.fetchQuery(
      popularJobTypesQueryOptions(api, { limit: 6, prefectureKey: 'tokyo', cityKey: 'shibuya-ku' }, 'en'),
    );
    expect(sent).toEqual([
      { method: 'GET', path: '/job-categories', query: {}, language: 'en' },
      { method: 'GET', path: '/job-categories/get-all-subcategories', query: {}, language: 'en' },
      { method: 'GET', path: '/job-types', query: { clientRequest: 'true' }, language: 'en' },
      { method: 'GET', path: '/job-types/service-of-the-month', query: {}, language: 'en' },
      { method: 'GET', path: '/job-types/get-requestable-by-category/garden', query: {}, language: 'en' },
      {
        method: 'GET',
        path: '/job-types/popular',
        query: { limit: '6', prefectureKey: 'tokyo', cityKey: 'shibuya-ku' },
        language: 'en',
      },
    ]);
    expect(ofTheMonth.length).toBeGreaterThan(0);
    expect(requestable.length).toBeGreaterThan(0);
    expect(requestable.every((jobType) => jobType.categories.includes('garden'))).toBe(true);
  });

  it('load related job types, or the requestable ones, near a prefecture when one is named', async () => {
    const { api, sent } = recording();
    const related = await fresh().fetchQuery(
      relatedJobTypesQueryOptions(api, 'gardener', 'tokyo', false, 'ja'),
    );
    const requestable = await fresh().fetchQuery(
      relatedJobTypesQueryOptions(api, 'gardener', undefined, true, 'ja'),
    );
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/job-types/gardener/related-job-types',
        query: { prefectureKey: 'tokyo' },
        language: 'ja',
      },
      { method: 'GET', path: '/job-types/gardener/related-requestable-job-types', query: {}, language: 'ja' },
    ]);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((jobType) => jobType.id)).not.toContain('gardener');
    expect(requestable.length).toBeGreaterThan(0);
  });

  it('ask the pro sign-up list with proSignUp, fetched each time (never served from the cache)', async () => {
    const { api, sent } = recording();
    const options = jobTypeSummariesQueryOptions(api, 'proSignUp', 'ja');
    expect(options.staleTime).toBe(0);
    expect((await fresh().fetchQuery(options)).length).toBeGreaterThan(0);
    expect(sent).toEqual([
      { method: 'GET', path: '/job-types', query: { proSignUp: 'true' }, language: 'ja' },
    ]);
  });

  it('load a job type: null only for a 404; any other failure is the page\'s error, not "not found"', async () => {
    const recorded = recording();
    await fresh().fetchQuery(jobTypeQueryOptions(recorded.api, 'gardener', 'ja'));
    expect(recorded.sent).toEqual([
      { method: 'GET', path: '/job-types/gardener', query: { format: 'full' }, language: 'ja' },
    ]);
    expect((await fresh().fetchQuery(jobTypeQueryOptions(api, 'gardener', 'ja')))?.id).toBe('gardener');
    expect(await fresh().fetchQuery(jobTypeQueryOptions(api, 'no-such-job', 'ja'))).toBeNull();
    await expect(
      fresh().fetchQuery(jobTypeQueryOptions(failing('getJobType'), 'gardener', 'ja')),
    ).rejects.toMatchObject({ status: 500 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('load aliases (cached 5 min), and swallow and report a failure', async () => {
    const options = jobTypeAliasesQueryOptions(api);
    expect(options.staleTime).toBe(cacheTimes.reference);
    expect(await fresh().fetchQuery(options)).toContainEqual({
      id: 'carpenter',
      jobTypeId: 'home-reform-general',
    });
    expect(await fresh().fetchQuery(jobTypeAliasesQueryOptions(failing('listJobTypeAliases')))).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { operation: 'listJobTypeAliases', status: '500' },
    });
  });
});

describe("a pro's job-type profiles (the pro dashboard)", () => {
  const pro = fixtures.sessions.pro.user;

  it('asks GET /job-type-profile/get-by-user-id/{id}?format=full and answers each profile', async () => {
    const { api: recorded, sent, answers } = recording();
    const profiles = await fresh().fetchQuery(jobTypeProfilesQueryOptions(recorded, pro.id));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: `/job-type-profile/get-by-user-id/${pro.id}`,
        query: { format: 'full' },
        language: 'ja',
      },
    ]);
    expect(answers[0]).toEqual({ status: 200, violations: null });
    expect(profiles.map((profile) => profile.jobTypeId)).toEqual(pro.proProfile?.jobTypes);
    expect(profiles.every((profile) => profile.userId === pro.id)).toBe(true);
  });

  // Its only caller is the signed-in pro's own dashboard: a 404 there (the backend knows no pro
  // profile yet: a pro still registering, as the mock answers a new one) means none described yet.
  it('a 404 (no pro profile yet) is none described; a server error is the section’s error', async () => {
    expect(await fresh().fetchQuery(jobTypeProfilesQueryOptions(api, 'pro-unknown'))).toEqual([]);
    await expect(
      fresh().fetchQuery(jobTypeProfilesQueryOptions(failing('listJobTypeProfilesByUser', 500), pro.id)),
    ).rejects.toMatchObject({ status: 500 });
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('pro sign-up: the category trees and the job types offered', () => {
  it('asks the trees with path=initial and the pro sign-up job types with proSignUp=true, each time', async () => {
    const { api: recorded, calls, answers } = recording();
    const client = fresh();
    const { trees } = await client.fetchQuery(proSignupTreeQueryOptions(recorded, 'en'));
    expect(trees.map((tree) => tree.id)).toEqual(fixtures.categoryTrees.map((tree) => tree.id));
    await client.fetchQuery(jobTypeSummariesQueryOptions(recorded, 'proSignUp', 'ja'));
    await client.fetchQuery(jobTypeSummariesQueryOptions(recorded, 'proSignUp', 'ja'));
    expect(calls).toEqual([
      '/pro-job-categories-for-signup/tree?path=initial',
      '/job-types?proSignUp=true',
      '/job-types?proSignUp=true',
    ]);
    expect(answers.map((answer) => answer?.violations)).toEqual([null, null, null]);
  });

  it('a failed tree is the page’s error', async () => {
    await expect(
      fresh().fetchQuery(proSignupTreeQueryOptions(failing('getProSignupCategoryTree', 500), 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });
});
