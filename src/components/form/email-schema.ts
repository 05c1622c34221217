import { z } from '../../api/zod';
import { isEmail, normalizeEmail, type EmailHosts } from '../../utils/email';

/**
 * A required email field under the product's one email rule ({@link isEmail}); its value comes
 * out as it is sent ({@link normalizeEmail}). The messages are translation keys.
 */
export function emailSchema(
  hosts: EmailHosts,
  { required = 'errors.required', invalid = 'errors.email' }: { required?: string; invalid?: string } = {},
) {
  return z
    .string()
    .superRefine((value, context) => {
      if (!value.trim()) context.addIssue({ code: 'custom', message: required });
      else if (!isEmail(value, hosts)) context.addIssue({ code: 'custom', message: invalid });
    })
    .transform(normalizeEmail);
}
