import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  address,
  boundParams,
  cleanPhoneNumber,
  clientNameValid,
  email,
  englishFullName,
  firstError,
  japaneseFullName,
  japanesePhone,
  max,
  maxLength,
  min,
  minLength,
  normalizeWidth,
  pattern,
  required,
  requiredFurigana,
  zipCode,
} from '../../../../src/features/new-request/validators';
import type { FormErrorKey } from '../../../../src/features/new-request/validators';
import enForm from '../../../../src/lib/i18n/resources/en/form.json';
import jaForm from '../../../../src/lib/i18n/resources/ja/form.json';

// ---------------------------------------------------------------------------------------------------
// Helpers and oracles (written independently of the implementation)
// ---------------------------------------------------------------------------------------------------

type Tree = { readonly [key: string]: string | Tree };

function leafValue(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Half-width printable ASCII (U+0021–U+007E) to its full-width form, space to U+3000. */
const toFullWidth = (text: string): string =>
  [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === ' ') return '\u3000';
      return code >= 0x21 && code <= 0x7e ? String.fromCharCode(code + 0xfee0) : char;
    })
    .join('');

const hasFiveIdentical = (digits: string): boolean => {
  for (let i = 0; i + 5 <= digits.length; i += 1) {
    const window = digits.slice(i, i + 5);
    if ([...window].every((d) => d === window[0])) return true;
  }
  return false;
};

const hasAscendingFive = (digits: string): boolean => {
  for (let i = 0; i + 5 <= digits.length; i += 1) {
    const window = [...digits.slice(i, i + 5)].map(Number);
    if (window.every((d, k) => k === 0 || d === (window[k - 1] ?? Number.NaN) + 1)) return true;
  }
  return false;
};

const digitsOf = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

const mobileNumber = fc
  .tuple(fc.constantFrom('5', '7', '8', '9'), digitsOf(8))
  .map(([second, rest]) => ({ number: `0${second}0${rest}`, prefixLength: 3 }));
const landlineNumber = digitsOf(9).map((rest) => ({ number: `0${rest}`, prefixLength: 1 }));

/** Well-formed mobile or landline numbers with neither a run of five identical digits nor an ascending five. */
const acceptablePhone = fc
  .oneof(mobileNumber, landlineNumber)
  .filter(({ number }) => !hasFiveIdentical(number) && !hasAscendingFive(number));

/** Writes `run` over `number` from `position`. */
const overwrite = (number: string, position: number, run: string): string =>
  number.slice(0, position) + run + number.slice(position + run.length);

const PROPERTY_RUNS = { numRuns: 300 };

// ---------------------------------------------------------------------------------------------------

describe('error keys', () => {
  const keys: FormErrorKey[] = [
    'errors.required',
    'errors.furiganaRequired',
    'errors.minLength',
    'errors.maxLength',
    'errors.min',
    'errors.max',
    'errors.pattern',
    'errors.address',
    'errors.email',
    'errors.phone',
    'errors.name.english',
    'errors.name.kanji',
    'errors.invalidName',
    'errors.zipCodeNotExists',
    'errors.zipCodeLastFourDigitsIsAllZero',
  ];

  it.each(keys)('%s has a ja and an en message', (key) => {
    expect(leafValue(jaForm, key)).toEqual(expect.any(String));
    expect(leafValue(enForm, key)).toEqual(expect.any(String));
  });

  it.each([
    ['errors.minLength', { min: 2 }],
    ['errors.min', { min: 2 }],
    ['errors.maxLength', { max: 2 }],
    ['errors.max', { max: 2 }],
  ] as const)('boundParams(%s) names the placeholder of the message', (key, params) => {
    expect(boundParams(key, 2)).toEqual(params);
    const name = Object.keys(params)[0];
    expect(leafValue(jaForm, key)).toContain(`{{${name}}}`);
    expect(leafValue(enForm, key)).toContain(`{{${name}}}`);
  });
});

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

  it.each([
    ['', undefined, undefined],
    ['', '', undefined],
    ['', '   ', undefined],
    [undefined, null, undefined],
    ['かぶしきがいしゃ', '株式会社', undefined],
    ['', '株式会社', 'errors.furiganaRequired'],
    ['\u3000', '株式会社', 'errors.furiganaRequired'],
    [undefined, ' 株式会社 ', 'errors.furiganaRequired'],
  ])('requiredFurigana(%j, %j) → %s', (furigana, companyNameKanji, expected) => {
    expect(requiredFurigana(furigana, companyNameKanji)).toBe(expected);
  });
});

