// The account forms' rules. Messages are `form` error keys (or `account:` keys), shown by <FieldError>.
import type { User } from '../../api';
import { z } from '../../api/zod';
import { englishNamePart, namePart } from '../../components/form/name-schema';
import { newPasswordSchema } from '../../components/form/password-schema';
import { japaneseFullName } from '../../utils/names';

/**
 * The kanji name is required (the client name rule: a kanji last name of at least one character);
 * the romanised name is optional, but given whole when given.
 */
export const nameSchema = z
  .object({
    kanjiLast: namePart(japaneseFullName, true),
    kanjiFirst: namePart(japaneseFullName, true),
    englishLast: englishNamePart(false),
    englishFirst: englishNamePart(false),
  })
  .superRefine((name, context) => {
    if ((name.englishLast === '') === (name.englishFirst === '')) return;
    const missing = name.englishLast === '' ? 'englishLast' : 'englishFirst';
    context.addIssue({ code: 'custom', message: 'errors.required', path: [missing] });
  });
export type NameInput = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;

export const nameValues = (user: User): NameInput => ({
  kanjiLast: user.profile.fullNameKanji?.last ?? '',
  kanjiFirst: user.profile.fullNameKanji?.first ?? '',
  englishLast: user.profile.fullNameEnglish?.last ?? '',
  englishFirst: user.profile.fullNameEnglish?.first ?? '',
});

/** The whole user with the new name (PUT /users/{id} takes the full user); an empty English name is removed. */
export function withName(user: User, name: NameOutput): User {
  const { fullNameEnglish: _previous, ...profile } = user.profile;
  return {
    ...user,
    profile: {
      ...profile,
      fullNameKanji: { last: name.kanjiLast, first: name.kanjiFirst },
      ...(name.englishLast ? { fullNameEnglish: { last: name.englishLast, first: name.englishFirst } } : {}),
    },
  };
}

export const passwordSchema = z
  .object({
    password: newPasswordSchema(),
    confirmation: z.string().min(1, 'errors.required'),
  })
  .refine((values) => values.password === values.confirmation, {
    message: 'account:password.mismatch',
    path: ['confirmation'],
  });

export const preferencesSchema = z.object({ newsletter: z.boolean() });
