// The name and new-password pieces every form's schema shares (account, pro sign-up): what each
// sends, and the first message each shows.
import { describe, expect, it } from 'vitest';
import { englishNamePart, namePart } from '../../../../src/components/form/name-schema';
import { newPasswordSchema } from '../../../../src/components/form/password-schema';
import { japaneseFullName } from '../../../../src/utils/names';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('englishNamePart', () => {
  it('sends a name typed in full width as half width, trimmed (§5)', () => {
    expect(englishNamePart(true).parse(' Ｙａｍａｄａ　')).toBe('Yamada');
    expect(englishNamePart(false).parse('Ｏ＇Ｂｒｉｅｎ')).toBe("O'Brien");
  });

  it('is required when asked, refuses what is not printable ASCII', () => {
    expect(firstMessage(englishNamePart(true).safeParse('  '))).toBe('errors.required');
    expect(englishNamePart(false).parse('  ')).toBe('');
    expect(firstMessage(englishNamePart(false).safeParse('山田'))).toBe('errors.name.english');
    // A company's name is not "your name".
    expect(
      firstMessage(englishNamePart(false, { invalid: 'errors.name.englishCompany' }).safeParse('山田商店')),
    ).toBe('errors.name.englishCompany');
  });
});

describe('namePart', () => {
  it('trims, and refuses by its check', () => {
    expect(namePart(japaneseFullName, true).parse(' 山田 ')).toBe('山田');
    expect(firstMessage(namePart(japaneseFullName, true).safeParse('山田!'))).toBe('errors.name.kanji');
    expect(firstMessage(namePart(japaneseFullName, true).safeParse('　'))).toBe('errors.required');
  });
});

describe('newPasswordSchema', () => {
  it('refuses a password of spaces only as missing (§5: required is non-empty once trimmed)', () => {
    expect(firstMessage(newPasswordSchema().safeParse('        '))).toBe('errors.required');
    expect(firstMessage(newPasswordSchema().safeParse('   '))).toBe('errors.required');
    expect(firstMessage(newPasswordSchema().safeParse(''))).toBe('errors.required');
  });

  it('keeps the spaces of a real password, and the contract’s bounds', () => {
    expect(newPasswordSchema().parse(' pass word ')).toBe(' pass word ');
    expect(firstMessage(newPasswordSchema().safeParse('short'))).toBe('errors.minLength');
    expect(firstMessage(newPasswordSchema().safeParse('x'.repeat(129)))).toBe('errors.maxLength');
  });
});
