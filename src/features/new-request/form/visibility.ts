// Which fields and options show, from the hide expressions of the job type.
import type { JobTypeField } from '../../../api';
import { isHidden } from './hide-expression';
import type { Answers } from './values';

type WithOtherField = Extract<JobTypeField, { type: 'radiosWithOther' | 'checkboxesWithOther' }>;

/** The value the hide expressions read: what the user chose, with the "with other" choice unwrapped. */
export function expressionModel(answers: Answers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      value && typeof value === 'object' && 'other' in value ? value.value : value,
    ]),
  );
}

export const isFieldVisible = (field: JobTypeField, answers: Answers) =>
  !isHidden(field.hideExpression, expressionModel(answers));

/** Whether the "other" choice of a field with an other-field is among the chosen values. */
export function isOtherTriggered(
  field: WithOtherField,
  chosen: string | readonly string[] | undefined,
): boolean {
  const trigger = field.otherField.triggerValue;
  return Array.isArray(chosen) ? chosen.includes(trigger) : chosen === trigger;
}

/** The values of the options their hide expressions hide, given what hide expressions read. */
export function hiddenOptionValues(
  options: readonly { value?: string; key?: string; hideExpression?: string }[],
  model: Readonly<Record<string, unknown>>,
): string[] {
  return options
    .filter((option) => isHidden(option.hideExpression, model))
    .flatMap((option) => option.value ?? option.key ?? []);
}

/**
 * Chosen values in the order the options are listed, whatever order they were ticked in; options
 * hidden by their expression are dropped (ticked earlier, then hidden by another answer).
 */
export const visibleChosen = (
  options: readonly { value: string; hideExpression?: string }[],
  chosen: readonly string[],
  model: Readonly<Record<string, unknown>>,
) =>
  options
    .filter((option) => !isHidden(option.hideExpression, model))
    .map((option) => option.value)
    .filter((value) => chosen.includes(value));
