/**
 * Form validators of the request and registration forms (product spec §5, "Validation rules").
 *
 * Every validator is a pure function that returns `undefined` when the value is valid and otherwise
 * the error key inside the `form` namespace (`'errors.required'`, shown with `t('form:errors.required')`).
 *
 * Conventions shared by the format validators (`minLength`, `maxLength`, `min`, `max`, `pattern`,
 * `email`, `japanesePhone`, `englishFullName`, `japaneseFullName`, `zipCode`): an empty value
 * (`undefined`, `null`, or a string that is empty after trimming) is valid — whether a field must be
 * filled in is `required`'s job, so an optional field can still be format-checked. Combine them with
 * {@link firstError}: `firstError(value, required, japanesePhone)`.
 */

/** The error keys these validators return (all exist in `form.json`, ja and en). */
export type FormErrorKey =
  | 'errors.required'
  | 'errors.furiganaRequired'
  | 'errors.minLength'
  | 'errors.maxLength'
  | 'errors.min'
  | 'errors.max'
  | 'errors.pattern'
  | 'errors.address'
  | 'errors.email'
  | 'errors.phone'
  | 'errors.name.english'
  | 'errors.name.kanji'
  | 'errors.invalidName'
  | 'errors.zipCodeNotExists'
  | 'errors.zipCodeLastFourDigitsIsAllZero'
  | 'errors.timeRangeOrder'
  | 'errors.pastDate';

/** What a validator returns: `undefined` when valid, else the error key. */
export type ValidationResult<K extends string = FormErrorKey> = K | undefined;

/** A single-value validator, as combined by {@link firstError}. */
export type Validator<T, K extends string = FormErrorKey> = (value: T) => ValidationResult<K>;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// ---------------------------------------------------------------------------------------------------
// Width normalisation
// ---------------------------------------------------------------------------------------------------

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const IDEOGRAPHIC_SPACE = /\u3000/g;
/** Offset between a full-width ASCII variant (U+FF01–U+FF5E) and its ASCII character (U+0021–U+007E). */
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Full-width ASCII (U+FF01–U+FF5E: `！`…`～`, including `０`–`９`, `Ａ`–`Ｚ`, `ａ`–`ｚ`, `－`, `＠`)
 * becomes its half-width character, and the ideographic space U+3000 a normal space. Everything
 * else is kept. Idempotent.
 */
export function normalizeWidth(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ');
}

// ---------------------------------------------------------------------------------------------------
// Required
// ---------------------------------------------------------------------------------------------------

/**
 * The field is filled in: a string that is non-empty after trimming (`trim` also removes the
 * ideographic space), a non-empty array, any number but `NaN`, a boolean, or any other non-null
 * object. `undefined`, `null`, `''`, whitespace and `[]` are missing. → `'errors.required'`
 */
export function required(value: unknown): ValidationResult<'errors.required'> {
  if (value === undefined || value === null) return 'errors.required';
  if (typeof value === 'string') return value.trim() === '' ? 'errors.required' : undefined;
  if (Array.isArray(value)) return value.length === 0 ? 'errors.required' : undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? 'errors.required' : undefined;
  return undefined;
}

/**
 * The furigana (reading) of the company name is required only when the company's kanji name
 * (`profile.companyNameKanji`) is set, i.e. a string non-empty after trimming.
 * → `'errors.furiganaRequired'`
 */
export function requiredFurigana(
  furigana: unknown,
  companyNameKanji: unknown,
): ValidationResult<'errors.furiganaRequired'> {
  const companyNameSet = typeof companyNameKanji === 'string' && companyNameKanji.trim() !== '';
  if (!companyNameSet) return undefined;
  return required(furigana) === undefined ? undefined : 'errors.furiganaRequired';
}

// ---------------------------------------------------------------------------------------------------
// Lengths and numeric bounds
// ---------------------------------------------------------------------------------------------------

/** Length in characters (code points, so an emoji or a rare kanji outside the BMP counts once). */
const charLength = (text: string): number => [...text].length;

/**
 * At least `min` characters (code points; the value is not trimmed). Empty values are valid.
 * → `'errors.minLength'`, interpolated with {@link boundParams}.
 */
export function minLength(
  value: string | null | undefined,
  min: number,
): ValidationResult<'errors.minLength'> {
  if (isBlank(value)) return undefined;
  return charLength(value as string) < min ? 'errors.minLength' : undefined;
}

