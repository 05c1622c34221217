// Case studies (src/api/case-studies.ts) against the mock: of a job type in a place (6 a page,
// appended; the place named as the page's pro list names it) and of one pro (the published ones
// of the pro's service page). Neither is swallowed: a failure is the section's error, with a retry.
import { describe, expect, it } from 'vitest';
import {
  CASE_STUDY_PAGE_SIZE,
  caseStudiesInfiniteQueryOptions,
  type CaseStudyScope,
  proCaseStudiesQueryOptions,
} from '../../src/api';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp && candidate.caseStudies.length > 0)!;
const id = pro.profile.id;

describe('case studies of a job type', () => {
  it('come 6 a page with the total, and the next page appends', async () => {
    const queryClient = fresh();
    const options = caseStudiesInfiniteQueryOptions(apiClient(), { jobTypeId: 'house-cleaning' }, 'ja');
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.totalCaseStudies;
    expect(total).toBeGreaterThan(6);
    expect(first.pages[0]!.caseStudies).toHaveLength(6);
    const two = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    const ids = two.pages.flatMap((answer) => answer.caseStudies.map((study) => study.id));
    expect(ids).toHaveLength(Math.min(12, total));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each<[string, CaseStudyScope, string]>([
    ['a job type', { jobTypeId: 'gardener' }, '/case-studies/job-type/gardener?currentPage=1&pageSize=6'],
    [
      'a prefecture',
      { jobTypeId: 'gardener', prefecture: 'kanagawa' },
      '/case-studies/job-type/gardener/kanagawa?currentPage=1&pageSize=6',
    ],
    [
      'a city group, without some cities',
      {
        jobTypeId: 'gardener',
        prefecture: 'kanagawa',
        cityGroup: 'yokohama-north',
        excludeCities: 'kawasaki-shi,sagamihara-shi',
      },
      '/case-studies/job-type/gardener/kanagawa/cityGroup/yokohama-north?currentPage=1&excludeCities=kawasaki-shi,sagamihara-shi&pageSize=6',
    ],
    [
      'a city',
      { jobTypeId: 'gardener', prefecture: 'tokyo', city: 'shibuya-ku' },
      '/case-studies/job-type/gardener/tokyo/city/shibuya-ku?currentPage=1&pageSize=6',
    ],
    [
      'a city, without its group neighbours',
      { jobTypeId: 'gardener', prefecture: 'tokyo', city: 'shibuya-ku', excludeCities: 'meguro-ku' },
      '/case-studies/job-type/gardener/tokyo/city/shibuya-ku?currentPage=1&excludeCities=meguro-ku&pageSize=6',
    ],
  ])('in %s: the path and query of its scope', async (_place, scope, call) => {
    const { api, calls, sent } = recording();
    await fresh().fetchInfiniteQuery(caseStudiesInfiniteQueryOptions(api, scope, 'en'));
    expect(calls).toEqual([call]);
    expect(sent[0]?.language).toBe('en');
  });

  it('a failure is the section’s error, not swallowed', async () => {
    await expect(
      fresh().fetchInfiniteQuery(
        caseStudiesInfiniteQueryOptions(failing('listCaseStudiesByJobType'), { jobTypeId: 'gardener' }, 'ja'),
      ),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe("one pro's case studies", () => {
  it('pageSize (6 by default, or the one asked), caseStatus=published, isServicePage=true', async () => {
    const { api, sent } = recording();
    const page = await fresh().fetchQuery(proCaseStudiesQueryOptions(api, id, 'ja'));
    await fresh().fetchQuery(proCaseStudiesQueryOptions(api, id, 'ja', 999));
    expect(sent).toEqual(
      [CASE_STUDY_PAGE_SIZE, 999].map((pageSize) => ({
        method: 'GET',
        path: `/case-studies/pros/${id}`,
        query: { pageSize: String(pageSize), caseStatus: 'published', isServicePage: 'true' },
        language: 'ja',
      })),
    );
    expect(CASE_STUDY_PAGE_SIZE).toBe(6);
    expect(page.caseStudies.length).toBeGreaterThan(0);
    expect(page.caseStudies.every((study) => study.status === 'published' && study.isServicePage)).toBe(true);
  });

  it('are not swallowed: the section shows its error and retry', async () => {
    await expect(
      fresh().fetchQuery(proCaseStudiesQueryOptions(failing('listCaseStudiesByPro', 404), id, 'ja')),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
