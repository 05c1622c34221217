// The zip-code rule of §5, shared by the request form's address and the pro's service area.
import { normalizeWidth } from './width';

const ZIP_CODE = /^(\d{3})-?(\d{4})$/;

/**
 * A Japanese postal code, checked on the width-normalised, trimmed value: three digits, an optional
 * hyphen, four digits (`150-0001`, `1500001`, `１５０－０００１`) → else `'errors.zipCodeNotExists'`;
 * and the last four digits not all zero (`100-0000`) → `'errors.zipCodeLastFourDigitsIsAllZero'`.
 */
export function zipCode(
  value: string | null | undefined,
): 'errors.zipCodeNotExists' | 'errors.zipCodeLastFourDigitsIsAllZero' | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const match = ZIP_CODE.exec(normalizeWidth(value).trim());
  if (!match) return 'errors.zipCodeNotExists';
  return match[2] === '0000' ? 'errors.zipCodeLastFourDigitsIsAllZero' : undefined;
}

/** The zip code as the contract's pattern takes it (half-width digits, hyphen kept). */
export const zipCodeForCall = (value: string) => normalizeWidth(value).trim();