describe('lengths and bounds', () => {
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

describe('address', () => {
  it.each([
    [{ status: 'ZERO_RESULTS' }, 'errors.address'],
    [{ status: 'ZERO_RESULTS', results: [] }, 'errors.address'],
    ['ZERO_RESULTS', 'errors.address'],
    ['{"results":[],"status":"ZERO_RESULTS"}', 'errors.address'],
    [{ status: 'OK', results: [{ formatted_address: '東京都渋谷区' }] }, undefined],
    [{ results: [] }, undefined],
    ['OK', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('address(%j) → %s', (reply, expected) => {
    expect(address(reply)).toBe(expected);
  });
});

describe('email', () => {
  it.each([
    'taro.yamada@example.co.jp',
    'a@x.jp',
    'a.-b@x.jp',
    'a-.b@x.jp',
    'a_.b@x.jp',
    'taro+tag@example.com',
    "o'brien@example.ie",
    'taro_yamada-1@sub.example-site.jp',
    'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
    ' taro@example.jp　',
    'taro@xn--eckwd4c7c.xn--zckzah',
    'TARO@EXAMPLE.JP',
  ])('accepts %j', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each([
    'a..b@x.jp',
    'a__b@x.jp',
    'a++b@x.jp',
    'a--b@x.jp',
    'ａ．．ｂ＠ｘ．ｊｐ',
    '.a@x.jp',
    'a.@x.jp',
    'plain',
    '@x.jp',
    'a@',
    'a@x',
    'a@x.j',
    'a@x.1p',
    'a@-x.jp',
    'a@x-.jp',
    'a@x..jp',
    'a@.x.jp',
    'a b@x.jp',
    'a@@x.jp',
    'a@b@x.jp',
    'たろう@example.jp',
    'taro@例え.jp',
    `${'a'.repeat(65)}@x.jp`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`,
  ])('rejects %j', (value) => {
    expect(email(value)).toBe('errors.email');
  });

  it.each([
    [{ productionPublicHost: 'www.example.jp', currentHost: 'www.example.jp' }, 'errors.email'],
    [{ productionPublicHost: 'www.example.jp', currentHost: 'WWW.Example.JP' }, 'errors.email'],
    [{ productionPublicHost: 'www.example.jp', currentHost: 'staging.example.jp' }, undefined],
    [{ productionPublicHost: 'www.example.jp' }, undefined],
    [{ currentHost: 'www.example.jp' }, undefined],
    [{}, undefined],
  ])('plus signs with hosts %j → %s', (hosts, expected) => {
    expect(email('taro+tag@example.jp', hosts)).toBe(expected);
    expect(email('taro@example.jp', hosts)).toBeUndefined();
  });

  it.each([undefined, null, '', '   '])('leaves the empty value %j to required', (value) => {
    expect(email(value)).toBeUndefined();
  });

  const atom = fc.stringMatching(/^[a-z0-9]{1,10}$/);
  const separator = fc.constantFrom('_', '.', '+', '-');

  it('rejects any doubled separator in the local part, accepts single and mixed ones', () => {
    fc.assert(
      fc.property(atom, atom, separator, separator, (left, right, first, second) => {
        expect(email(`${left}${first}${right}@example.jp`)).toBeUndefined();
        expect(email(`${left}${first}${first}${right}@example.jp`)).toBe('errors.email');
        if (first !== second) expect(email(`${left}${first}${second}${right}@example.jp`)).toBeUndefined();
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('japanesePhone', () => {
  it.each([
    '090-3841-2976',
    '09038412976',
    '080 3841 2976',
    '070-3841-2976',
    '050-3841-2976',
    '03-5478-2961',
    '0354782961',
    '06-6341-8852',
    '(03) 5478-2961',
    '+81 90-3841-2976',
    '+81-3-5478-2961',
    '０９０－３８４１－２９７６',
    '０３（５４７８）２９６１',
    '０９０　３８４１　２９７６',
    '090ー3841ー2976', // the katakana prolonged sound mark typed as a hyphen
    '090−3841−2976', // U+2212 minus
    '090-3333-2976', // four identical digits
    '03-1234-9876', // ascending four
    '0903841297', // 10 digits: the landline rule (0 + 9 digits) accepts it
  ])('accepts %j', (value) => {
    expect(japanesePhone(value)).toBeUndefined();
  });

  it.each([
    ['０９０－１２３４－５６７８', 'ascending 12345678 (full-width)'],
    ['090-1234-5678', 'ascending 12345678'],
    ['03-4567-8921', 'ascending 45678'],
    ['0123498765', 'ascending 01234'],
    ['090-2222-2976', 'five 2s across the hyphen'],
    ['06-0000-0123', 'five 0s'],
    ['090-8888-8888', 'eight 8s'],
    ['060-3841-2976', '11 digits, not a mobile prefix'],
    ['01038412976', '11 digits, not a mobile prefix'],
    ['1903841297', 'no leading 0'],
    ['090-3841-29761', '12 digits'],
    ['03-5478-296', '9 digits'],
    ['090-3841-297a', 'a letter'],
    ['090.3841.2976', 'dots are not cleaned'],
    ['+1 212 555 0142', 'a foreign number'],
    ['81-90-3841-2976', '81 without the plus'],
    ['+81 (0)90-3841-2976', '+81 then the trunk 0'],
    ['abc', 'no digits'],
  ])('rejects %j (%s)', (value) => {
    expect(japanesePhone(value)).toBe('errors.phone');
  });

  it.each([undefined, null, '', ' '])('leaves the empty value %j to required', (value) => {
    expect(japanesePhone(value)).toBeUndefined();
  });

  it.each([
    ['+81 90-3841-2976', '09038412976'],
    ['０３（５４７８）２９６１', '0354782961'],
    ['090 3841\u30002976', '09038412976'],
  ])('cleanPhoneNumber(%j) → %j', (value, cleaned) => {
    expect(cleanPhoneNumber(value)).toBe(cleaned);
  });

  it('accepts every well-formed mobile or landline number without a five-run', () => {
    fc.assert(
      fc.property(acceptablePhone, ({ number }) => {
        expect(japanesePhone(number)).toBeUndefined();
      }),
      PROPERTY_RUNS,
    );
  });

  it('accepts them written with hyphens, spaces, parentheses, full width or +81', () => {
    const separators = fc.array(fc.constantFrom('', '', '-', ' ', '－', '\u3000', 'ー'), {
      minLength: 11,
      maxLength: 11,
    });
    fc.assert(
      fc.property(acceptablePhone, separators, fc.boolean(), fc.boolean(), ({ number }, seps, wide, intl) => {
        let written = [...number].map((digit, i) => digit + (seps[i] ?? '')).join('');
        if (intl) written = `+81 ${written.slice(1)}`;
        if (wide) written = toFullWidth(written);
        expect(japanesePhone(written)).toBeUndefined();
      }),
      PROPERTY_RUNS,
    );
  });

  it('rejects them once a run of five identical digits is written in (length kept)', () => {
    fc.assert(
      fc.property(
        acceptablePhone,
        fc.integer({ min: 0, max: 9 }),
        fc.nat(),
        ({ number, prefixLength }, digit, seed) => {
          const position = prefixLength + (seed % (number.length - 5 - prefixLength + 1));
          const withRun = overwrite(number, position, String(digit).repeat(5));
          expect(withRun).toHaveLength(number.length);
          expect(japanesePhone(withRun)).toBe('errors.phone');
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('rejects them once an ascending run of five is written in (length kept)', () => {
    fc.assert(
      fc.property(
        acceptablePhone,
        fc.integer({ min: 0, max: 5 }),
        fc.nat(),
        ({ number, prefixLength }, start, seed) => {
          const position = prefixLength + (seed % (number.length - 5 - prefixLength + 1));
          const run = [0, 1, 2, 3, 4].map((k) => start + k).join('');
          expect(japanesePhone(overwrite(number, position, run))).toBe('errors.phone');
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('rejects any digit string that is not 10 or 11 digits long', () => {
    const wrongLength = fc
      .integer({ min: 1, max: 16 })
      .filter((length) => length !== 10 && length !== 11)
      .chain((length) => digitsOf(length));
    fc.assert(
      fc.property(wrongLength, (digits) => {
        expect(japanesePhone(digits)).toBe('errors.phone');
      }),
      PROPERTY_RUNS,
    );
  });

  it('agrees with the oracle on any 10- or 11-digit string', () => {
    const tenOrEleven = fc.constantFrom(10, 11).chain((length) => digitsOf(length));
    fc.assert(
      fc.property(tenOrEleven, (digits) => {
        const shaped = digits.length === 11 ? /^0[5789]0\d{8}$/.test(digits) : digits.startsWith('0');
        const ok = shaped && !hasFiveIdentical(digits) && !hasAscendingFive(digits);
        expect(japanesePhone(digits)).toBe(ok ? undefined : 'errors.phone');
      }),
      PROPERTY_RUNS,
    );
  });
});

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

describe('clientNameValid', () => {
  it.each([
    [{ lastNameKanji: '山田', flagged: false }, true],
    [{ lastNameKanji: '山' }, true],
    [{ lastNameKanji: '山田', flagged: true }, false],
    [{ lastNameKanji: '', flagged: false }, false],
    [{ lastNameKanji: undefined, flagged: false }, false],
    [{ lastNameKanji: null }, false],
    [{ lastNameKanji: 42 }, false],
    [{ lastNameKanji: ['山田'] }, false],
  ])('clientNameValid(%j) → %s', (input, expected) => {
    expect(clientNameValid(input)).toBe(expected);
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
