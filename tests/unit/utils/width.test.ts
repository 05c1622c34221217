import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeWidth } from '../../../src/utils/width';
import { PROPERTY_RUNS, toFullWidth } from '../../helpers/text-arbitraries';

describe('normalizeWidth', () => {
  it.each([
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'taro@example.jp'],
    ['Ｊｏｈｎ　Ｓｍｉｔｈ', 'John Smith'],
    ['！～', '!~'],
    ['山田　太郎', '山田 太郎'],
    ['ﾔﾏﾀﾞ', 'ﾔﾏﾀﾞ'], // half-width kana are not ASCII: kept
    ['ー', 'ー'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeWidth(input)).toBe(output);
  });

  const mixed = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0xff00, max: 0xff65 }).map((code) => String.fromCharCode(code)),
      fc.constant('\u3000'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    ),
  });

  it('is idempotent and leaves no full-width ASCII or ideographic space', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const once = normalizeWidth(text);
        expect(normalizeWidth(once)).toBe(once);
        expect(once).not.toMatch(/[\uFF01-\uFF5E\u3000]/);
        expect(once.length).toBe(text.length);
      }),
      PROPERTY_RUNS,
    );
  });

  it('undoes the full-width form of printable ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (ascii) => {
        fc.pre(/^[\x20-\x7E]*$/.test(ascii));
        expect(normalizeWidth(toFullWidth(ascii))).toBe(ascii);
      }),
      PROPERTY_RUNS,
    );
  });
});
