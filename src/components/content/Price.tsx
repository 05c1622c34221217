import { dataTextLang, formatYen, type AppLanguage } from '../../lib/i18n';

/**
 * A yen amount in ja-JP format (both languages), optionally per unit (`￥9,800 / 1台`). The unit is
 * the API's text: with the page's `language`, a Japanese unit on an English page is marked so.
 */
export function Price({
  amount,
  unit,
  language = 'ja',
}: {
  amount: number;
  unit?: string | undefined;
  language?: AppLanguage | undefined;
}) {
  return (
    <span className="price">
      <data value={amount}>{formatYen(amount)}</data>
      {unit ? <span className="price__unit" lang={dataTextLang(unit, language)}>{` / ${unit}`}</span> : null}
    </span>
  );
}
