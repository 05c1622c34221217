// A list page past the list's end (`?page=999` of 11 pros, `?caseStudyPage=3` of 11 case studies):
// the loader knows the totals and names the last page to send the visitor to (none when the page
// exists, or when the list could not be loaded: its section shows the error).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../../src/api';
import { loadPageData, type MarketingDeps } from '../../../../src/features/marketing/load';
import type { ListingSearch } from '../../../../src/features/marketing/search';
import { pageAt, pagesByKind } from '../../../helpers/marketing-pages';

interface Totals {
  pros: number;
  caseStudies: number;
  failPros?: boolean;
}

function depsWith({
  pros,
  caseStudies,
  failPros = false,
}: Totals): MarketingDeps & { GET: ReturnType<typeof vi.fn> } {
  const GET = vi.fn(async (path: string) => {
    if (path.startsWith('/pro-location-jobtype-ref/pros-by')) {
      if (failPros) throw new ApiError('listProsByPrefectureAndJob', 503, undefined);
      return { data: { pros: [], totalPros: pros } };
    }
    if (path === '/pro-location-jobtype-ref/pros-count') return { data: { count: pros } };
    if (path.startsWith('/case-studies/job-type'))
      return { data: { caseStudies: [], totalCaseStudies: caseStudies } };
    // The sections below the list are not this test's: their calls never answer.
    return new Promise(() => undefined);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { GET, api: { GET } as unknown as ApiClient, queryClient, language: 'ja' };
}

async function outOfRange(search: ListingSearch, totals: Totals, splat: string = pagesByKind.prefecture) {
  const page = await pageAt(splat);
  const { outOfRange: moved } = await loadPageData(page, search, depsWith(totals));
  return moved;
}

describe('a page past the end of its list', () => {
  it.each([
    [{ page: 999 }, { pros: 11, caseStudies: 0 }, { page: 2 }],
    [{ page: 3 }, { pros: 11, caseStudies: 0 }, { page: 2 }],
    [{ page: 3 }, { pros: 20, caseStudies: 0 }, { page: 2 }],
    [{ page: 2 }, { pros: 10, caseStudies: 0 }, { page: undefined }],
    [{ page: 2 }, { pros: 0, caseStudies: 0 }, { page: undefined }],
    [{ caseStudyPage: 3 }, { pros: 11, caseStudies: 11 }, { caseStudyPage: 2 }],
    [{ caseStudyPage: 2 }, { pros: 11, caseStudies: 6 }, { caseStudyPage: undefined }],
    [
      { page: 5, caseStudyPage: 9, day: 'sat' },
      { pros: 25, caseStudies: 13 },
      { page: 3, caseStudyPage: 3 },
    ],
  ] as const)('%j with %j goes to %j', async (search, totals, expected) => {
    expect(await outOfRange(search, totals)).toEqual(expected);
  });

  it.each([
    [{}, { pros: 11, caseStudies: 11 }],
    [{ page: 2 }, { pros: 11, caseStudies: 0 }],
    [
      { page: 2, caseStudyPage: 2 },
      { pros: 20, caseStudies: 7 },
    ],
    [{ day: 'sat' }, { pros: 0, caseStudies: 0 }],
  ] as const)('%j with %j is a page of the list', async (search, totals) => {
    expect(await outOfRange(search, totals)).toBeUndefined();
  });

  it("roof construction's first page holds 20: ?page=2 of 25 exists, ?page=3 does not", async () => {
    const roof = 'home/reform/roof-construction/tokyo';
    expect(await outOfRange({ page: 2 }, { pros: 25, caseStudies: 0 }, roof)).toBeUndefined();
    expect(await outOfRange({ page: 3 }, { pros: 25, caseStudies: 0 }, roof)).toEqual({ page: 2 });
  });

  it('a list that failed to load sends nowhere (its section shows the error)', async () => {
    expect(await outOfRange({ page: 999 }, { pros: 11, caseStudies: 0, failPros: true })).toBeUndefined();
  });

  it('page 1 waits for no list in the browser (the page shows at once)', async () => {
    const page = await pageAt(pagesByKind.prefecture);
    const deps = depsWith({ pros: 11, caseStudies: 11 });
    await loadPageData(page, {}, deps);
    expect(deps.GET.mock.calls.some(([path]) => String(path).startsWith('/case-studies'))).toBe(false);
  });
});
