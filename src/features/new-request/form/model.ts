/**
 * The request form's model, built from a job type's field definitions (product spec §3 "Form field
 * kinds"): what each kind keeps while the user answers, its default, which fields and options are
 * visible, the zod schema the form validates with (built at runtime; messages are `form` error
 * keys), and the answers it sends (`RequestFields`).
 */
import { z } from 'zod';
import type { FieldAnswer, JobType, JobTypeField } from '../../../api';
import {
  cleanPhoneNumber,
  email as emailRule,
  maxLength,
  max as maxRule,
  minLength,
  min as minRule,
  normalizeWidth,
  pattern as patternRule,
  required as requiredRule,
  zipCode,
  type EmailHosts,
  type FormErrorKey,
} from '../validators';
import { isHidden } from './hide-expression';

/** Three timeslots per field (product spec §9). */
export const TIMESLOT_COUNT = 3;

/** One preferred slot: a day (`YYYY-MM-DD`) and a time range on it. */
export interface TimeslotValue {
  date: string;
  from: string;
  to: string;
}
export interface DurationValue {
  value: string;
  unit: string;
}
export interface WithOtherValue<V> {
  value: V;
  other: string;
}
export interface AddressValue {
  zipCode: string;
  address: string;
}
/** The preferred date and time asked of job types without timeslots; the range is a pair while editing. */
export interface DateTimeValue {
  date: string;
  timeRange: [string, string];
}

/** What the form keeps for a field, by kind (inputs hold text; numbers are read on submit). */
export type FieldValue =
  | string
  | string[]
  | DurationValue
  | TimeslotValue[]
  | Record<string, number>
  | WithOtherValue<string>
  | WithOtherValue<string[]>
  | AddressValue;

export type Answers = Record<string, FieldValue | DateTimeValue | undefined>;

/** The key of the preferred date and time (a form model field of product spec §3). */
export const DATE_TIME_KEY = 'dateTime';

/** Whether the job type asks for a preferred date and time (it has no timeslots of its own). */
export const asksDateTime = (jobType: Pick<JobType, 'fields'>) =>
  !jobType.fields.some((field) => field.type === 'timeslots');

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

/** `"09:30"` → 9.5; empty or malformed → undefined. */
export function timeToNumber(time: string): number | undefined {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(time.trim());
  if (!match) return undefined;
  const value = Number(match[1]) + Number(match[2]) / 60;
  return value <= 24 ? value : undefined;
}

/** Today in the visitor's own calendar, as `YYYY-MM-DD` (what a date input holds). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The error of a time range, if any: a start that is not a time, or an end that is missing or not
 * after the start (said as such, not as a format error).
 */
export function timeRangeError(
  start: string,
  end: string,
): { key: FormErrorKey; at: 'start' | 'end' } | undefined {
  const [from, to] = [timeToNumber(start), timeToNumber(end)];
  if (from === undefined) return { key: start.trim() ? 'errors.pattern' : 'errors.required', at: 'start' };
  if (to === undefined) return { key: end.trim() ? 'errors.pattern' : 'errors.required', at: 'end' };
  return to <= from ? { key: 'errors.timeRangeOrder', at: 'end' } : undefined;
}

/** A chosen day that has already passed (dates are ISO strings, so they compare as text). */
const isPastDate = (date: string, today = todayIso()) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date < today;

/** The services total: the sum of quantity × unit price, recomputed here whatever the form holds. */
export function servicesTotal(
  field: Extract<JobTypeField, { type: 'services' }>,
  quantities: Record<string, number>,
): number {
  return field.options.reduce((total, option) => total + (quantities[option.key] ?? 0) * option.unitPrice, 0);
}

// ---------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------

export interface SchemaOptions {
  /** The plus-sign rule of the email validator. */
  hosts?: EmailHosts;
}

type Issue = { key: FormErrorKey; path?: (string | number)[] };

const numeric = (text: string) => Number(normalizeWidth(text).trim());

