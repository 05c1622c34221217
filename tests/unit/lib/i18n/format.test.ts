import { describe, expect, it } from 'vitest';
import {
  createI18n,
  formatPriceRange,
  formatRelativeTime,
  formatYen,
  localized,
  titleWithSuffixes,
} from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';

// The suffix texts are the translations', filled by i18next.
const i18n = createI18n('ja', resources);

describe('formatYen', () => {
  it.each(['ja', 'en'] as const)('uses the ja-JP format in %s', (language) => {
    expect(formatYen(12000, language)).toBe('￥12,000');
    expect(formatYen(0, language)).toBe('￥0');
    expect(formatYen(1234567, language)).toBe('￥1,234,567');
    expect(formatYen(999.6, language)).toBe('￥1,000');
  });
});

describe('formatPriceRange', () => {
  it.each([
    ['0-5000', '~￥5,000'],
    ['5000-0', '￥5,000~'],
    ['3000-8000', '￥3,000~￥8,000'],
    ['10000-100000', '￥10,000~￥100,000'],
    [' 3000 - 8000 ', '￥3,000~￥8,000'],
    ['0-0', ''],
    ['cheap', 'cheap'],
    ['-5000', '-5000'],
    ['1.5-3', '1.5-3'],
  ])('%j → %j', (range, expected) => {
    expect(formatPriceRange(range, 'ja')).toBe(expected);
    expect(formatPriceRange(range, 'en')).toBe(expected);
  });
});

describe('localized', () => {
  it('returns the requested language', () => {
    expect(localized({ ja: '札幌市', en: 'Sapporo' }, 'ja')).toBe('札幌市');
    expect(localized({ ja: '札幌市', en: 'Sapporo' }, 'en')).toBe('Sapporo');
  });

  it('falls back to the other language, both ways', () => {
    expect(localized({ ja: '札幌市' }, 'en')).toBe('札幌市');
    expect(localized({ en: 'Sapporo' }, 'ja')).toBe('Sapporo');
    expect(localized({ ja: '', en: 'Sapporo' }, 'ja')).toBe('Sapporo');
  });

  it('gives an empty string when there is nothing', () => {
    expect(localized({}, 'ja')).toBe('');
    expect(localized(undefined, 'en')).toBe('');
  });
});

describe('titleWithSuffixes', () => {
  const date = new Date('2026-11-23T03:00:00Z');

  it.each([
    ['ja', undefined, 'ハウスクリーニング（2026年11月）'],
    ['ja', 1, 'ハウスクリーニング（2026年11月）'],
    ['ja', 2, 'ハウスクリーニング（2026年11月）（2ページ目）'],
    ['ja', 12, 'ハウスクリーニング（2026年11月）（12ページ目）'],
    ['en', undefined, 'House cleaning (November 2026)'],
    ['en', 1, 'House cleaning (November 2026)'],
    ['en', 2, 'House cleaning (November 2026) – page 2'],
    ['en', 0, 'House cleaning (November 2026)'],
    ['en', 2.5, 'House cleaning (November 2026)'],
  ] as const)('%s page %s', (language, page, expected) => {
    const base = language === 'ja' ? 'ハウスクリーニング' : 'House cleaning';
    expect(titleWithSuffixes(base, { i18n, language, date, page })).toBe(expected);
  });

  it('takes the month in Japan time', () => {
    // 20:00 UTC on 31 December is already 1 January in Tokyo.
    const newYear = new Date('2026-12-31T20:00:00Z');
    expect(titleWithSuffixes('A', { i18n, language: 'ja', date: newYear })).toBe('A（2027年1月）');
    expect(titleWithSuffixes('A', { i18n, language: 'en', date: newYear })).toBe('A (January 2027)');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'now'],
    [30, '30 seconds ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86_400, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [45 * 86_400, 'last month'],
    [90 * 86_400, '3 months ago'],
    [400 * 86_400, 'last year'],
    [3 * 365 * 86_400, '3 years ago'],
    [-5 * 60, 'in 5 minutes'],
  ])('%i s before now → %j (en)', (seconds, expected) => {
    expect(formatRelativeTime(before(seconds), now, 'en')).toBe(expected);
  });

  it('speaks Japanese', () => {
    // CLDR puts a space between the number and the unit (3 時間前); Japanese sets none.
    expect(formatRelativeTime(before(3 * 3600), now, 'ja')).toBe('3時間前');
    expect(formatRelativeTime(before(22 * 86_400), now, 'ja')).toBe('22日前');
    expect(formatRelativeTime(before(5 * 60), now, 'ja')).toBe('5分前');
    expect(formatRelativeTime(before(-5 * 60), now, 'ja')).toBe('5分後');
    expect(formatRelativeTime(before(22 * 86_400), now, 'en')).toBe('22 days ago');
    expect(formatRelativeTime(before(86_400), now, 'ja')).toBe('昨日');
    expect(formatRelativeTime(now, now, 'ja')).toBe('今');
  });

  it('accepts ISO strings and refuses garbage', () => {
    expect(formatRelativeTime('2026-11-23T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});
