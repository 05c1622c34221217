import { siteTimeZone, type AppLanguage } from '../../lib/i18n';
import { readableDate } from './dates';

const formats: Record<AppLanguage, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: siteTimeZone, dateStyle: 'medium' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, dateStyle: 'medium' }),
};

/**
 * A calendar date in Japan time (the site's dates are Japanese business days); nothing for a date
 * that cannot be read (a label before it checks with `readableDate` and goes too).
 */
export function FormattedDate({ iso, language }: { iso: string; language: AppLanguage }) {
  const date = readableDate(iso);
  if (!date) return null;
  return <time dateTime={iso}>{formats[language].format(date)}</time>;
}