/**
 * At most `max` characters (code points; the value is not trimmed). Empty values are valid.
 * → `'errors.maxLength'`, interpolated with {@link boundParams}.
 */
export function maxLength(
  value: string | null | undefined,
  max: number,
): ValidationResult<'errors.maxLength'> {
  if (isBlank(value)) return undefined;
  return charLength(value as string) > max ? 'errors.maxLength' : undefined;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number, or a plain decimal string (full-width digits accepted, surrounding spaces ignored;
 * no exponent, hex or thousands separators) read as one. Anything else is `NaN`.
 */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = normalizeWidth(value).trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * A number (or numeric string) of at least `n`. Empty values are valid; a non-numeric string
 * or `NaN` fails. → `'errors.min'`, interpolated with {@link boundParams}.
 */
export function min(value: number | string | null | undefined, n: number): ValidationResult<'errors.min'> {
  if (isBlank(value)) return undefined;
  const number = toNumber(value as number | string);
  return Number.isNaN(number) || number < n ? 'errors.min' : undefined;
}

/**
 * A number (or numeric string) of at most `n`. Empty values are valid; a non-numeric string
 * or `NaN` fails. → `'errors.max'`, interpolated with {@link boundParams}.
 */
export function max(value: number | string | null | undefined, n: number): ValidationResult<'errors.max'> {
  if (isBlank(value)) return undefined;
  const number = toNumber(value as number | string);
  return Number.isNaN(number) || number > n ? 'errors.max' : undefined;
}

/** The error keys whose message interpolates a bound. */
export type BoundErrorKey = 'errors.minLength' | 'errors.maxLength' | 'errors.min' | 'errors.max';

/**
 * The interpolation parameters of a bound error message: `{ min }` for `errors.minLength` and
 * `errors.min`, `{ max }` for `errors.maxLength` and `errors.max`.
 *
 * ```ts
 * const error = minLength(value, 2);
 * if (error) t(`form:${error}`, boundParams(error, 2)); // "2文字以上で入力してください"
 * ```
 */
export function boundParams(key: BoundErrorKey, bound: number): { min: number } | { max: number } {
  return key === 'errors.minLength' || key === 'errors.min' ? { min: bound } : { max: bound };
}

// ---------------------------------------------------------------------------------------------------
// Pattern
// ---------------------------------------------------------------------------------------------------

/**
 * The value matches `regex` (tested as given: anchor it for a whole-value match). A global or
 * sticky regex is copied first, so its `lastIndex` is neither used nor changed. Empty values are
 * valid. → `customError`, or `'errors.pattern'`.
 */
export function pattern<K extends string = 'errors.pattern'>(
  value: string | null | undefined,
  regex: RegExp,
  customError?: K,
): ValidationResult<K | 'errors.pattern'> {
  if (isBlank(value)) return undefined;
  const stateless =
    regex.global || regex.sticky ? new RegExp(regex.source, regex.flags.replace(/[gy]/g, '')) : regex;
  return stateless.test(value as string) ? undefined : (customError ?? 'errors.pattern');
}

// ---------------------------------------------------------------------------------------------------
// Address
// ---------------------------------------------------------------------------------------------------

/** A geocoder reply: the reply object (its `status`) or the raw reply text. */
export type GeocoderReply = { status?: string; results?: unknown[] } | string | null | undefined;

const ZERO_RESULTS = 'ZERO_RESULTS';

/**
 * The geocoder found the address: fails only when the reply contains `ZERO_RESULTS` (the object's
 * `status`, or anywhere in a text reply). No reply yet (`null`/`undefined`) and other statuses are
 * not this validator's concern. → `'errors.address'`
 */
export function address(geocoderReply: GeocoderReply): ValidationResult<'errors.address'> {
  if (geocoderReply === undefined || geocoderReply === null) return undefined;
  if (typeof geocoderReply === 'string') {
    return geocoderReply.includes(ZERO_RESULTS) ? 'errors.address' : undefined;
  }
  return geocoderReply.status === ZERO_RESULTS ? 'errors.address' : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Email
// ---------------------------------------------------------------------------------------------------

/** Where the form runs, for the plus-sign rule of {@link email}. */
export type EmailHosts = { productionPublicHost?: string; currentHost?: string };

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const DOUBLED_SEPARATOR = /([_.+-])\1/;

/**
 * A plausible email address (an RFC 5321/5322 subset), checked on the width-normalised, trimmed
 * value:
 *
 * - `local@domain`, exactly one `@`, at most 254 characters, the local part at most 64;
 * - local part: ASCII letters, digits and ``! # $ % & ' * + / = ? ^ _ ` { | } ~ -``, in dot-separated
 *   non-empty atoms (no leading or trailing dot); no quoted strings, comments or IP literals;
 * - domain: at least two dot-separated labels of letters, digits and inner hyphens (1–63
 *   characters each), the last (TLD) letters only (2–63) or a punycode `xn--` label;
 * - no two consecutive identical separators among `_ . + -` in the local part (`a..b`, `a__b`,
 *   `a++b`, `a--b` fail; `a.-b` passes). The domain is exempt so that punycode (`xn--…`) domains
 *   stay valid; doubled dots there already fail the label rule;
 * - no `+` at all when `currentHost` equals `productionPublicHost` (case-insensitive; both set).
 *
 * Empty values are valid. → `'errors.email'`
 */
export function email(
  value: string | null | undefined,
  hosts: EmailHosts = {},
): ValidationResult<'errors.email'> {
  if (isBlank(value)) return undefined;
  const text = normalizeWidth(value as string).trim();
  if (text.length > 254) return 'errors.email';
  const at = text.lastIndexOf('@');
  if (at <= 0) return 'errors.email';
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || DOUBLED_SEPARATOR.test(local)) return 'errors.email';
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return 'errors.email';
  if (!TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')) return 'errors.email';
  const { productionPublicHost, currentHost } = hosts;
  const onProduction =
    !!productionPublicHost &&
    !!currentHost &&
    currentHost.toLowerCase() === productionPublicHost.toLowerCase();
  if (onProduction && text.includes('+')) return 'errors.email';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Japanese phone number
// ---------------------------------------------------------------------------------------------------

/** Spaces, hyphens and the dash look-alikes Japanese input methods produce, and parentheses. */
const PHONE_PUNCTUATION = /[\s\-\u2010-\u2015\u2212\u30FC()]/g;

/**
 * The cleanup of {@link japanesePhone}, for forms that submit the number as checked:
 * {@link normalizeWidth}; remove whitespace, hyphens (`-` and the look-alikes U+2010–U+2015 `‐‑‒–—―`,
 * U+2212 `−`, U+30FC `ー`) and parentheses; then a leading `+81` becomes `0`.
 * `'+81 90-3841-2976'` → `'09038412976'`. Other characters are kept (and then fail the digit rule).
 */
export function cleanPhoneNumber(value: string): string {
  const compact = normalizeWidth(value).replace(PHONE_PUNCTUATION, '');
  return compact.startsWith('+81') ? `0${compact.slice(3)}` : compact;
}

const MOBILE = /^0[5789]0\d{8}$/;
const LANDLINE = /^0\d{9}$/;
const FIVE_IDENTICAL = /(\d)\1{4}/;

/** Five or more consecutive digits each one more than the previous (`01234`, `12345`, `56789`). */
function hasAscendingRunOfFive(digits: string): boolean {
  let run = 1;
  for (let i = 1; i < digits.length; i += 1) {
    run = digits.charCodeAt(i) === digits.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run >= 5) return true;
  }
  return false;
}

/**
 * A Japanese phone number. After {@link cleanPhoneNumber}, the number must:
 *
 * 1. be digits only (`0`–`9`);
 * 2. be 11 digits matching a mobile/IP/free-dial number `0[5789]0` + 8 digits
 *    (`090…`, `080…`, `070…`, `050…`), or 10 digits matching a landline `0` + 9 digits;
 * 3. contain no run of five or more identical digits (`00000`, `77777`);
 * 4. contain no ascending run of five or more digits each one more than the previous
 *    (`01234`, `12345`, `56789`; `9` → `0` is not a step). Note that this rejects the common
 *    placeholder `090-1234-5678`.
 *
 * The runs are looked for in the cleaned number, across the hyphens the user typed.
 * Empty values are valid. → `'errors.phone'`
 */
export function japanesePhone(value: string | null | undefined): ValidationResult<'errors.phone'> {
  if (isBlank(value)) return undefined;
  const digits = cleanPhoneNumber(value as string);
  if (!/^\d+$/.test(digits)) return 'errors.phone';
  if (digits.length !== 10 && digits.length !== 11) return 'errors.phone';
  if (!(digits.length === 11 ? MOBILE : LANDLINE).test(digits)) return 'errors.phone';
  if (FIVE_IDENTICAL.test(digits) || hasAscendingRunOfFive(digits)) return 'errors.phone';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------------

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/**
 * An English (romanised) full name: after {@link normalizeWidth}, printable ASCII only
 * (U+0020–U+007E: letters, digits, space and punctuation; no tabs, newlines, kana or kanji).
 * Empty values are valid. → `'errors.name.english'`
 */
export function englishFullName(value: string | null | undefined): ValidationResult<'errors.name.english'> {
  if (isBlank(value)) return undefined;
  return PRINTABLE_ASCII.test(normalizeWidth(value as string)) ? undefined : 'errors.name.english';
}

const ASCII_ALPHANUMERIC = /[A-Za-z0-9]/;
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
 * - no ASCII letters or digits (`A`–`Z`, `a`–`z`, `0`–`9`) and no half-width kana (U+FF61–U+FF9F)
 *   → `'errors.name.kanji'`. Spaces (half- and full-width) and punctuation such as `・` are allowed;
 *   full-width Latin letters (`Ｔａｒｏ`) are not ASCII and pass;
 * - then, with the value trimmed and all whitespace removed, it is neither one hiragana repeated
 *   (`あ`, `ああああ`, `あ あ`) nor a word for "anonymous" (`匿名`, `とくめい`, `トクメイ`, `名無し`,
 *   `ななし`, `ナナシ`) → `'errors.invalidName'`.
 *
 * Empty values are valid.
 */
export function japaneseFullName(
  value: string | null | undefined,
): ValidationResult<'errors.name.kanji' | 'errors.invalidName'> {
  if (isBlank(value)) return undefined;
  const text = value as string;
  if (ASCII_ALPHANUMERIC.test(text) || HALF_WIDTH_KANA.test(text)) return 'errors.name.kanji';
  const compact = text.trim().replace(/\s/g, '');
  if (SINGLE_REPEATED_HIRAGANA.test(compact) || ANONYMOUS_NAMES.has(compact)) return 'errors.invalidName';
  return undefined;
}

/**
 * The client's name may be used: the kanji last name is a string of at least one character
 * (taken as is, not trimmed) and the name check did not flag it (`flagged` is not `true`).
 */
export function clientNameValid({
  lastNameKanji,
  flagged,
}: {
  lastNameKanji: unknown;
  flagged?: boolean;
}): boolean {
  return typeof lastNameKanji === 'string' && lastNameKanji.length >= 1 && flagged !== true;
}

// ---------------------------------------------------------------------------------------------------
// Zip code
// ---------------------------------------------------------------------------------------------------

const ZIP_CODE = /^(\d{3})-?(\d{4})$/;

/**
 * A Japanese postal code, checked on the width-normalised, trimmed value: three digits, an optional
 * hyphen, four digits (`150-0001`, `1500001`, `１５０－０００１`) → else `'errors.zipCodeNotExists'`;
 * and the last four digits not all zero (`100-0000`) → `'errors.zipCodeLastFourDigitsIsAllZero'`.
 * Empty values are valid.
 */
export function zipCode(
  value: string | null | undefined,
): ValidationResult<'errors.zipCodeNotExists' | 'errors.zipCodeLastFourDigitsIsAllZero'> {
  if (isBlank(value)) return undefined;
  const match = ZIP_CODE.exec(normalizeWidth(value as string).trim());
  if (!match) return 'errors.zipCodeNotExists';
  return match[2] === '0000' ? 'errors.zipCodeLastFourDigitsIsAllZero' : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Combinator
// ---------------------------------------------------------------------------------------------------

/**
 * The first error of `validators` run in order on `value`, or `undefined` when all pass. Validators
 * with parameters are wrapped: `firstError(v, required, (x) => maxLength(x, 50), japaneseFullName)`.
 */
export function firstError<T, V extends Validator<T, string>[]>(
  value: T,
  ...validators: V
): ReturnType<V[number]> {
  for (const validate of validators) {
    const error = validate(value);
    if (error !== undefined) return error as ReturnType<V[number]>;
  }
  return undefined as ReturnType<V[number]>;
}
