import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishFullName, japaneseFullName } from '../../../src/utils/names';
import { PROPERTY_RUNS, toFullWidth } from '../../helpers/text-arbitraries';

describe('englishFullName', () => {
  it.each([
    'John Smith',
    "O'Brien-Smith",
    'J. R. R. Tolkien',
    'Ｊｏｈｎ　Ｓｍｉｔｈ',
    'Taro Yamada 3rd',
    '',
    null,
  ])('accepts %j', (value) => {
    expect(englishFullName(value)).toBeUndefined();
  });

  it.each(['山田太郎', 'やまだ', 'ｼﾞｮﾝ', 'Jöhn', 'John\tSmith', 'John\nSmith', 'Zoë'])(
    'rejects %j',
    (value) => {
      expect(englishFullName(value)).toBe('errors.name.english');
    },
  );

  const printable = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  });

  it('accepts any printable ASCII, also written full width', () => {
    fc.assert(
      fc.property(printable, (name) => {
        expect(englishFullName(name)).toBeUndefined();
        expect(englishFullName(toFullWidth(name))).toBeUndefined();
      }),
      PROPERTY_RUNS,
    );
  });

  it('rejects printable ASCII with a kana or kanji written in', () => {
    fc.assert(
      fc.property(printable, fc.constantFrom('あ', 'ア', 'ｱ', '山', 'é'), fc.nat(), (name, foreign, seed) => {
        const at = seed % (name.length + 1);
        expect(englishFullName(name.slice(0, at) + foreign + name.slice(at))).toBe('errors.name.english');
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('japaneseFullName', () => {
  it.each([
    '山田太郎',
    '山田 太郎',
    '山田　太郎',
    'やまだ たろう',
    'ヤマダ タロウ',
    'あい',
    'ああい',
    'アアアア', // only a repeated hiragana is refused
    '匿名太郎', // the anonymous words match whole values only
    'ジョン・スミス',
    'Ｔａｒｏ', // full-width Latin letters are not ASCII
    '',
    '   ',
    null,
    undefined,
  ])('accepts %j', (value) => {
    expect(japaneseFullName(value)).toBeUndefined();
  });

  it.each([
    ['Taro', 'errors.name.kanji'],
    ['山田 Taro', 'errors.name.kanji'],
    ['山田1', 'errors.name.kanji'],
    ['ﾔﾏﾀﾞ', 'errors.name.kanji'],
    ['山田ﾀﾛｳ', 'errors.name.kanji'],
    ['ｰ', 'errors.name.kanji'], // U+FF70, half-width prolonged sound mark
    ['ａａ1', 'errors.name.kanji'],
    // §5: no ASCII at all but the space between names — symbols too.
    ['山田!', 'errors.name.kanji'],
    ['太郎@', 'errors.name.kanji'],
    ['山田-太郎', 'errors.name.kanji'],
    ['山田.', 'errors.name.kanji'],
    ['あ', 'errors.invalidName'],
    ['ああああ', 'errors.invalidName'],
    ['あ あ', 'errors.invalidName'],
    ['　ぬぬ　', 'errors.invalidName'],
    ['匿名', 'errors.invalidName'],
    [' 匿 名 ', 'errors.invalidName'],
    ['とくめい', 'errors.invalidName'],
    ['トクメイ', 'errors.invalidName'],
    ['名無し', 'errors.invalidName'],
    ['な な し', 'errors.invalidName'],
    ['ナナシ\u3000', 'errors.invalidName'],
  ])('japaneseFullName(%j) → %s', (value, expected) => {
    expect(japaneseFullName(value)).toBe(expected);
  });

  it('fails any string with an ASCII letter in it', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), letter, fc.nat(), (text, ascii, seed) => {
        const at = seed % (text.length + 1);
        expect(japaneseFullName(text.slice(0, at) + ascii + text.slice(at))).toBe('errors.name.kanji');
      }),
      PROPERTY_RUNS,
    );
  });

  it('accepts any kanji-only name', () => {
    const kanji = fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.string({ unit: kanji, minLength: 1, maxLength: 8 }), (name) => {
        fc.pre(name !== '匿名');
        expect(japaneseFullName(name)).toBeUndefined();
      }),
      PROPERTY_RUNS,
    );
  });

  it('refuses any single hiragana repeated, with any spacing', () => {
    const hiragana = fc.integer({ min: 0x3041, max: 0x3096 }).map((code) => String.fromCharCode(code));
    const space = fc.constantFrom('', ' ', '\u3000');
    fc.assert(
      fc.property(hiragana, fc.array(space, { minLength: 1, maxLength: 6 }), (kana, spaces) => {
        expect(japaneseFullName(spaces.map((s) => kana + s).join(''))).toBe('errors.invalidName');
      }),
      PROPERTY_RUNS,
    );
  });
});

// A name reaches pros as text: characters that reorder, hide or fake what they read are refused.
describe('japaneseFullName refuses control, format and emoji characters', () => {
  it.each([
    ['a right-to-left override before the given name', '山田\u202E花子'],
    ['a left-to-right override', '\u202D山田花子'],
    ['a right-to-left isolate', '山田\u2067花子\u2069'],
    ['a right-to-left mark', '山田\u200F花子'],
    ['a zero-width space', '山田\u200B花子'],
    ['a zero-width joiner', '山田\u200D花子'],
    ['a byte-order mark', '\uFEFF山田花子'],
    ['a soft hyphen', '山田\u00AD花子'],
    ['a NUL', '山田\u0000花子'],
    ['a tab', '山田\t花子'],
    ['a newline', '山田\n花子'],
    ['a DEL', '山田\u007F花子'],
    ['a C1 control', '山田\u0085花子'],
    ['a line separator', '山田\u2028花子'],
    ['a paragraph separator', '山田\u2029花子'],
    ['a private-use character', '山田\uE000花子'],
    ['an emoji family', '山田👨‍👩‍👧花子'],
    ['a single emoji', '山田😀'],
    ['a variation selector', '山田花子\uFE0F'],
  ])('%s', (_name, value) => {
    expect(japaneseFullName(value)).toBe('errors.name.characters');
  });

  it.each(['山田花子', '山田 花子', '山田　花子', '佐藤・ジョン', 'やまだ はなこ', '𠮷田花子'])(
    'still accepts %s',
    (value) => {
      expect(japaneseFullName(value)).toBeUndefined();
    },
  );
});

describe('englishFullName refuses the same characters', () => {
  it.each(['Hanako\u202EYamada', 'Hanako\u200BYamada', 'Hanako\tYamada', 'Hanako 👨‍👩‍👧 Yamada'])(
    '%j',
    (value) => {
      expect(englishFullName(value)).toBe('errors.name.english');
    },
  );
});
