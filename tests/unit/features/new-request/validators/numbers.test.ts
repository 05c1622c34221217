import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundParams, max, min } from '../../../../../src/features/new-request/validators/numbers';
import { PROPERTY_RUNS } from '../../../../helpers/text-arbitraries';
import { enForm, jaForm, leafValue } from './form-messages';

describe('numeric bounds', () => {
  it.each([
    [5, 1, undefined],
    [1, 1, undefined],
    [0, 1, 'errors.min'],
    [-1, 0, 'errors.min'],
    ['5', 1, undefined],
    [' 5 ', 5, undefined],
    ['５', 5, undefined],
    ['1.5', 1, undefined],
    ['0.5', 1, 'errors.min'],
    ['-1', 0, 'errors.min'],
    ['abc', 1, 'errors.min'],
    ['1e3', 0, 'errors.min'], // plain decimals only
    [Number.NaN, 0, 'errors.min'],
    ['', 1, undefined],
    [null, 1, undefined],
  ])('min(%j, %d) → %s', (value, bound, expected) => {
    expect(min(value, bound)).toBe(expected);
  });

  it.each([
    [5, 10, undefined],
    [10, 10, undefined],
    [11, 10, 'errors.max'],
    ['10', 10, undefined],
    ['１１', 10, 'errors.max'],
    ['10.01', 10, 'errors.max'],
    ['ten', 10, 'errors.max'],
    ['', 10, undefined],
    [undefined, 10, undefined],
  ])('max(%j, %d) → %s', (value, bound, expected) => {
    expect(max(value, bound)).toBe(expected);
  });

  it('min and max agree with numeric comparison on numbers and their strings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (value, bound) => {
          expect(min(value, bound)).toBe(value < bound ? 'errors.min' : undefined);
          expect(max(value, bound)).toBe(value > bound ? 'errors.max' : undefined);
          expect(min(String(value), bound)).toBe(min(value, bound));
          expect(max(String(value), bound)).toBe(max(value, bound));
        },
      ),
      PROPERTY_RUNS,
    );
  });
});

describe('the values of bound messages', () => {
  it.each([
    ['errors.minLength', { minLength: 2 }, { min: 2 }],
    ['errors.min', { min: 2 }, { min: 2 }],
    ['errors.maxLength', { maxLength: 2 }, { max: 2 }],
    ['errors.max', { max: 2 }, { max: 2 }],
  ] as const)('boundParams(%s) names the placeholder of the message', (key, bounds, params) => {
    expect(boundParams(key, bounds)).toEqual(params);
    const name = Object.keys(params)[0];
    expect(leafValue(jaForm, key)).toContain(`{{${name}}}`);
    expect(leafValue(enForm, key)).toContain(`{{${name}}}`);
  });

  it('is 0 for a limit not known, and nothing for other messages', () => {
    expect(boundParams('errors.max', {})).toEqual({ max: 0 });
    expect(boundParams('errors.required', { min: 1, max: 2 })).toEqual({});
  });
});
