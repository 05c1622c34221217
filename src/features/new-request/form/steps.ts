// The form's steps: the job type's own forms, the preferred date and time on the last of them
// (when the job type has no timeslots), then the contact step for visitors who are not signed in.
import type { JobType, JobTypeField, Language } from '../../../api';
import { localized } from '../../../lib/i18n';
import { asksDateTime, DATE_TIME_KEY } from './defaults';
import type { Answers } from './values';
import { isFieldVisible } from './visibility';

interface RequestStep {
  key: string;
  title: string;
  fields: JobTypeField[];
  /** The preferred date and time is asked on this step. */
  dateTime: boolean;
  /** The contact step, where a visitor registers. */
  contact: boolean;
}

export function requestSteps(
  jobType: Pick<JobType, 'fields' | 'forms'>,
  language: Language,
  { signedIn, contactTitle }: { signedIn: boolean; contactTitle: string },
): RequestStep[] {
  const byKey = new Map(jobType.fields.map((field) => [field.key, field]));
  const steps: RequestStep[] = jobType.forms.map((form) => ({
    key: form.key,
    title: localized(form.title, language),
    fields: form.fieldKeys.flatMap((fieldKey) => byKey.get(fieldKey) ?? []),
    dateTime: false,
    contact: false,
  }));
  const last = steps[steps.length - 1];
  if (last && asksDateTime(jobType)) last.dateTime = true;
  if (!signedIn)
    steps.push({ key: 'contact', title: contactTitle, fields: [], dateTime: false, contact: true });
  return steps;
}

type StepPath = `answers.${string}` | 'where' | 'contact';

/** The form paths a step validates before moving on: its visible fields (the first also asks where). */
export function stepPaths(steps: readonly RequestStep[], index: number, answers: Answers): StepPath[] {
  const step = steps[index];
  if (!step) return [];
  if (step.contact) return ['contact'];
  const paths: StepPath[] = step.fields
    .filter((field) => isFieldVisible(field, answers))
    .map((field) => `answers.${field.key}` as const);
  if (step.dateTime) paths.push(`answers.${DATE_TIME_KEY}`);
  if (index === 0) paths.push('where');
  return paths;
}

/**
 * The progress bar's value on a step (of `total`, 1-based). The progress100BeforeEmail experiment's
 * variant B shows the bar full on the contact step, where the email is asked, so the visitor sees
 * the request as all but done there; everyone else sees the step's position.
 */
export function progressValue(
  index: number,
  total: number,
  { contactStep, fullAtContact }: { contactStep: boolean; fullAtContact: boolean },
): number {
  return contactStep && fullAtContact ? total : index + 1;
}
