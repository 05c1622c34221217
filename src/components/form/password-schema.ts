import { z } from '../../api/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../utils/password';

/**
 * A new password in a form's schema: required — typed, and not only spaces (§5: a required value is
 * non-empty once trimmed; spaces around a password are kept, they are part of it) — then the
 * contract's 8–128 characters. The first message is the one shown.
 */
export const newPasswordSchema = () =>
  z
    .string()
    .refine((value) => value.trim() !== '', 'errors.required')
    .min(PASSWORD_MIN_LENGTH, 'errors.minLength')
    .max(PASSWORD_MAX_LENGTH, 'errors.maxLength');
