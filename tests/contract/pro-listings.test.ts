// The pro lists of the marketing pages and their counts (src/api/pro-listings.ts) against the
// mock: paging (a larger first page where the page asks for one, later pages appended with their
// page number), filters as a new list, each call's own required parameters, and the fallbacks (a
// failed count is the count's error, never 0; a failed list is the section's error, not swallowed).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { proListRequest } from '../../src/features/marketing/listing';
import { proCountQueryOptions, prosInfiniteQueryOptions, type ProListRequest } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { pageAt, pagesByKind } from '../helpers/marketing-pages';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const api = apiClient();
const P = '/pro-location-jobtype-ref';

beforeEach(() => vi.mocked(reportError).mockClear());

describe('the pro count', () => {
  it('count pros per place; a failed count is an error, never 0', async () => {
    const all = await fresh().fetchQuery(proCountQueryOptions(api, { jobTypeId: 'house-cleaning' }, 'ja'));
    const tokyo = await fresh().fetchQuery(
      proCountQueryOptions(api, { jobTypeId: 'house-cleaning', prefectureKey: 'tokyo' }, 'ja'),
    );
    expect(all).toBeGreaterThan(tokyo);
    expect(tokyo).toBeGreaterThan(0);
    await expect(
      fresh().fetchQuery(proCountQueryOptions(failing('countPros'), { jobTypeId: 'house-cleaning' }, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('names its place with its own parameters, and the language', async () => {
    const { api, calls } = recording();
    const params = {
      jobTypeId: 'gardener',
      prefectureKey: 'kanagawa',
      cityKey: 'yokohama-shi-aoba-ku',
      excludeCities: 'yokohama-shi-midori-ku',
    };
    await fresh().fetchQuery(proCountQueryOptions(api, params, 'en'));
    await fresh().fetchQuery(
      proCountQueryOptions(
        api,
        { jobTypeId: 'gardener', prefectureKey: 'saitama', cityGroup: 'saitama-area' },
        'ja',
      ),
    );
    expect(calls).toEqual([
      `${P}/pros-count?cityKey=yokohama-shi-aoba-ku&excludeCities=yokohama-shi-midori-ku` +
        '&jobTypeId=gardener&language=en&prefectureKey=kanagawa',
      `${P}/pros-count?cityGroup=saitama-area&jobTypeId=gardener&language=ja&prefectureKey=saitama`,
    ]);
  });
});

describe('the pro list', () => {
  it('appends pages with their page number until the total is reached', async () => {
    const { api, calls: log } = recording();
    const queryClient = fresh();
    const page = await pageAt('home/cleaning/house-cleaning');
    const options = prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'));
    const first = await queryClient.fetchInfiniteQuery(options);
    const total = first.pages[0]!.totalPros;
    expect(total).toBe(
      fixtures.pros.filter((pro) => pro.profile.jobTypeIds.includes('house-cleaning')).length,
    );
    const pageCount = Math.ceil(total / 10);
    const all = await queryClient.fetchInfiniteQuery({ ...options, pages: pageCount });
    const items = all.pages.flatMap((answer) => answer.pros);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    expect(items.map((item) => item.page)).toEqual(
      Array.from({ length: total }, (_, index) => Math.floor(index / 10) + 1),
    );
    expect(options.getNextPageParam(all.pages.at(-1)!, all.pages, pageCount, [])).toBeUndefined();
    expect(log.filter((call) => call.includes('skip='))).toContain(
      `${P}/pros-by-job?jobType=house-cleaning&language=ja&size=10&skip=${(pageCount - 1) * 10}`,
    );
  });

  it('asks for 20 on the first page of roof construction in Tokyo', async () => {
    const { api, calls: log } = recording();
    const page = await pageAt('home/reform/roof-construction/tokyo');
    const answer = await fresh().fetchInfiniteQuery(
      prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja')),
    );
    expect(log).toEqual([
      `${P}/pros-by-prefecture-and-job?jobType=roof-construction&language=ja&prefecture=tokyo&size=20&skip=0`,
    ]);
    expect(answer.pages[0]!.pros.length).toBe(Math.min(20, answer.pages[0]!.totalPros));
  });

  it('a filter is a new list: its own key, and the mock answers only matching pros', async () => {
    const page = await pageAt('home/reform/roof-construction');
    const api = apiClient();
    const plain = prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'));
    const filtered = prosInfiniteQueryOptions(
      api,
      proListRequest(page, { matchingCriteria: 'workType.paint' }, 'ja'),
    );
    expect(filtered.queryKey).not.toEqual(plain.queryKey);
    const answer = await fresh().fetchInfiniteQuery(filtered);
    const painters = fixtures.pros.filter(
      (pro) =>
        pro.profile.jobTypeIds.includes('roof-construction') &&
        (pro.matchingCriteria.workType ?? []).includes('paint'),
    );
    expect(answer.pages[0]!.totalPros).toBe(painters.length);
    expect(answer.pages[0]!.pros.length).toBeGreaterThan(0);
    expect(
      answer.pages[0]!.pros.every((pro) => painters.some((painter) => painter.profile.id === pro.id)),
    ).toBe(true);
  });

  it('a forced 400 fails the list (the section shows an error with a retry), not swallowed', async () => {
    const page = await pageAt(pagesByKind.jobType);
    const api = failing('listProsByJob', 400);
    await expect(
      fresh().fetchInfiniteQuery(prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja'))),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a forced empty example is an empty list with total 0', async () => {
    const page = await pageAt(pagesByKind.jobType);
    const api = apiClient({ prefer: { listProsByJob: 'example=empty' } });
    const answer = await fresh().fetchInfiniteQuery(
      prosInfiniteQueryOptions(api, proListRequest(page, {}, 'ja')),
    );
    expect(answer.pages[0]).toMatchObject({ pros: [], totalPros: 0, pageNumber: 1 });
  });

  it('opens at the page the URL names, with the skip of that page', async () => {
    const { api, calls } = recording();
    const request: ProListRequest = {
      path: `${P}/pros-by-job`,
      query: { jobType: 'house-cleaning', language: 'ja' },
      firstPageSize: 20,
    };
    const answer = await fresh().fetchInfiniteQuery(prosInfiniteQueryOptions(api, request, 3));
    expect(calls).toEqual([`${P}/pros-by-job?jobType=house-cleaning&language=ja&size=10&skip=30`]);
    expect(answer.pages[0]!.pageNumber).toBe(3);
    expect(answer.pages[0]!.pros.length).toBeGreaterThan(0);
    expect(answer.pages[0]!.pros.every((pro) => pro.page === 3)).toBe(true);
  });

  it.each([
    [`${P}/pros-by-prefecture-and-job`, {}, 'prefecture'],
    [`${P}/pros-by-job-and-city-group`, { prefecture: 'kanagawa' }, 'cityGroup'],
    [`${P}/pros-by-job-and-city-group`, { cityGroup: 'yokohama-north' }, 'prefecture'],
    [`${P}/pros-by-job-prefecture-and-city`, { prefecture: 'tokyo' }, 'city'],
    [`${P}/pros-by-job-prefecture-and-city-not-nearby-cities`, { city: 'shibuya-ku' }, 'prefecture'],
  ] as const)('%s without %o is refused before anything is sent (needs %s)', async (path, place, missing) => {
    const { api, sent } = recording();
    const request: ProListRequest = {
      path,
      query: { jobType: 'gardener', language: 'ja', ...place },
      firstPageSize: 10,
    };
    await expect(fresh().fetchInfiniteQuery(prosInfiniteQueryOptions(api, request))).rejects.toThrow(
      `${path} needs ${missing}`,
    );
    expect(sent).toEqual([]);
  });
});
