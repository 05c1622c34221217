// The spec's paging rules in one place: the near-bottom factor of infinite scroll (1.05 window
// heights), the case-study page in the URL and its title suffix (from page 2), and the full fetch of
// a pro's case studies (999).
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_FULL_FETCH, CASE_STUDY_PAGE_SIZE } from '../../src/api';
import { parseListingSearch } from '../../src/features/marketing/search';
import { isNearBottom, NEAR_BOTTOM_FACTOR } from '../../src/hooks/use-near-bottom';
import { createI18n, titleWithSuffixes } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';
import { parseExperimentIds } from '../../src/lib/experiment-ids';

describe('infinite scroll: near the bottom', () => {
  it('is a list end within 1.05 window heights below the top of the window', () => {
    expect(NEAR_BOTTOM_FACTOR).toBe(1.05);
    expect(isNearBottom(1050, 1000)).toBe(true);
    expect(isNearBottom(1051, 1000)).toBe(false);
    expect(isNearBottom(844 * 1.05, 844)).toBe(true);
    expect(isNearBottom(0, 844)).toBe(true);
  });

  it('is not a list end already scrolled past (the reader is below the list)', () => {
    expect(isNearBottom(-1, 1000)).toBe(false);
  });
});

describe('case-study pages', () => {
  it('come from ?caseStudyPage= (2 and up), beside the pro list’s ?page=', () => {
    expect(parseListingSearch({ caseStudyPage: '3', page: 2 })).toEqual({ caseStudyPage: 3, page: 2 });
    for (const value of ['1', '0', '-2', '2.5', 'two', undefined])
      expect(parseListingSearch({ caseStudyPage: value })).toEqual({});
  });

  const i18n = createI18n('ja', resources);
  const date = new Date('2026-11-23T03:00:00Z');
  it.each([
    ['ja', undefined, undefined, '庭師（2026年11月）'],
    ['ja', undefined, 1, '庭師（2026年11月）'],
    ['ja', undefined, 2, '庭師（2026年11月）（事例2ページ目）'],
    ['ja', 3, 2, '庭師（2026年11月）（3ページ目）（事例2ページ目）'],
    ['en', undefined, 4, 'Gardener (November 2026) – case studies page 4'],
  ] as const)('%s: pro page %s, case-study page %s → %s', (language, page, caseStudyPage, expected) => {
    const base = language === 'ja' ? '庭師' : 'Gardener';
    expect(titleWithSuffixes(base, { i18n, language, date, page, caseStudyPage })).toBe(expected);
  });

  it('hold 6 case studies; a pro’s full list is one call of up to 999', () => {
    expect(CASE_STUDY_PAGE_SIZE).toBe(6);
    expect(CASE_STUDY_FULL_FETCH).toBe(999);
  });
});

describe('experiment ids from the build’s configuration', () => {
  it('reads VITE_EXPERIMENT_IDS as key=id pairs, leaving malformed entries out', () => {
    expect(parseExperimentIds('phoneLogin=123, bookThisPro = 456,broken,=7,x=')).toEqual({
      phoneLogin: '123',
      bookThisPro: '456',
    });
    expect(parseExperimentIds(undefined)).toEqual({});
  });
});
