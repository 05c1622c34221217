import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from '../../../src/utils/email';
import { PROPERTY_RUNS } from '../../helpers/text-arbitraries';

describe('the email rule', () => {
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
    expect(isEmail(value)).toBe(true);
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
    expect(isEmail(value)).toBe(false);
  });

  it.each([
    [{ productionPublicHost: 'www.example.jp', currentHost: 'www.example.jp' }, false],
    [{ productionPublicHost: 'www.example.jp', currentHost: 'WWW.Example.JP' }, false],
    [{ productionPublicHost: 'www.example.jp', currentHost: 'staging.example.jp' }, true],
    [{ productionPublicHost: 'www.example.jp' }, true],
    [{ currentHost: 'www.example.jp' }, true],
    [{}, true],
  ])('plus signs with hosts %j → %s', (hosts, expected) => {
    expect(isEmail('taro+tag@example.jp', hosts)).toBe(expected);
    expect(isEmail('taro@example.jp', hosts)).toBe(true);
  });

  it.each(['', '   '])('is no address when empty (%j)', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('is sent as checked: full width typed by an IME becomes ASCII, spaces around go', () => {
    expect(normalizeEmail(' ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ　')).toBe('taro@example.jp');
  });

  const atom = fc.stringMatching(/^[a-z0-9]{1,10}$/);
  const separator = fc.constantFrom('_', '.', '+', '-');

  it('rejects any doubled separator in the local part, accepts single and mixed ones', () => {
    fc.assert(
      fc.property(atom, atom, separator, separator, (left, right, first, second) => {
        expect(isEmail(`${left}${first}${right}@example.jp`)).toBe(true);
        expect(isEmail(`${left}${first}${first}${right}@example.jp`)).toBe(false);
        if (first !== second) expect(isEmail(`${left}${first}${second}${right}@example.jp`)).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });
});
