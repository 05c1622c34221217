// Feature flags (src/api/flags.ts) against the mock: cached 60 seconds; a failed flag is
// swallowed (no job types) and reported with the flag's name.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheTimes,
  cityGroupingFlagQueryOptions,
  internalBlogFlagQueryOptions,
  reviewsQaFlagQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

beforeEach(() => vi.mocked(reportError).mockClear());

describe('feature flags', () => {
  it('load the city-grouping flag (cached 60 s), and swallow and report failures as empty', async () => {
    const { api, sent } = recording();
    const grouping = cityGroupingFlagQueryOptions(api);
    expect(grouping.staleTime).toBe(cacheTimes.featureFlag);
    expect(await fresh().fetchQuery(grouping)).toEqual(fixtures.cityGroupingEnabledJobTypeIds);
    expect(sent).toEqual([
      { method: 'GET', path: '/feature-flags/cityGroupingEnabledJobTypes', query: {}, language: 'ja' },
    ]);

    expect(await fresh().fetchQuery(cityGroupingFlagQueryOptions(failing('getFeatureFlag')))).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls.map(([, context]) => context?.tags?.flag)).toEqual([
      'cityGroupingEnabledJobTypes',
    ]);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { operation: 'getFeatureFlag', status: '500', flag: 'cityGroupingEnabledJobTypes' },
    });
  });

  it.each([
    ['reviewsQA', reviewsQaFlagQueryOptions],
    ['internalBlogFullRelease', internalBlogFlagQueryOptions],
  ] as const)(
    'load the %s flag as a boolean (cached 60 s); a failure is false and reported',
    async (flag, options) => {
      const { api, sent } = recording();
      expect(options(api).staleTime).toBe(cacheTimes.featureFlag);
      // The mock kit turns both blocks on.
      expect(await fresh().fetchQuery(options(api))).toBe(true);
      expect(sent).toEqual([{ method: 'GET', path: `/feature-flags/${flag}`, query: {}, language: 'ja' }]);

      expect(await fresh().fetchQuery(options(failing('getFeatureFlag')))).toBe(false);
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
        tags: { operation: 'getFeatureFlag', status: '500', flag },
      });
    },
  );
});
