// The whole request form's schema, as the form is driven: answers, contact and where.
import { z } from 'zod';
import type { JobType, Language } from '../../../api';
import type { EmailHosts } from '../../../utils/email';
import { contactSchema } from './contact';
import { answersSchema } from './validation';

export function requestFormSchema({
  jobType,
  signedIn,
  language,
  hosts,
}: {
  jobType: Pick<JobType, 'fields'>;
  signedIn: boolean;
  language: Language;
  hosts: EmailHosts;
}) {
  return z.object({
    answers: answersSchema(jobType, { hosts }),
    contact: contactSchema({ signedIn, language, hosts }),
    where: z.object({ prefecture: z.string().min(1, 'errors.required') }),
  });
}
