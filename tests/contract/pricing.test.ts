// Popular pricing items of a job type in a place (src/api/pricing.ts) against the mock: the place
// and language it sends, the `popularItems` of the answer, and a failure: the section's error,
// never a false "none".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popularPricingItemsQueryOptions } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { failing, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

beforeEach(() => vi.mocked(reportError).mockClear());

describe('popular pricing items', () => {
  it('name the job type, the place and the language, and answer the popular items', async () => {
    const { api, sent } = recording();
    const place = { jobTypeId: 'house-cleaning', prefectureKey: 'tokyo', cityKey: 'shibuya-ku' };
    const items = await fresh().fetchQuery(popularPricingItemsQueryOptions(api, place, 'en'));
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/pricing-menu/popular-items',
        query: { ...place, language: 'en' },
        language: 'en',
      },
    ]);
    expect(items.length).toBeGreaterThan(0);
  });

  it('a failure is not swallowed: the section shows its error, never a false "none"', async () => {
    const api = failing('getPopularPricingItems', 400);
    await expect(
      fresh().fetchQuery(popularPricingItemsQueryOptions(api, { jobTypeId: 'gardener' }, 'ja')),
    ).rejects.toMatchObject({ status: 400 });
    expect(reportError).not.toHaveBeenCalled();
  });
});
