import { z } from '../../api/zod';
import { englishFullName } from '../../utils/names';
import { normalizeWidth } from '../../utils/width';

/**
 * A part of a name in a form's schema (a last or first name, a company name): trimmed; blank is an
 * error only when `required`; otherwise `check` (a name validator of src/utils/names) decides. The
 * messages are translation keys.
 */
export const namePart = (check: (value: string) => string | undefined, required: boolean) =>
  z
    .string()
    .transform((value) => value.trim())
    .superRefine((value, context) => {
      const issue = value === '' ? (required ? 'errors.required' : undefined) : check(value);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    });

/**
 * A part of a romanised name: as {@link namePart} under the English-name rule, and sent as it is
 * checked — full-width letters a Japanese input method types (`Ｔａｒｏ`) become half-width (§5), so
 * an English page never shows a full-width name. `invalid`: the message of a name that is not
 * (a company's says so, not "your name").
 */
export const englishNamePart = (required: boolean, { invalid = 'errors.name.english' } = {}) =>
  z
    .string()
    .transform((value) => normalizeWidth(value))
    .pipe(namePart((value) => englishFullName(value) && invalid, required));
