const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const IDEOGRAPHIC_SPACE = /\u3000/g;
/** Offset between a full-width ASCII variant (U+FF01–U+FF5E) and its ASCII character (U+0021–U+007E). */
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * What a Japanese input method types for ASCII, read as ASCII: full-width ASCII (U+FF01–U+FF5E:
 * `！`…`～`, including `０`–`９`, `Ａ`–`Ｚ`, `ａ`–`ｚ`, `－`, `＠`) becomes its half-width character,
 * and the ideographic space U+3000 a normal space. Everything else is kept. Idempotent.
 */
export function normalizeWidth(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ');
}
