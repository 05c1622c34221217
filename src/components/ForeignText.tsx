import { dataTextLang, type AppLanguage } from '../lib/i18n';

/**
 * A text from the API inside the page's own words (a pro's name in a link, a request's title
 * before its count): in a `<span lang="ja">` on an English page when it is written in Japanese
 * (`dataTextLang`), the bare text otherwise. An element that holds only the data text takes
 * `lang={dataTextLang(text, language)}` itself instead.
 */
export function ForeignText({ text, language }: { text: string; language: AppLanguage }) {
  const lang = dataTextLang(text, language);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
