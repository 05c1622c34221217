import { siteTimeZone, type AppLanguage } from '../../../lib/i18n';

export const dateTimeFormats: Record<AppLanguage, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
};

/** Whether `iso` is a time DateTime can show (it shows nothing for one it cannot read). */
export const isReadableTime = (iso: string) => !Number.isNaN(new Date(iso).getTime());

export function DateTime({ iso, language }: { iso: string; language: AppLanguage }) {
  const date = new Date(iso);
  if (!isReadableTime(iso)) return null;
  return <time dateTime={iso}>{dateTimeFormats[language].format(date)}</time>;
}
