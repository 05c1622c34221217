// The whole request form's schema, as the form is driven: answers, contact and where.
import type { JobType, Language } from '../../../api';
import { z } from '../../../api/zod';
import type { EmailHosts } from '../../../utils/email';
import { contactSchema } from './contact';
import { answersSchema } from './validation';

export function requestFormSchema({
  jobType,
  signedIn,
  language,
  hosts,
  phoneRequired = false,
}: {
  jobType: Pick<JobType, 'fields'>;
  signedIn: boolean;
  language: Language;
  hosts: EmailHosts;
  /** The phoneRequired experiment's variant B. */
  phoneRequired?: boolean;
}) {
  return z.object({
    answers: answersSchema(jobType, { hosts }),
    contact: contactSchema({ signedIn, language, hosts, phoneRequired }),
    where: z.object({ prefecture: z.string().min(1, 'errors.required') }),
  });
}
