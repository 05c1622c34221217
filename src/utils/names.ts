// The name validators every form shares (the request form's contact step, the account page):
// each returns `undefined` when valid, else its `form` error key; a blank value is valid here
// (whether a name is required is the form's own rule).
import { normalizeWidth } from './width';

type ValidationResult<K extends string> = K | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/**
 * An English (romanised) full name: after {@link normalizeWidth}, printable ASCII only
 * (U+0020–U+007E: letters, digits, space and punctuation; no tabs, newlines, kana or kanji).
 * → `'errors.name.english'`
 */
export function englishFullName(value: string | null | undefined): ValidationResult<'errors.name.english'> {
  if (isBlank(value)) return undefined;
  return PRINTABLE_ASCII.test(normalizeWidth(value as string)) ? undefined : 'errors.name.english';
}

/** Any printable ASCII but the space (which separates names): letters, digits and symbols. */
const ASCII_VISIBLE = /[\x21-\x7E]/;
/**
 * Characters a name sent to pros must never carry: control (Cc: NUL, tab, newline, DEL, C1),
 * format (Cf: the bidi overrides and isolates U+202A–202E/U+2066–2069, zero-width joiners and spaces,
 * soft hyphen, BOM), line and paragraph separators, private-use and lone surrogates, and emoji
 * pictographs (with their variation selectors). A right-to-left override before 花子 would show the
 * pro a name spelled backwards; an invisible joiner makes two names look equal.
 */
const UNPRINTABLE_OR_PICTOGRAPH =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Extended_Pictographic}\uFE0E\uFE0F]/u;
const HALF_WIDTH_KANA = /[\uFF61-\uFF9F]/;
const SINGLE_REPEATED_HIRAGANA = /^([\u3041-\u3096])\1*$/u;
const ANONYMOUS_NAMES: ReadonlySet<string> = new Set([
  '匿名',
  'とくめい',
  'トクメイ',
  '名無し',
  'ななし',
  'ナナシ',
]);

/**
 * A Japanese full name, checked on the value as typed (not width-normalised):
 *
 * - no ASCII but the space (§5: letters, digits and symbols such as `!`, `@`, `-`) and no half-width
 *   kana (U+FF61–U+FF9F) → `'errors.name.kanji'`. Spaces (half- and full-width) and Japanese
 *   punctuation such as `・` are allowed; full-width Latin letters (`Ｔａｒｏ`) are not ASCII and pass;
 * - no control, format (bidi overrides, zero-width characters), separator, private-use characters or
 *   emoji → `'errors.name.characters'`;
 * - then, with the value trimmed and all whitespace removed, it is neither one hiragana repeated
 *   (`あ`, `ああああ`, `あ あ`) nor a word for "anonymous" (`匿名`, `とくめい`, `トクメイ`, `名無し`,
 *   `ななし`, `ナナシ`) → `'errors.invalidName'`.
 */
export function japaneseFullName(
  value: string | null | undefined,
): ValidationResult<'errors.name.characters' | 'errors.name.kanji' | 'errors.invalidName'> {
  if (isBlank(value)) return undefined;
  const text = value as string;
  if (ASCII_VISIBLE.test(text) || HALF_WIDTH_KANA.test(text)) return 'errors.name.kanji';
  if (UNPRINTABLE_OR_PICTOGRAPH.test(text)) return 'errors.name.characters';
  const compact = text.trim().replace(/\s/g, '');
  if (SINGLE_REPEATED_HIRAGANA.test(compact) || ANONYMOUS_NAMES.has(compact)) return 'errors.invalidName';
  return undefined;
}
