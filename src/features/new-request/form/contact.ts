// The contact step's rules: names by the page's language, the product's email rule, a Japanese
// phone number (optional beside an email, unless the phoneRequired experiment's variant B asks for
// it), and a password when registering by phone.
import type { Language } from '../../../api';
import { z } from '../../../api/zod';
import type { EmailHosts } from '../../../utils/email';
import { email } from '../validators/email';
import { englishFullName, japaneseFullName } from '../../../utils/names';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../utils/password';
import { japanesePhone } from '../../../utils/phone';
import { firstError } from '../validators/result';
import { maxLength, minLength, required } from '../validators/text';
import type { ContactValues } from './values';

export const emptyContact: ContactValues = {
  method: 'email',
  email: '',
  lastName: '',
  firstName: '',
  phoneNumber: '',
  password: '',
};

/** The problems of the contact answers, by field. */
export function contactIssues(
  contact: ContactValues,
  {
    language,
    hosts = {},
    phoneRequired = false,
  }: {
    language: Language;
    hosts?: EmailHosts;
    /** The phoneRequired experiment's variant B: a phone number is required beside an email too. */
    phoneRequired?: boolean;
  },
): Partial<Record<keyof ContactValues, string>> {
  const name = language === 'en' ? englishFullName : japaneseFullName;
  const issues: Partial<Record<keyof ContactValues, string>> = {
    lastName: firstError(contact.lastName, required, name),
    firstName: firstError(contact.firstName, required, name),
  };
  if (contact.method === 'phone') {
    issues.phoneNumber = firstError(contact.phoneNumber, required, japanesePhone);
    issues.password = firstError(
      contact.password,
      required,
      (value: string) => minLength(value, PASSWORD_MIN_LENGTH),
      (value: string) => maxLength(value, PASSWORD_MAX_LENGTH),
    );
  } else {
    issues.email = firstError(contact.email, required, (value: string) => email(value, hosts));
    issues.phoneNumber = phoneRequired
      ? firstError(contact.phoneNumber, required, japanesePhone)
      : japanesePhone(contact.phoneNumber);
  }
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue !== undefined));
}

/** The contact answers' schema: nothing to check once the visitor is signed in. */
export function contactSchema(options: {
  signedIn: boolean;
  language: Language;
  hosts?: EmailHosts;
  phoneRequired?: boolean;
}) {
  return z.custom<ContactValues>().superRefine((contact, context) => {
    if (options.signedIn) return;
    for (const [key, message] of Object.entries(contactIssues(contact, options)))
      context.addIssue({ code: 'custom', message, path: [key] });
  });
}
