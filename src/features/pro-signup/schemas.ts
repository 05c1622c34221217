// The pro sign-up and onboarding forms' rules. Messages are `form` error keys (or `account:` keys),
// shown by <FieldError>.
import type { BasicInfoInput, MeetType, User } from '../../api';
import { z } from '../../api/zod';
import { emailSchema } from '../../components/form/email-schema';
import type { EmailHosts } from '../../utils/email';
import { englishNamePart, namePart } from '../../components/form/name-schema';
import { newPasswordSchema } from '../../components/form/password-schema';
import { japaneseFullName } from '../../utils/names';
import { cleanPhoneNumber, japanesePhone } from '../../utils/phone';
import { zipCode } from '../../utils/zip-code';

export const MEET_TYPES = ['clientGoToPro', 'proGoToClient', 'remote'] as const satisfies readonly MeetType[];

/** Email (the product's one rule) and a password the contract accepts (8–128 characters). */
export const signupSchema = (hosts: EmailHosts) =>
  z.object({
    email: emailSchema(hosts),
    password: newPasswordSchema(),
  });

/** Registering by phone: a Japanese phone number (§5) and a password the contract accepts. */
export const phoneSignupSchema = z.object({
  phoneNumber: z
    .string()
    .superRefine((value, context) => {
      const issue = value.trim() ? japanesePhone(value) : 'errors.required';
      if (issue) context.addIssue({ code: 'custom', message: issue });
    })
    .transform((value) => cleanPhoneNumber(value)),
  password: newPasswordSchema(),
});

const trimmed = z.string().transform((value) => value.trim());

/** A zip code typed as a shortcut to the prefecture and city: blank, or valid under §5. */
export const zipCodeSchema = z.object({
  zipCode: trimmed.superRefine((value, context) => {
    if (!value) context.addIssue({ code: 'custom', message: 'errors.required' });
    else {
      const issue = zipCode(value);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    }
  }),
});

/**
 * Names: the kanji name is required on Japanese pages, the romanised one on English pages (the other
 * optional, but given whole when given); the company names are optional, and the company's furigana
 * is required only when its kanji name is set (§5).
 */
export const basicInfoSchema = (language: 'ja' | 'en') =>
  z
    .object({
      kanjiLast: namePart(japaneseFullName, language === 'ja'),
      kanjiFirst: namePart(japaneseFullName, language === 'ja'),
      englishLast: englishNamePart(language === 'en'),
      englishFirst: englishNamePart(language === 'en'),
      companyNameKanji: trimmed,
      companyNameFurigana: trimmed,
      companyNameEnglish: englishNamePart(false, { invalid: 'errors.name.englishCompany' }),
      description: trimmed.pipe(z.string().max(2000, 'errors.maxLength')),
    })
    .superRefine((values, context) => {
      for (const [last, first] of [
        ['kanjiLast', 'kanjiFirst'],
        ['englishLast', 'englishFirst'],
      ] as const) {
        if ((values[last] === '') === (values[first] === '')) continue;
        context.addIssue({
          code: 'custom',
          message: 'errors.required',
          path: [values[last] === '' ? last : first],
        });
      }
      if (values.companyNameKanji && !values.companyNameFurigana)
        context.addIssue({
          code: 'custom',
          message: 'errors.furiganaRequired',
          path: ['companyNameFurigana'],
        });
    });
export type BasicInfoValues = z.input<ReturnType<typeof basicInfoSchema>>;
export type BasicInfoOutput = z.output<ReturnType<typeof basicInfoSchema>>;

export const basicInfoValues = (user: User): BasicInfoValues => ({
  kanjiLast: user.profile.fullNameKanji?.last ?? '',
  kanjiFirst: user.profile.fullNameKanji?.first ?? '',
  englishLast: user.profile.fullNameEnglish?.last ?? '',
  englishFirst: user.profile.fullNameEnglish?.first ?? '',
  companyNameKanji: user.profile.companyNameKanji ?? '',
  companyNameFurigana: user.profile.companyNameFurigana ?? '',
  companyNameEnglish: user.profile.companyNameEnglish ?? '',
  description: user.proProfile?.description?.ja ?? user.proProfile?.description?.en ?? '',
});

/** The basic-info body: the names given, the company when named (`isCompany`). */
export function basicInfoBody(values: BasicInfoOutput): BasicInfoInput {
  const company = Boolean(values.companyNameKanji || values.companyNameEnglish);
  return {
    profile: {
      ...(values.kanjiLast ? { fullNameKanji: { last: values.kanjiLast, first: values.kanjiFirst } } : {}),
      ...(values.englishLast
        ? { fullNameEnglish: { last: values.englishLast, first: values.englishFirst } }
        : {}),
      ...(values.companyNameKanji
        ? { companyNameKanji: values.companyNameKanji, companyNameFurigana: values.companyNameFurigana }
        : {}),
      ...(values.companyNameEnglish ? { companyNameEnglish: values.companyNameEnglish } : {}),
      isCompany: company,
    },
  };
}
