import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zipCode } from '../../../src/utils/zip-code';
import { PROPERTY_RUNS, digitsOf, toFullWidth } from '../../helpers/text-arbitraries';

describe('zipCode', () => {
  it.each([
    ['150-0001', undefined],
    ['1500001', undefined],
    ['１５０－０００１', undefined],
    ['１５０００１０', undefined],
    [' 150-0001 ', undefined],
    ['', undefined],
    [null, undefined],
    ['150-001', 'errors.zipCodeNotExists'],
    ['15-00001', 'errors.zipCodeNotExists'],
    ['1500-001', 'errors.zipCodeNotExists'],
    ['150--0001', 'errors.zipCodeNotExists'],
    ['150 0001', 'errors.zipCodeNotExists'],
    ['150_0001', 'errors.zipCodeNotExists'],
    ['15000011', 'errors.zipCodeNotExists'],
    ['〒150-0001', 'errors.zipCodeNotExists'],
    ['abc-defg', 'errors.zipCodeNotExists'],
    ['100-0000', 'errors.zipCodeLastFourDigitsIsAllZero'],
    ['1000000', 'errors.zipCodeLastFourDigitsIsAllZero'],
    ['１００－００００', 'errors.zipCodeLastFourDigitsIsAllZero'],
    ['000-0000', 'errors.zipCodeLastFourDigitsIsAllZero'],
  ])('zipCode(%j) → %s', (value, expected) => {
    expect(zipCode(value)).toBe(expected);
  });

  it('accepts three digits, an optional hyphen and four digits not all zero, in either width', () => {
    fc.assert(
      fc.property(digitsOf(3), digitsOf(4), fc.boolean(), fc.boolean(), (head, tail, hyphen, wide) => {
        const written = `${head}${hyphen ? '-' : ''}${tail}`;
        const expected = tail === '0000' ? 'errors.zipCodeLastFourDigitsIsAllZero' : undefined;
        expect(zipCode(wide ? toFullWidth(written) : written)).toBe(expected);
      }),
      PROPERTY_RUNS,
    );
  });

  it('refuses any other number of digits', () => {
    const wrong = fc
      .integer({ min: 1, max: 12 })
      .filter((length) => length !== 7)
      .chain((length) => digitsOf(length));
    fc.assert(
      fc.property(wrong, (digits) => {
        expect(zipCode(digits)).toBe('errors.zipCodeNotExists');
      }),
      PROPERTY_RUNS,
    );
  });
});
