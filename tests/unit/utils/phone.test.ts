import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPhoneNumber, japanesePhone } from '../../../src/utils/phone';
import { PROPERTY_RUNS, digitsOf, toFullWidth } from '../../helpers/text-arbitraries';

/** Oracles, written independently of the implementation. */
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
