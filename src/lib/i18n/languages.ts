/** The UI languages: Japanese is the default (no path prefix), English lives under `/en`. */
export const languages = ['ja', 'en'] as const;

export type AppLanguage = (typeof languages)[number];

export const defaultLanguage: AppLanguage = 'ja';

/** The other UI language: the fallback for multilingual texts. */
export function otherLanguage(language: AppLanguage): AppLanguage {
  return language === 'ja' ? 'en' : 'ja';
}
