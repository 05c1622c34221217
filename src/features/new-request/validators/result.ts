/**
 * What the request form's validators share. Each is a pure function that returns `undefined` when
 * the value is valid and otherwise an error key of the `form` namespace (`'errors.required'`, shown
 * with `t('form:errors.required')`).
 *
 * The format validators (lengths, bounds, pattern, email, phone, names, zip code) treat an empty
 * value (`undefined`, `null`, or a string empty after trimming) as valid: whether a field must be
 * filled in is `required`'s job, so an optional field can still be format-checked. Combine them with
 * {@link firstError}: `firstError(value, required, japanesePhone)`.
 */

/** The error keys the validators return (all exist in `form.json`, ja and en). */
export type FormErrorKey =
  | 'errors.required'
  | 'errors.minLength'
  | 'errors.maxLength'
  | 'errors.min'
  | 'errors.max'
  | 'errors.pattern'
  | 'errors.email'
  | 'errors.phone'
  | 'errors.name.english'
  | 'errors.name.kanji'
  | 'errors.name.characters'
  | 'errors.invalidName'
  | 'errors.zipCodeNotExists'
  | 'errors.zipCodeLastFourDigitsIsAllZero'
  | 'errors.timeRangeOrder'
  | 'errors.pastDate'
  | 'errors.outsideHours';

/** What a validator returns: `undefined` when valid, else the error key. */
export type ValidationResult<K extends string = FormErrorKey> = K | undefined;

/** A single-value validator, as combined by {@link firstError}. */
type Validator<T, K extends string = FormErrorKey> = (value: T) => ValidationResult<K>;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

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
