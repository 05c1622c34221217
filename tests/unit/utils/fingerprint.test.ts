import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint, md5, UNKNOWN_FINGERPRINT } from '../../../src/utils/fingerprint';

describe('fingerprint', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('md5(%j) is the RFC 1321 digest', (input, digest) => {
    expect(md5(input)).toBe(digest);
  });

  it('agrees with node:crypto on any text, including long and non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('hashes the user agent, or says unknown-fingerprint', () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
    expect(fingerprint(agent)).toBe(createHash('md5').update(agent).digest('hex'));
    expect(fingerprint('')).toBe(UNKNOWN_FINGERPRINT);
    expect(fingerprint(undefined)).toBe(UNKNOWN_FINGERPRINT);
  });
});
