// Popular pricing items of a job type in a place (src/api/pricing.ts) against the mock: the place
// and language it sends, the `popularItems` of the answer (a place's are its own pros' items), and
// a failure: the section's error, never a false "none".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popularPricingItemsQueryOptions, proCountQueryOptions } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

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

  it('a place answers the items of the pros its list shows, so places differ', async () => {
    const api = apiClient();
    const place = (prefectureKey: string) => ({ jobTypeId: 'house-cleaning', prefectureKey });
    const itemsIn = (prefectureKey: string) =>
      fresh().fetchQuery(popularPricingItemsQueryOptions(api, place(prefectureKey), 'ja'));
    const [tokyo, osaka, okinawa] = await Promise.all(['tokyo', 'osaka', 'okinawa'].map(itemsIn));
    expect(tokyo!.length).toBeGreaterThan(0);
    expect(osaka!.length).toBeGreaterThan(0);
    expect(osaka!.map((item) => item.price)).not.toEqual(tokyo!.map((item) => item.price));
    const prefecturesOf = (proId: string | undefined) =>
      fixtures.pros.find((pro) => pro.profile.id === proId)?.prefectureKeys;
    for (const item of tokyo!) expect(prefecturesOf(item.proId)).toContain('tokyo');
    // A place with no pros (its count is 0) has no pros' prices either.
    expect(await fresh().fetchQuery(proCountQueryOptions(api, place('okinawa'), 'ja'))).toBe(0);
    expect(okinawa).toEqual([]);
  });

  it('a failure is not swallowed: the section shows its error, never a false "none"', async () => {
    const api = failing('getPopularPricingItems', 400);
    await expect(
      fresh().fetchQuery(popularPricingItemsQueryOptions(api, { jobTypeId: 'gardener' }, 'ja')),
    ).rejects.toMatchObject({ status: 400 });
    expect(reportError).not.toHaveBeenCalled();
  });
});
