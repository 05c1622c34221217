import type { AppLanguage } from './languages';

// Hiragana, katakana (full- and half-width) and kanji: a text written in Japanese has some.
const japaneseScript = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * The `lang` of an element holding a text from the API (a review, a name, a title, an article) on
 * a page in `pageLanguage`: `'ja'` on an English page when the text is written in Japanese (the API
 * had it in Japanese only, or fell back to Japanese), so screen readers and translation tools read
 * it as Japanese (WCAG 3.1.2, language of parts); `undefined` otherwise, the page's own language.
 * Japanese pages are never marked. Put it on the element that holds the text, never on a whole page.
 */
export function dataTextLang(text: string | null | undefined, pageLanguage: AppLanguage): 'ja' | undefined {
  return pageLanguage === 'en' && text && japaneseScript.test(text) ? 'ja' : undefined;
}
