import { otherLanguage, type AppLanguage } from './languages';

/** Reference places (prefectures, cities, town areas) carry a Japanese and a romanized name. */
export interface RomanizedNames {
  name: string;
  nameRome?: string | null | undefined;
}

/** City groups carry their names by language. */
export interface GroupNames {
  nameJa: string;
  nameEn: string;
}

/**
 * The name of a place to show in `language`: the romanized name on English pages, the Japanese
 * one on Japanese pages, and the other when the wanted one is missing or blank, so a page never
 * shows an empty name while the data has one.
 */
export function localName(place: RomanizedNames | GroupNames, language: AppLanguage): string {
  const names =
    'nameJa' in place ? { ja: place.nameJa, en: place.nameEn } : { ja: place.name, en: place.nameRome };
  return names[language]?.trim() || names[otherLanguage(language)]?.trim() || '';
}
