// The figures a marketing page shows per place come from that place: the popular pricing items are
// those of the pros the place's list shows (so "see the pros" of an item finds its pro there), and
// the popular requests count and average the requests of the place. The same request answers the
// same thing every time.
import { describe, expect, it } from 'vitest';
import type { PopularPricingItems, PopularRequest } from '../../../generated/api';
import { buildDataset } from '../../../fixtures/dataset';
import { createMock, createMockKit } from '../../../mocks/behaviour';
import type { Query } from '../../../mocks/types';

const ds = buildDataset();
const { places } = createMock(ds);

/** What the mock answers a GET of `operationId` with `query`: the example it picks, refined. */
function answer(operationId: string, query: Query): unknown {
  const { examples, behaviour } = createMockKit(ds);
  const table = examples[operationId]!;
  const context = { operationId, pathParams: {}, query, headers: {}, body: undefined };
  const choice = behaviour.select?.(context, new Set(Object.keys(table)));
  const body = structuredClone(table[choice?.example ?? Object.keys(table)[0]!]);
  return behaviour.refine ? behaviour.refine(context, body) : body;
}

const pricing = (query: Query) =>
  (answer('getPopularPricingItems', { jobTypeId: 'house-cleaning', ...query }) as PopularPricingItems)
    .popularItems;
const requests = (query: Query) =>
  answer('listPopularRequests', { jobTypeId: 'house-cleaning', ...query }) as PopularRequest[];

/** The ids of the house-cleaning pros a place's list shows (the count's parameters name it). */
const prosOf = (prefecture: string, city?: string) =>
  places.proIdsIn('house-cleaning', { prefecture, city, excludeCities: new Set() });

describe('popular pricing items', () => {
  it('without a place: the job type’s items (every pro’s), as the data set has them', () => {
    expect(pricing({})).toEqual(ds.popularPricingItems['house-cleaning']);
  });

  it.each([
    ['tokyo', undefined],
    ['osaka', undefined],
    ['tokyo', 'setagaya-ku'],
    ['kanagawa', 'yokohama-shi-naka-ku'],
  ])('in %s %s: only items of the pros the place’s list shows', (prefecture, city) => {
    const items = pricing({ prefectureKey: prefecture, ...(city ? { cityKey: city } : {}) });
    const local = prosOf(prefecture, city);
    expect(items.map((item) => item.proId).filter((proId) => !local.has(proId!))).toEqual([]);
    // Each item's key is the one the pro list's pricingMenuItemKey filter finds the pro by.
    for (const item of items) expect(item.key.startsWith(`${item.proId}-`)).toBe(true);
  });

  it('differ between places with different pros, and a place without pros has none', () => {
    expect(prosOf('tokyo').size).toBeGreaterThan(0);
    expect(prosOf('okinawa').size).toBe(0);
    const tokyo = pricing({ prefectureKey: 'tokyo' });
    const osaka = pricing({ prefectureKey: 'osaka' });
    expect(tokyo.length).toBeGreaterThan(0);
    expect(osaka.length).toBeGreaterThan(0);
    expect(osaka.map((item) => item.price)).not.toEqual(tokyo.map((item) => item.price));
    expect(pricing({ prefectureKey: 'okinawa' })).toEqual([]);
  });

  it('answer the same for the same request', () => {
    const query = { prefectureKey: 'tokyo', cityKey: 'setagaya-ku' };
    expect(pricing(query)).toEqual(pricing(query));
  });
});

describe('popular requests', () => {
  const nationwide = ds.popularRequests.filter((request) => request.jobTypeId === 'house-cleaning');

  it('without a place: the job type’s, nationwide', () => {
    expect(requests({})).toEqual(nationwide);
  });

  it('count fewer requests in a prefecture than nationwide, more in Tokyo than in Okinawa', () => {
    const tokyo = requests({ prefectureKey: 'tokyo' });
    const okinawa = requests({ prefectureKey: 'okinawa' });
    expect(tokyo.map((request) => request.id)).toEqual(nationwide.map((request) => request.id));
    tokyo.forEach((request, index) => {
      expect(request.requestCount).toBeLessThan(nationwide[index]!.requestCount);
      expect(request.requestCount).toBeGreaterThan(okinawa[index]!.requestCount);
      expect(okinawa[index]!.requestCount).toBeGreaterThanOrEqual(1);
    });
  });

  it('average higher prices in Tokyo than in Okinawa, rounded to 100 yen like a price list', () => {
    const tokyo = requests({ prefectureKey: 'tokyo' });
    const okinawa = requests({ prefectureKey: 'okinawa' });
    tokyo.forEach((request, index) => {
      expect(request.averagePrice).toBeGreaterThan(okinawa[index]!.averagePrice!);
      expect(request.averagePrice! % 100).toBe(0);
      expect(okinawa[index]!.averagePrice! % 100).toBe(0);
    });
  });

  it('differ between two cities of one prefecture, and answer the same for the same request', () => {
    const setagaya = requests({ prefectureKey: 'tokyo', cityKey: 'setagaya-ku' });
    const hachioji = requests({ prefectureKey: 'tokyo', cityKey: 'hachioji-shi' });
    expect(setagaya).not.toEqual(hachioji);
    expect(requests({ prefectureKey: 'tokyo', cityKey: 'setagaya-ku' })).toEqual(setagaya);
    // A city has fewer requests than its prefecture.
    const tokyo = requests({ prefectureKey: 'tokyo' });
    setagaya.forEach((request, index) =>
      expect(request.requestCount).toBeLessThanOrEqual(tokyo[index]!.requestCount),
    );
  });
});
