import { describe, expect, it } from 'vitest';
import { matchingCriteriaPairs, parseListingSearch } from '../../../src/features/marketing/search';

describe('listing search parameters', () => {
  it.each([
    [{}, {}],
    [{ page: '2' }, { page: 2 }],
    [{ page: '1' }, {}],
    [{ page: '0' }, {}],
    [{ page: 'x' }, {}],
    [{ priceRange: '5000-10000' }, { priceRange: '5000-10000' }],
    [{ priceRange: '0-5000' }, { priceRange: '0-5000' }],
    [{ priceRange: 'cheap' }, {}],
    [
      { day: 'sat', time: 'morning' },
      { day: 'sat', time: 'morning' },
    ],
    [{ day: 'someday', time: 'noon' }, {}],
    [
      { matchingCriteria: 'frequency.monthly,building.house' },
      { matchingCriteria: 'frequency.monthly,building.house' },
    ],
    [{ matchingCriteria: 'frequency' }, {}],
    [{ page: '3', unknown: 'x' }, { page: 3 }],
  ])('%j → %j', (input, expected) => {
    expect(parseListingSearch(input)).toEqual(expected);
  });

  it('splits matching criteria into pairs', () => {
    expect(matchingCriteriaPairs('frequency.monthly,building.house')).toEqual([
      ['frequency', 'monthly'],
      ['building', 'house'],
    ]);
    expect(matchingCriteriaPairs(undefined)).toEqual([]);
  });
});
