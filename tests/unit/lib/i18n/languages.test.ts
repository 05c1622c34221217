import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages, otherLanguage } from '../../../../src/lib/i18n/languages';

describe('languages', () => {
  it("are ja (default) and en, each the other's fallback", () => {
    expect(languages).toEqual(['ja', 'en']);
    expect(defaultLanguage).toBe('ja');
    expect(otherLanguage('ja')).toBe('en');
    expect(otherLanguage('en')).toBe('ja');
  });
});
