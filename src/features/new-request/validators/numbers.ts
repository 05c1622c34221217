// Numeric bounds, and the interpolation values of every bound's message.
import { normalizeWidth } from '../../../utils/width';
import { isBlank, type ValidationResult } from './result';

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

/** What a number typed in a text box reads as (full-width digits accepted; `NaN` when not one). */
export const readNumber = (text: string): number => Number(normalizeWidth(text).trim());

/** A number (or numeric string) of at least `n`; a non-numeric string or `NaN` fails. → `'errors.min'` */
export function min(value: number | string | null | undefined, n: number): ValidationResult<'errors.min'> {
  if (isBlank(value)) return undefined;
  const number = toNumber(value as number | string);
  return Number.isNaN(number) || number < n ? 'errors.min' : undefined;
}

/** A number (or numeric string) of at most `n`; a non-numeric string or `NaN` fails. → `'errors.max'` */
export function max(value: number | string | null | undefined, n: number): ValidationResult<'errors.max'> {
  if (isBlank(value)) return undefined;
  const number = toNumber(value as number | string);
  return Number.isNaN(number) || number > n ? 'errors.max' : undefined;
}

/** The limits a field's bound messages name. */
export interface Bounds {
  minLength?: number | undefined;
  maxLength?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * The interpolation values of an error message: `{ min }` for `errors.minLength` and `errors.min`,
 * `{ max }` for `errors.maxLength` and `errors.max` (0 when the limit is unknown), none for others.
 *
 * ```ts
 * t(`form:${error}`, boundParams(error, { minLength: 2 })); // "2文字以上で入力してください"
 * ```
 */
export function boundParams(message: string, bounds: Bounds): Record<string, number> {
  switch (message) {
    case 'errors.minLength':
      return { min: bounds.minLength ?? 0 };
    case 'errors.maxLength':
      return { max: bounds.maxLength ?? 0 };
    case 'errors.min':
      return { min: bounds.min ?? 0 };
    case 'errors.max':
      return { max: bounds.max ?? 0 };
    default:
      return {};
  }
}
