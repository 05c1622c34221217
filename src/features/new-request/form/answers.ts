// The answers a request carries (the contract's `FieldAnswer`s), read from what the form holds.
import type { FieldAnswer, JobType, JobTypeField } from '../../../api';
import { normalizeWidth } from '../../../utils/width';
import { readNumber } from '../validators/numbers';
import { required } from '../validators/text';
import { DATE_TIME_KEY, defaultValue } from './defaults';
import { timeToNumber } from './time';
import type {
  AddressValue,
  Answers,
  DateTimeValue,
  DurationValue,
  TimeslotValue,
  WithOtherValue,
} from './values';
import { expressionModel, isFieldVisible, isOtherTriggered, visibleChosen } from './visibility';

/** The services total: the sum of quantity × unit price, recomputed here whatever the form holds. */
export function servicesTotal(
  field: Extract<JobTypeField, { type: 'services' }>,
  quantities: Record<string, number>,
): number {
  return field.options.reduce((total, option) => total + (quantities[option.key] ?? 0) * option.unitPrice, 0);
}

/**
 * One visible field's answer as the contract's `FieldAnswer`, or undefined when unanswered.
 * `model` is what hide expressions read ({@link expressionModel}), for options hidden meanwhile.
 */
export function fieldAnswer(
  field: JobTypeField,
  value: unknown,
  model: Readonly<Record<string, unknown>> = {},
): FieldAnswer | undefined {
  switch (field.type) {
    case 'duration': {
      const duration = value as DurationValue;
      if (duration.value.trim() === '') return undefined;
      return { value: readNumber(duration.value), unit: duration.unit as 'hours' };
    }
    case 'timeslots': {
      const slots = (value as TimeslotValue[]).flatMap((slot) => {
        const [from, to] = [timeToNumber(slot.from), timeToNumber(slot.to)];
        return slot.date && from !== undefined && to !== undefined ? [{ date: slot.date, from, to }] : [];
      });
      return slots.length ? slots : undefined;
    }
    case 'counters':
      return { ...(value as Record<string, number>) };
    case 'services': {
      const quantities = { ...(value as Record<string, number>) };
      return { quantities, total: servicesTotal(field, quantities) };
    }
    case 'radiosWithOther':
    case 'checkboxesWithOther': {
      const { value: picked, other } = value as WithOtherValue<string | string[]>;
      const chosen = Array.isArray(picked)
        ? visibleChosen(field.options, picked, model)
        : visibleChosen(field.options, [picked], model)[0];
      if (required(chosen) || chosen === undefined) return undefined;
      return isOtherTriggered(field, chosen) && other.trim()
        ? { value: chosen, other: other.trim() }
        : { value: chosen };
    }
    case 'address': {
      const { zipCode: zip, address } = value as AddressValue;
      if (!address.trim()) return undefined;
      return {
        address: normalizeWidth(address).trim(),
        ...(zip.trim() ? { zipCode: normalizeWidth(zip).trim() } : {}),
      };
    }
    case 'number':
      return (value as string).trim() === '' ? undefined : readNumber(value as string);
    case 'checkboxes':
    case 'multipleChoiceImages': {
      const chosen = visibleChosen(field.options, value as string[], model);
      return chosen.length ? chosen : undefined;
    }
    case 'radios':
    case 'singleChoiceImages':
      return visibleChosen(field.options, [value as string], model)[0];
    case 'hidden':
      return field.value;
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? text : undefined;
    }
  }
}

/**
 * The answers the request carries: visible fields only, unanswered ones left out, plus the
 * preferred date and time while its range is still the form's `[start, end]` pair (the payload
 * turns it into `{start, end}`).
 */
export function collectAnswers(jobType: Pick<JobType, 'fields'>, answers: Answers): Record<string, unknown> {
  const collected: Record<string, unknown> = {};
  const model = expressionModel(answers);
  for (const field of jobType.fields) {
    if (!isFieldVisible(field, answers)) continue;
    const answer = fieldAnswer(field, answers[field.key] ?? defaultValue(field), model);
    if (answer !== undefined) collected[field.key] = answer;
  }
  const dateTime = answers[DATE_TIME_KEY] as DateTimeValue | undefined;
  if (dateTime && (dateTime.date || dateTime.timeRange.some(Boolean))) {
    collected[DATE_TIME_KEY] = {
      ...(dateTime.date ? { date: dateTime.date } : {}),
      ...(dateTime.timeRange.every(Boolean) ? { timeRange: [...dateTime.timeRange] } : {}),
    };
  }
  return collected;
}
