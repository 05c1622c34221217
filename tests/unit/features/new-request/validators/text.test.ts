import { describe, expect, it } from 'vitest';
import {
  maxLength,
  minLength,
  pattern,
  required,
} from '../../../../../src/features/new-request/validators/text';

describe('required', () => {
  it.each([
    ['text', undefined],
    [' a ', undefined],
    [0, undefined],
    [42, undefined],
    [false, undefined],
    [['a'], undefined],
    [{}, undefined],
    ['', 'errors.required'],
    ['   ', 'errors.required'],
    ['\u3000\u3000', 'errors.required'],
    ['\t\n', 'errors.required'],
    [null, 'errors.required'],
    [undefined, 'errors.required'],
    [[], 'errors.required'],
    [Number.NaN, 'errors.required'],
  ])('required(%j) → %s', (value, expected) => {
    expect(required(value)).toBe(expected);
  });
});

describe('lengths', () => {
  it.each([
    ['abc', 3, undefined],
    ['abcd', 3, undefined],
    ['ab', 3, 'errors.minLength'],
    ['山田', 3, 'errors.minLength'],
    ['😀😀😀', 3, undefined], // code points, not UTF-16 units
    ['', 3, undefined],
    [null, 3, undefined],
    [undefined, 3, undefined],
  ])('minLength(%j, %d) → %s', (value, bound, expected) => {
    expect(minLength(value, bound)).toBe(expected);
  });

  it.each([
    ['abc', 3, undefined],
    ['abcd', 3, 'errors.maxLength'],
    ['山田太郎', 3, 'errors.maxLength'],
    ['😀😀😀', 3, undefined],
    ['', 0, undefined],
    [null, 3, undefined],
  ])('maxLength(%j, %d) → %s', (value, bound, expected) => {
    expect(maxLength(value, bound)).toBe(expected);
  });
});

describe('pattern', () => {
  it.each([
    ['abc', /^a/, undefined, undefined],
    ['xbc', /^a/, undefined, 'errors.pattern'],
    ['xbc', /^a/, 'errors.zipCodeNotExists', 'errors.zipCodeNotExists'],
    ['abc', /^a/, 'errors.zipCodeNotExists', undefined],
    ['', /^a/, undefined, undefined],
    [null, /^a/, undefined, undefined],
  ] as const)('pattern(%j, %s, %s) → %s', (value, regex, custom, expected) => {
    expect(pattern(value, regex, custom)).toBe(expected);
  });

  it('does not depend on or change the lastIndex of a global regex', () => {
    const regex = /a/g;
    expect(pattern('a', regex)).toBeUndefined();
    expect(pattern('a', regex)).toBeUndefined();
    expect(regex.lastIndex).toBe(0);
  });
});
