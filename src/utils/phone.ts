// The Japanese phone number rule (§5), shared by the request form and the pro sign-up.
import { normalizeWidth } from './width';

/** Spaces, hyphens and the dash look-alikes Japanese input methods produce, and parentheses. */
const PHONE_PUNCTUATION = /[\s\-\u2010-\u2015\u2212\u30FC()]/g;

/**
 * A phone number as checked and as the API takes it: {@link normalizeWidth}; whitespace, hyphens
 * (`-` and the look-alikes U+2010–U+2015 `‐‑‒–—―`, U+2212 `−`, U+30FC `ー`) and parentheses removed;
 * then a leading `+81` becomes `0`. `'+81 90-3841-2976'` → `'09038412976'`. Other characters are
 * kept (and then fail the digit rule).
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
 * → `'errors.phone'`
 */
export function japanesePhone(value: string | null | undefined): 'errors.phone' | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const digits = cleanPhoneNumber(value);
  if (!/^\d+$/.test(digits)) return 'errors.phone';
  if (digits.length !== 10 && digits.length !== 11) return 'errors.phone';
  if (!(digits.length === 11 ? MOBILE : LANDLINE).test(digits)) return 'errors.phone';
  if (FIVE_IDENTICAL.test(digits) || hasAscendingRunOfFive(digits)) return 'errors.phone';
  return undefined;
}
