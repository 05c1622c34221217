import { siteTimeZone, type AppLanguage } from '../../../lib/i18n';

export const dateTimeFormats: Record<AppLanguage, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
};

export function DateTime({ iso, language }: { iso: string; language: AppLanguage }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={iso}>{dateTimeFormats[language].format(date)}</time>;
}
