// The answers a form starts from, by field kind.
import type { JobType, JobTypeField } from '../../../api';
import type { Answers, FieldValue } from './values';

/** Each timeslots field offers three preferred slots. */
export const TIMESLOT_COUNT = 3;

/** The key of the preferred date and time in the answers. */
export const DATE_TIME_KEY = 'dateTime';

/** Whether the job type asks for a preferred date and time (it has no timeslots of its own). */
export const asksDateTime = (jobType: Pick<JobType, 'fields'>) =>
  !jobType.fields.some((field) => field.type === 'timeslots');

/** A field's starting value: counters at their default (else 0), empty slots, the first unit, … */
export function defaultValue(field: JobTypeField): FieldValue {
  switch (field.type) {
    case 'duration':
      return { value: '', unit: field.units[0] ?? 'hours' };
    case 'timeslots':
      return Array.from({ length: TIMESLOT_COUNT }, () => ({ date: '', from: '', to: '' }));
    case 'counters':
      return Object.fromEntries(field.options.map((option) => [option.key, option.default ?? 0]));
    case 'services':
      return Object.fromEntries(field.options.map((option) => [option.key, 0]));
    case 'radiosWithOther':
      return { value: '', other: '' };
    case 'checkboxesWithOther':
      return { value: [], other: '' };
    case 'checkboxes':
    case 'multipleChoiceImages':
      return [];
    case 'address':
      return { zipCode: '', address: '' };
    case 'hidden':
      return field.value;
    default:
      return '';
  }
}

export function defaultAnswers(jobType: Pick<JobType, 'fields'>): Answers {
  const answers: Answers = Object.fromEntries(
    jobType.fields.map((field) => [field.key, defaultValue(field)]),
  );
  if (asksDateTime(jobType)) answers[DATE_TIME_KEY] = { date: '', timeRange: ['', ''] };
  return answers;
}
