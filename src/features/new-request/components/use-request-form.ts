// The request form as the visitor walks it: the form (driven like every form, with the schema built
// from the job type), its steps, the step shown, and the draft that brings the answers back.
import { useMemo, useState } from 'react';
import type { JobType, Language } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import type { EmailHosts } from '../../../utils/email';
import { readDraft, type DraftStorage } from '../draft';
import { emptyContact } from '../form/contact';
import { defaultAnswers } from '../form/defaults';
import { requestFormSchema } from '../form/schema';
import { requestSteps, stepPaths } from '../form/steps';
import { useDraft } from './use-draft';

interface RequestFormOptions {
  jobType: JobType;
  language: Language;
  signedIn: boolean;
  /** The prefecture the page named, if any (the form asks for one otherwise). */
  pagePrefecture: string | undefined;
  hosts: EmailHosts;
  storage: DraftStorage | undefined;
  draftKey: string;
  contactTitle: string;
  /** The phoneRequired experiment's variant B: the phone number is required beside an email. */
  phoneRequired?: boolean | undefined;
}

export function useRequestForm(options: RequestFormOptions) {
  const { jobType, language, signedIn, hosts, storage, draftKey } = options;
  const [restored] = useState(() => readDraft(storage, draftKey));
  const phoneRequired = options.phoneRequired ?? false;
  const schema = useMemo(
    () => requestFormSchema({ jobType, signedIn, language, hosts, phoneRequired }),
    [jobType, signedIn, language, hosts, phoneRequired],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      answers: { ...defaultAnswers(jobType), ...restored?.answers },
      contact: { ...emptyContact, ...restored?.contact, password: '' },
      where: { prefecture: options.pagePrefecture ?? restored?.prefecture ?? '' },
    },
  });
  const steps = useMemo(
    () => requestSteps(jobType, language, { signedIn, contactTitle: options.contactTitle }),
    [jobType, language, signedIn, options.contactTitle],
  );
  // The step asked for, and whether the restored-answers notice still shows (until the visitor moves on).
  const [position, setPosition] = useState(() => ({
    wanted: restored?.step ?? 0,
    restoredNotice: Boolean(restored),
  }));
  // Registering mid-flow removes the contact step: the index follows the steps there are.
  const index = Math.max(0, Math.min(position.wanted, steps.length - 1));
  const saveDraft = useDraft(form, { storage, key: draftKey, step: index });

  const goTo = (next: number) => {
    setPosition({ wanted: next, restoredNotice: false });
    saveDraft(next);
  };
  const pathsOf = (at: number) => stepPaths(steps, at, form.getValues('answers'));

  return {
    form,
    steps,
    index,
    step: steps[index]!,
    isLast: index === steps.length - 1,
    restoredNotice: position.restoredNotice,
    goTo,
    /**
     * To the next step once this one's answers are valid. Resolves whether it moved on (when not,
     * the step's errors show; the form focuses the first of them on screen).
     */
    next: async () => {
      const valid = await form.trigger(pathsOf(index));
      if (valid) goTo(index + 1);
      return valid;
    },
    /**
     * After a blocked send: to the first step with an invalid answer (a restored draft, a step gone
     * after registering), where its message shows.
     */
    showFirstInvalidStep: async () => {
      for (let at = 0; at < steps.length; at += 1) {
        if (!(await form.trigger(pathsOf(at)))) {
          if (at !== index) goTo(at);
          return;
        }
      }
    },
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
