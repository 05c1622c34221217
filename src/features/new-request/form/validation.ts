// The answers' zod schema, built at runtime from the job type's field definitions: every visible
// field is checked by its kind's rules (hidden ones never block), each issue carrying a `form` error
// key as its message and the path of the input at fault, so the form shows it under that control.
import type { JobType, JobTypeField } from '../../../api';
import { z } from '../../../api/zod';
import type { EmailHosts } from '../../../utils/email';
import { email as emailRule } from '../validators/email';
import { max as maxRule, min as minRule, readNumber } from '../validators/numbers';
import { maxLength, minLength, pattern, required as requiredRule } from '../validators/text';
import { zipCode } from '../../../utils/zip-code';
import { DATE_TIME_KEY, defaultValue } from './defaults';
import { isPastDate, outsideHours, timeRangeError } from './time';
import type {
  AddressValue,
  Answers,
  DateTimeValue,
  DurationValue,
  TimeslotValue,
  WithOtherValue,
} from './values';
import { isFieldVisible, isOtherTriggered } from './visibility';

interface SchemaOptions {
  /** Where the form runs, for the email rule's plus-sign part. */
  hosts?: EmailHosts;
}

type Path = (string | number)[];
/** A problem of a field: the error key, and the path of the part at fault inside the field. */
type Issue = { key: string; path?: Path };

const at = (key: string, path?: Path): Issue => ({ key, ...(path ? { path } : {}) });

/** A job type's pattern as a RegExp; one that does not compile checks nothing (and never throws). */
function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The problems of one visible field's value (empty list: valid). */
function fieldIssues(field: JobTypeField, value: unknown, options: SchemaOptions = {}): Issue[] {
  const rules = field.validation ?? {};
  const issues: Issue[] = [];
  const need = (filled: unknown, path?: Path) => {
    if (rules.required && requiredRule(filled)) issues.push(at('errors.required', path));
  };
  const text = (input: unknown, path?: Path) => {
    const string = typeof input === 'string' ? input : '';
    const regex = rules.pattern ? compilePattern(rules.pattern) : undefined;
    const error =
      (rules.minLength !== undefined ? minLength(string, rules.minLength) : undefined) ??
      (rules.maxLength !== undefined ? maxLength(string, rules.maxLength) : undefined) ??
      (regex ? pattern(string, regex, rules.patternError || undefined) : undefined);
    if (error) issues.push(at(error, path));
  };
  const bounded = (input: string, low: number | undefined, high: number | undefined, path?: Path) => {
    if (input.trim() === '') return;
    const number = readNumber(input);
    if (Number.isNaN(number)) return issues.push(at('errors.pattern', path));
    const error =
      (low !== undefined ? minRule(number, low) : undefined) ??
      (high !== undefined ? maxRule(number, high) : undefined);
    if (error) issues.push(at(error, path));
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
      need(
        slots.filter((slot) => slot.date || slot.from || slot.to),
        [0, 'date'],
      );
      slots.forEach((slot, index) => {
        if (!slot.date && !slot.from && !slot.to) return;
        if (!slot.date) issues.push(at('errors.required', [index, 'date']));
        else if (isPastDate(slot.date)) issues.push(at('errors.pastDate', [index, 'date']));
        const range = timeRangeError(slot.from, slot.to);
        if (range) issues.push(at(range.key, [index, range.at === 'start' ? 'from' : 'to']));
        // The job type's working hours, when it names them: a slot starts and ends inside them.
        else {
          const hours = outsideHours(slot.from, slot.to, field.earliest, field.latest);
          if (hours) issues.push(at('errors.outsideHours', [index, hours === 'start' ? 'from' : 'to']));
        }
      });
      break;
    }
    case 'counters':
    case 'services': {
      const counts = value as Record<string, number>;
      if (rules.required && Object.values(counts).every((count) => !count))
        issues.push(at('errors.required'));
      for (const option of field.options) {
        const count = counts[option.key] ?? 0;
        const error = minRule(count, option.min) ?? maxRule(count, option.max);
        if (error) issues.push(at(error, [option.key]));
      }
      break;
    }
    case 'radiosWithOther':
    case 'checkboxesWithOther': {
      const { value: chosen, other } = value as WithOtherValue<string | string[]>;
      need(chosen, ['value']);
      if (!isOtherTriggered(field, chosen)) break;
      if (requiredRule(other)) issues.push(at('errors.required', ['other']));
      text(other, ['other']);
      break;
    }
    case 'address': {
      const { zipCode: zip, address } = value as AddressValue;
      need(address, ['address']);
      const zipError = zipCode(zip);
      if (zipError) issues.push(at(zipError, ['zipCode']));
      break;
    }
    case 'email': {
      need(value);
      const error = emailRule(value as string, options.hosts);
      if (error) issues.push(at(error));
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

/** The problems of the preferred date and time: a range out of order, a day gone by. */
function dateTimeIssues(dateTime: DateTimeValue): Issue[] {
  const issues: Issue[] = [];
  const [start, end] = dateTime.timeRange;
  const range = (start || end) && timeRangeError(start, end);
  if (range) issues.push(at(range.key, ['timeRange', range.at === 'start' ? 0 : 1]));
  if (isPastDate(dateTime.date)) issues.push(at('errors.pastDate', ['date']));
  return issues;
}

/** The zod schema of the answers of `jobType`. */
export function answersSchema(jobType: Pick<JobType, 'fields'>, options: SchemaOptions = {}) {
  return z
    .custom<Answers>((value) => typeof value === 'object' && value !== null)
    .superRefine((answers, context) => {
      const report = (key: string, issues: Issue[]) => {
        for (const issue of issues)
          context.addIssue({ code: 'custom', message: issue.key, path: [key, ...(issue.path ?? [])] });
      };
      for (const field of jobType.fields) {
        if (isFieldVisible(field, answers))
          report(field.key, fieldIssues(field, answers[field.key] ?? defaultValue(field), options));
      }
      const dateTime = answers[DATE_TIME_KEY] as DateTimeValue | undefined;
      if (dateTime) report(DATE_TIME_KEY, dateTimeIssues(dateTime));
    });
}