/** A job type's pattern as a RegExp; one that does not compile checks nothing (and never throws). */
function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The problems of one visible field's value (empty list: valid). */
export function fieldIssues(field: JobTypeField, value: unknown, options: SchemaOptions = {}): Issue[] {
  const rules = field.validation ?? {};
  const issues: Issue[] = [];
  const need = (filled: unknown, path?: (string | number)[]) => {
    if (rules.required && requiredRule(filled))
      issues.push({ key: 'errors.required', ...(path ? { path } : {}) });
  };
  const text = (input: unknown, path?: (string | number)[]) => {
    const string = typeof input === 'string' ? input : '';
    const regex = rules.pattern ? compilePattern(rules.pattern) : undefined;
    const error =
      (rules.minLength !== undefined ? minLength(string, rules.minLength) : undefined) ??
      (rules.maxLength !== undefined ? maxLength(string, rules.maxLength) : undefined) ??
      (regex ? patternRule(string, regex) : undefined);
    if (error) {
      const key = error === 'errors.pattern' && rules.patternError ? rules.patternError : error;
      issues.push({ key: key as FormErrorKey, ...(path ? { path } : {}) });
    }
  };
  const bounded = (
    input: string,
    low: number | undefined,
    high: number | undefined,
    path?: (string | number)[],
  ) => {
    if (input.trim() === '') return;
    if (Number.isNaN(numeric(input)))
      return issues.push({ key: 'errors.pattern', ...(path ? { path } : {}) });
    const error =
      (low !== undefined ? minRule(numeric(input), low) : undefined) ??
      (high !== undefined ? maxRule(numeric(input), high) : undefined);
    if (error) issues.push({ key: error, ...(path ? { path } : {}) });
  };

  switch (field.type) {
    case 'duration': {
      const duration = value as DurationValue;
      need(duration.value, ['value']);
      bounded(duration.value, field.min ?? 0, field.max, ['value']);
      break;
    }
    case 'timeslots': {
      // A slot is a day and a time range on it: one part filled asks for the others.
      const slots = value as TimeslotValue[];
      const filled = slots.filter((slot) => slot.date || slot.from || slot.to);
      need(filled, [0, 'date']);
      slots.forEach((slot, index) => {
        if (!slot.date && !slot.from && !slot.to) return;
        if (!slot.date) issues.push({ key: 'errors.required', path: [index, 'date'] });
        else if (isPastDate(slot.date)) issues.push({ key: 'errors.pastDate', path: [index, 'date'] });
        const range = timeRangeError(slot.from, slot.to);
        if (range) issues.push({ key: range.key, path: [index, range.at === 'start' ? 'from' : 'to'] });
      });
      break;
    }
    case 'counters':
    case 'services': {
      const counts = value as Record<string, number>;
      if (rules.required && Object.values(counts).every((count) => !count))
        issues.push({ key: 'errors.required' });
      for (const option of field.options) {
        const count = counts[option.key] ?? 0;
        const error = minRule(count, option.min) ?? maxRule(count, option.max);
        if (error) issues.push({ key: error, path: [option.key] });
      }
      break;
    }
    case 'radiosWithOther':
    case 'checkboxesWithOther': {
      const { value: chosen, other } = value as WithOtherValue<string | string[]>;
      need(chosen, ['value']);
      const triggered = isOtherTriggered(field, chosen);
      if (triggered && requiredRule(other)) issues.push({ key: 'errors.required', path: ['other'] });
      if (triggered) text(other, ['other']);
      break;
    }
    case 'address': {
      const { zipCode: zip, address } = value as AddressValue;
      need(address, ['address']);
      const zipError = zipCode(zip);
      if (zipError) issues.push({ key: zipError, path: ['zipCode'] });
      break;
    }
    case 'email': {
      need(value);
      const error = emailRule(value as string, options.hosts);
      if (error) issues.push({ key: error });
      break;
    }
    case 'number':
      need(value);
      bounded(value as string, field.min, field.max);
      break;
    case 'textarea':
      need(value);
      text(value);
      break;
    case 'hidden':
      break;
    default:
      need(value);
  }
  return issues;
}

/**
 * The zod schema of the answers, built from the field definitions: every visible field is checked
 * by its kind's rules (hidden ones never block), issues carry `form` error keys as messages and
 * the path of the input at fault, so react-hook-form shows each under its control.
 */
export function answersSchema(jobType: Pick<JobType, 'fields'>, options: SchemaOptions = {}) {
  return z
    .custom<Answers>((value) => typeof value === 'object' && value !== null)
    .superRefine((answers, context) => {
      for (const field of jobType.fields) {
        if (!isFieldVisible(field, answers)) continue;
        for (const issue of fieldIssues(field, answers[field.key] ?? defaultValue(field), options)) {
          context.addIssue({ code: 'custom', message: issue.key, path: [field.key, ...(issue.path ?? [])] });
        }
      }
      const dateTime = answers[DATE_TIME_KEY] as DateTimeValue | undefined;
      if (dateTime) {
        const [start, end] = dateTime.timeRange;
        const range = (start || end) && timeRangeError(start, end);
        if (range)
          context.addIssue({
            code: 'custom',
            message: range.key,
            path: [DATE_TIME_KEY, 'timeRange', range.at === 'start' ? 0 : 1],
          });
        if (isPastDate(dateTime.date))
          context.addIssue({ code: 'custom', message: 'errors.pastDate', path: [DATE_TIME_KEY, 'date'] });
      }
    });
}

// ---------------------------------------------------------------------------------------------------
// Answers sent
// ---------------------------------------------------------------------------------------------------

/** Whether the "other" choice of a field with an other-field is among the chosen values. */
export function isOtherTriggered(
  field: Extract<JobTypeField, { type: 'radiosWithOther' | 'checkboxesWithOther' }>,
  chosen: string | readonly string[] | undefined,
): boolean {
  const trigger = field.otherField.triggerValue;
  return Array.isArray(chosen) ? chosen.includes(trigger) : chosen === trigger;
}

/**
 * Chosen values in the order the options are listed, whatever order they were ticked in; options
 * hidden by their expression are dropped (ticked earlier, then hidden by another answer).
 */
const visibleChosen = (
  options: readonly { value: string; hideExpression?: string }[],
  chosen: readonly string[],
  model: Readonly<Record<string, unknown>>,
) =>
  options
    .filter((option) => !isHidden(option.hideExpression, model))
    .map((option) => option.value)
    .filter((value) => chosen.includes(value));

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
      return { value: numeric(duration.value), unit: duration.unit as 'hours' };
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
      if (requiredRule(chosen) || chosen === undefined) return undefined;
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
      return (value as string).trim() === '' ? undefined : numeric(value as string);
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
 * turns it into `{start, end}`), and the contact answers the payload strips.
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

/** A phone number as the API takes it (digits only). */
export const phoneForApi = (value: string) => cleanPhoneNumber(value);
