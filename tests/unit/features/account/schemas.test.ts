// The account forms' rules: the kanji name required and checked, the romanised name optional but
// whole, the password's bounds and confirmation, and the full user PUT sends.
import { describe, expect, it } from 'vitest';
import { nameSchema, passwordSchema, withName } from '../../../../src/features/account/schemas';
import type { User } from '../../../../src/api';

/** The first issue of each field, as the form shows it (react-hook-form's resolver keeps the first). */
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const name = (
  parts: Partial<Record<'kanjiLast' | 'kanjiFirst' | 'englishLast' | 'englishFirst', string>>,
) => ({
  kanjiLast: '',
  kanjiFirst: '',
  englishLast: '',
  englishFirst: '',
  ...parts,
});

describe('the name form', () => {
  it.each([
    [name({ kanjiLast: '鈴木', kanjiFirst: '一郎' }), {}],
    [name({ kanjiLast: ' 鈴木 ', kanjiFirst: '一郎', englishLast: 'Suzuki', englishFirst: 'Ichiro' }), {}],
    [name({}), { kanjiLast: 'errors.required', kanjiFirst: 'errors.required' }],
    [name({ kanjiLast: 'Suzuki', kanjiFirst: '一郎' }), { kanjiLast: 'errors.name.kanji' }],
    [
      name({ kanjiLast: '匿名', kanjiFirst: 'ああ' }),
      { kanjiLast: 'errors.invalidName', kanjiFirst: 'errors.invalidName' },
    ],
    [
      name({ kanjiLast: '鈴木', kanjiFirst: '一郎', englishLast: '鈴木', englishFirst: 'Ichiro' }),
      { englishLast: 'errors.name.english' },
    ],
    [
      name({ kanjiLast: '鈴木', kanjiFirst: '一郎', englishLast: 'Suzuki' }),
      { englishFirst: 'errors.required' },
    ],
  ])('%j → %j', (values, expected) => {
    expect(issuesOf(nameSchema.safeParse(values))).toEqual(expected);
  });

  it('puts the trimmed name into the whole user, and drops a cleared English name', () => {
    const user = {
      id: 'user-1',
      email: 'a@example.com',
      proProfile: null,
      profileComplete: true,
      proRegistrationStep: null,
      requestCount: 0,
      profile: {
        fullNameKanji: { last: '佐藤', first: '花子' },
        fullNameEnglish: { last: 'Sato', first: 'Hanako' },
        isCompany: false,
      },
      settings: { defaultLanguage: 'ja' },
      isItp: false,
      converted: true,
    } satisfies User;
    const parsed = nameSchema.parse(name({ kanjiLast: ' 鈴木', kanjiFirst: '一郎 ' }));
    expect(withName(user, parsed)).toEqual({
      ...user,
      profile: { fullNameKanji: { last: '鈴木', first: '一郎' }, isCompany: false },
    });
  });
});

describe('the password form', () => {
  it.each([
    [{ password: 'a-long-passphrase', confirmation: 'a-long-passphrase' }, {}],
    [
      { password: '', confirmation: '' },
      { password: 'errors.required', confirmation: 'errors.required' },
    ],
    [{ password: 'short', confirmation: 'short' }, { password: 'errors.minLength' }],
    [{ password: 'x'.repeat(129), confirmation: 'x'.repeat(129) }, { password: 'errors.maxLength' }],
    [
      { password: 'a-long-passphrase', confirmation: 'a-long-passphrasE' },
      { confirmation: 'account:password.mismatch' },
    ],
  ])('%j → %j', (values, expected) => {
    expect(issuesOf(passwordSchema.safeParse(values))).toEqual(expected);
  });
});
