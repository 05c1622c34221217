// Filled-in answers for any job type's request form: a valid value for every field kind, the
// "other" choice taken where there is one (so its text travels too), so contract tests and the
// form benchmark can drive every kind without hand-writing each job type.
import type { JobType, JobTypeField } from '../../src/lib/api';
import {
  asksDateTime,
  DATE_TIME_KEY,
  defaultAnswers,
  type Answers,
  type FieldValue,
} from '../../src/features/request/form/model';

export function filledValue(field: JobTypeField): FieldValue {
  switch (field.type) {
    case 'duration':
      return { value: String(Math.max(field.min ?? 0, 2)), unit: field.units[field.units.length - 1]! };
    case 'timeslots':
      return [
        { from: '09:00', to: '11:30' },
        { from: '13:00', to: '15:00' },
        { from: '', to: '' },
      ];
    case 'counters':
    case 'services':
      return Object.fromEntries(
        field.options.map((option, index) => [
          option.key,
          index === 0 ? Math.min(option.max, option.min + 2) : option.min,
        ]),
      );
    case 'radios':
    case 'singleChoiceImages':
      return field.options[0]!.value;
    case 'checkboxes':
    case 'multipleChoiceImages':
      return field.options.slice(0, 2).map((option) => option.value);
    case 'radiosWithOther':
      return { value: field.otherField.triggerValue, other: `${field.key}についての補足` };
    case 'checkboxesWithOther':
      return { value: [field.options[0]!.value, field.otherField.triggerValue], other: `${field.key}の詳細` };
    case 'address':
      return { zipCode: '150-0001', address: '東京都渋谷区神宮前1-1-1' };
    case 'email':
      return 'client.contact@example.jp';
    case 'number':
      return String(Math.max(field.min ?? 1, 1));
    case 'hidden':
      return field.value;
    case 'textarea':
      return field.key === 'placeDescription' ? '建物の3階です' : `${field.key}について伝えたいこと`;
  }
}

/** Every field answered (hidden-by-expression ones too: collecting the answers drops them). */
export function filledAnswers(jobType: JobType): Answers {
  const answers: Answers = defaultAnswers(jobType);
  for (const field of jobType.fields) answers[field.key] = filledValue(field);
  if (asksDateTime(jobType)) answers[DATE_TIME_KEY] = { date: '2026-12-05', timeRange: ['09:00', '12:00'] };
  return answers;
}
