import type { i18n } from 'i18next';
import type { LocalizedText } from '../../api';
import { otherLanguage, type AppLanguage } from './languages';

/** The site is about Japan: calendar dates (title suffixes) are taken in Japan time. */
export const siteTimeZone = 'Asia/Tokyo';

const yenFormat = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

/**
 * A yen amount in ja-JP currency format for both UI languages, e.g. `￥12,000`
 * (full-width yen sign, as Intl's ja-JP data has it). Yen has no minor unit: fractions are rounded.
 * `language` is accepted for call-site symmetry; the format does not depend on it.
 */
export function formatYen(amount: number, _language?: AppLanguage): string {
  return yenFormat.format(amount);
}

const priceRangePattern = /^\s*(\d+)\s*-\s*(\d+)\s*$/;

/**
 * A `'low-high'` price range (the pro-list `priceRange` filter) for display, with 0 on either side
 * meaning open-ended: `'3000-8000'` → `￥3,000~￥8,000`, `'0-5000'` →
 * `~￥5,000`, `'5000-0'` → `￥5,000~`. `'0-0'` (no bound at all) gives `''`; a string that is not
 * two non-negative integers joined by `-` is returned unchanged.
 */
export function formatPriceRange(range: string, language?: AppLanguage): string {
  const match = priceRangePattern.exec(range);
  if (!match) return range;
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (low === 0 && high === 0) return '';
  const lowText = low === 0 ? '' : formatYen(low, language);
  const highText = high === 0 ? '' : formatYen(high, language);
  return `${lowText}~${highText}`;
}

/**
 * A multilingual text in `language`, falling back to the other language and then to `''`.
 * Empty strings count as missing.
 */
export function localized(text: LocalizedText | undefined | null, language: AppLanguage): string {
  return text?.[language] || text?.[otherLanguage(language)] || '';
}

const yearMonthParts = new Intl.DateTimeFormat('en-US', {
  timeZone: siteTimeZone,
  year: 'numeric',
  month: 'numeric',
});
const englishMonthName = new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, month: 'long' });

/**
 * A page title with the year/month suffix and, from page 2 on, the page suffix:
 * - ja: `東京都のハウスクリーニング（2026年11月）（2ページ目）`
 * - en: `House cleaning in Tokyo (November 2026) – page 2`
 *
 * The year and month are those of `date` in Japan time ({@link siteTimeZone}). `page` 1, absent,
 * or anything below 2 or not an integer adds no page suffix. The suffix texts are
 * `common:titleSuffix.*`, filled by i18next (the page's `common` texts are loaded before it shows).
 */
export function titleWithSuffixes(
  base: string,
  options: {
    i18n: i18n;
    language: AppLanguage;
    date: Date;
    /** The pro-list page (`?page=`). */
    page?: number | undefined;
    /** The case-study page (`?caseStudyPage=`). */
    caseStudyPage?: number | undefined;
  },
): string {
  const { i18n, language, date, page, caseStudyPage } = options;
  const parts = yearMonthParts.formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  const monthNumber = parts.find((part) => part.type === 'month')?.value ?? '';
  const month = language === 'en' ? englishMonthName.format(date) : monthNumber;
  let title = base + i18n.t('titleSuffix.yearMonth', { year, month, lng: language });
  if (page !== undefined && Number.isInteger(page) && page >= 2) {
    title += i18n.t('titleSuffix.page', { page, lng: language });
  }
  if (caseStudyPage !== undefined && Number.isInteger(caseStudyPage) && caseStudyPage >= 2) {
    title += i18n.t('titleSuffix.caseStudyPage', { page: caseStudyPage, lng: language });
  }
  return title;
}

const relativeUnits: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

const relativeFormats: Record<AppLanguage, Intl.RelativeTimeFormat> = {
  ja: new Intl.RelativeTimeFormat('ja', { numeric: 'auto' }),
  en: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
};

/**
 * `date` relative to `now` with Intl.RelativeTimeFormat (`numeric: 'auto'`), in the largest unit
 * that fits: under a minute in seconds, then minutes, hours, days, months (30 days) and years
 * (365 days), truncated toward zero: `3 hours ago` / `3時間前`, `yesterday` / `昨日`, `now` /
 * `今`. Future dates read `in 5 minutes`. An unparsable date gives `''`.
 */
export function formatRelativeTime(date: Date | string, now: Date, language: AppLanguage): string {
  const time = (typeof date === 'string' ? new Date(date) : date).getTime();
  const diffSeconds = (time - now.getTime()) / 1000;
  if (!Number.isFinite(diffSeconds)) return '';
  const format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    relativeFormats[language]
      .formatToParts(value, unit)
      // CLDR writes "22 日前": Japanese sets no space between a number and its unit.
      .map((part) => (language === 'ja' && part.type === 'literal' ? part.value.trim() : part.value))
      .join('');
  for (const { unit, seconds } of relativeUnits) {
    if (Math.abs(diffSeconds) >= seconds) return format(Math.trunc(diffSeconds / seconds), unit);
  }
  // `+ 0` turns -0 into 0 so that "now" never depends on the sign.
  return format(Math.trunc(diffSeconds) + 0, 'second');
}
