// The contact step's rules (product spec §5): names by the page's language, email with the
// production plus-sign rule, a Japanese phone number, and a password for registering by phone.
import { z } from 'zod';
import type { Language } from '../../../api';
import type { ContactValues } from '../draft';
import {
  email,
  englishFullName,
  firstError,
  japaneseFullName,
  japanesePhone,
  minLength,
  required,
  type EmailHosts,
} from '../validators';

export const PASSWORD_MIN_LENGTH = 8;

export const emptyContact: ContactValues = {
  method: 'email',
  email: '',
  lastName: '',
  firstName: '',
  phoneNumber: '',
  password: '',
};

/** The problems of the contact answers, by field (none when the user is signed in). */
export function contactIssues(
  contact: ContactValues,
  { language, hosts = {} }: { language: Language; hosts?: EmailHosts },
): Partial<Record<keyof ContactValues, string>> {
  const name = language === 'en' ? englishFullName : japaneseFullName;
  const issues: Partial<Record<keyof ContactValues, string>> = {
    lastName: firstError(contact.lastName, required, name),
    firstName: firstError(contact.firstName, required, name),
  };
  if (contact.method === 'phone') {
    issues.phoneNumber = firstError(contact.phoneNumber, required, japanesePhone);
    issues.password = firstError(contact.password, required, (value: string) =>
      minLength(value, PASSWORD_MIN_LENGTH),
    );
  } else {
    issues.email = firstError(contact.email, required, (value: string) => email(value, hosts));
    issues.phoneNumber = japanesePhone(contact.phoneNumber);
  }
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue !== undefined));
}

export function contactSchema(options: { signedIn: boolean; language: Language; hosts?: EmailHosts }) {
  return z.custom<ContactValues>().superRefine((contact, context) => {
    if (options.signedIn) return;
    for (const [key, message] of Object.entries(contactIssues(contact, options)))
      context.addIssue({ code: 'custom', message, path: [key] });
  });
}
