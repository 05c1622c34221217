import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { japaneseFullName } from '../../../../../src/utils/names';
import { japanesePhone } from '../../../../../src/utils/phone';
import { firstError, type FormErrorKey } from '../../../../../src/features/new-request/validators/result';
import { maxLength, required } from '../../../../../src/features/new-request/validators/text';
import { PROPERTY_RUNS } from '../../../../helpers/text-arbitraries';
import { enForm, jaForm, leafValue } from './form-messages';

describe('error keys', () => {
  const keys: FormErrorKey[] = [
    'errors.required',
    'errors.minLength',
    'errors.maxLength',
    'errors.min',
    'errors.max',
    'errors.pattern',
    'errors.email',
    'errors.phone',
    'errors.name.english',
    'errors.name.kanji',
    'errors.invalidName',
    'errors.zipCodeNotExists',
    'errors.zipCodeLastFourDigitsIsAllZero',
    'errors.timeRangeOrder',
    'errors.pastDate',
    'errors.outsideHours',
  ];

  it.each(keys)('%s has a ja and an en message', (key) => {
    expect(leafValue(jaForm, key)).toEqual(expect.any(String));
    expect(leafValue(enForm, key)).toEqual(expect.any(String));
  });
});

describe('firstError', () => {
  it('returns the first error in order, or undefined', () => {
    const maxTwenty = (value: string) => maxLength(value, 20);
    expect(firstError('', required, japanesePhone)).toBe('errors.required');
    expect(firstError('abc', required, japanesePhone)).toBe('errors.phone');
    expect(firstError('090-3841-2976', required, maxTwenty, japanesePhone)).toBeUndefined();
    expect(firstError('Taro', required, japaneseFullName, maxTwenty)).toBe('errors.name.kanji');
    expect(firstError('山田太郎', required, (value) => maxLength(value, 3))).toBe('errors.maxLength');
    expect(firstError('x')).toBeUndefined();
  });

  it('equals the first defined result of any validator list', () => {
    const result = fc.option(fc.constantFrom('errors.min', 'errors.max', 'errors.pattern'), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 6 }), (results) => {
        const validators = results.map((r) => () => r);
        expect(firstError(null, ...validators)).toBe(results.find((r) => r !== undefined));
      }),
      PROPERTY_RUNS,
    );
  });

  it('runs no validator after the first error', () => {
    const calls: string[] = [];
    const spy = (name: string, error?: 'errors.min') => () => {
      calls.push(name);
      return error;
    };
    expect(firstError(1, spy('a'), spy('b', 'errors.min'), spy('c'))).toBe('errors.min');
    expect(calls).toEqual(['a', 'b']);
  });
});
