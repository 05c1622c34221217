import { describe, expect, it } from 'vitest';
import { parseRequestSearch } from '../../../../../src/features/new-request/container/search';

describe('the request modal in the URL', () => {
  it('opens for a job type, with the place and the booked pro when well formed', () => {
    expect(
      parseRequestSearch({
        request: 'house-cleaning',
        requestIn: 'tokyo/shibuya-ku',
        requestPro: 'pro-0002',
      }),
    ).toEqual({
      request: 'house-cleaning',
      requestIn: 'tokyo/shibuya-ku',
      requestPro: 'pro-0002',
    });
    expect(parseRequestSearch({ request: 'plumber', requestIn: 'osaka' })).toEqual({
      request: 'plumber',
      requestIn: 'osaka',
    });
  });

  it('drops malformed values, and everything without a job type', () => {
    expect(parseRequestSearch({ request: 'House Cleaning' })).toEqual({});
    expect(parseRequestSearch({ requestIn: 'tokyo', requestPro: 'pro-1' })).toEqual({});
    expect(parseRequestSearch({ request: 'plumber', requestIn: 'tokyo/a/b', requestPro: 'pro 1' })).toEqual({
      request: 'plumber',
    });
    expect(parseRequestSearch({ request: 42 })).toEqual({});
  });
});
