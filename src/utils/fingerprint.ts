// The x-device header: an MD5-style hash of the user agent, or
// `unknown-fingerprint` when there is none. Not a security hash: a stable, anonymous device tag.
// MD5 as specified in RFC 1321. A package (js-md5) would do as well; these thirty lines weigh a
// fifth of it in the first page's bundle, and a property test checks them against node:crypto.

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from(
  { length: 64 },
  (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0,
);

export function md5(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = ((bytes.length + 8) >>> 6) + 1;
  const words = new Uint32Array(length * 16);
  bytes.forEach((byte, index) => (words[index >> 2]! |= byte << ((index % 4) * 8)));
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  words[length * 16 - 2] = (bytes.length * 8) >>> 0;
  words[length * 16 - 1] = Math.floor((bytes.length * 8) / 2 ** 32);

  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let step = 0; step < 64; step += 1) {
      const round = step >> 4;
      const f = [(b & c) | (~b & d), (d & b) | (~d & c), b ^ c ^ d, c ^ (b | ~d)][round]!;
      const index = [step, (5 * step + 1) % 16, (3 * step + 5) % 16, (7 * step) % 16][round]!;
      const sum = (a + f + CONSTANTS[step]! + words[block + index]!) >>> 0;
      const shift = SHIFTS[round * 4 + (step % 4)]!;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    [a0, b0, c0, d0] = [(a0 + a) >>> 0, (b0 + b) >>> 0, (c0 + c) >>> 0, (d0 + d) >>> 0];
  }
  return [a0, b0, c0, d0]
    .map((word) =>
      Array.from({ length: 4 }, (_, byte) =>
        ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0'),
      ).join(''),
    )
    .join('');
}

export const UNKNOWN_FINGERPRINT = 'unknown-fingerprint';

export function fingerprint(userAgent: string | undefined | null): string {
  return userAgent ? md5(userAgent) : UNKNOWN_FINGERPRINT;
}
