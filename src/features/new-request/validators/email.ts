import { isEmail, type EmailHosts } from '../../../utils/email';
import { isBlank, type ValidationResult } from './result';

/** The product's email rule ({@link isEmail}) as a form validator. → `'errors.email'` */
export function email(
  value: string | null | undefined,
  hosts: EmailHosts = {},
): ValidationResult<'errors.email'> {
  if (isBlank(value)) return undefined;
  return isEmail(value as string, hosts) ? undefined : 'errors.email';
}
