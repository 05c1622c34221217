import { siteTimeZone, type AppLanguage } from '../../lib/i18n';

const formats: Record<AppLanguage, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: siteTimeZone, dateStyle: 'medium' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, dateStyle: 'medium' }),
};

/** A calendar date in Japan time (the site's dates are Japanese business days). */
export function FormattedDate({ iso, language }: { iso: string; language: AppLanguage }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={iso}>{formats[language].format(date)}</time>;
}
