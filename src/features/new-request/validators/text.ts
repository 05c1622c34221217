// Presence, length and pattern of what the visitor typed.
import { isBlank, type ValidationResult } from './result';

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

/** Length in characters (code points, so an emoji or a rare kanji outside the BMP counts once). */
const charLength = (text: string): number => [...text].length;

/** At least `min` characters (code points; the value is not trimmed). → `'errors.minLength'` */
export function minLength(
  value: string | null | undefined,
  min: number,
): ValidationResult<'errors.minLength'> {
  if (isBlank(value)) return undefined;
  return charLength(value as string) < min ? 'errors.minLength' : undefined;
}

/** At most `max` characters (code points; the value is not trimmed). → `'errors.maxLength'` */
export function maxLength(
  value: string | null | undefined,
  max: number,
): ValidationResult<'errors.maxLength'> {
  if (isBlank(value)) return undefined;
  return charLength(value as string) > max ? 'errors.maxLength' : undefined;
}

/**
 * The value matches `regex` (tested as given: anchor it for a whole-value match). A global or
 * sticky regex is copied first, so its `lastIndex` is neither used nor changed.
 * → `customError`, or `'errors.pattern'`.
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
