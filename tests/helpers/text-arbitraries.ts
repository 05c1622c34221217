// Arbitraries and oracles for the text rules' property tests, written independently of the
// implementation.
import fc from 'fast-check';

export const PROPERTY_RUNS = { numRuns: 300 };

/** Half-width printable ASCII (U+0021–U+007E) to its full-width form, space to U+3000. */
export const toFullWidth = (text: string): string =>
  [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === ' ') return '\u3000';
      return code >= 0x21 && code <= 0x7e ? String.fromCharCode(code + 0xfee0) : char;
    })
    .join('');

/** Strings of `length` decimal digits. */
export const digitsOf = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));
