// Days and times as the date and time inputs hold them.
import type { FormErrorKey } from '../validators/result';

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

/** A chosen day that has already passed (dates are ISO strings, so they compare as text). */
export const isPastDate = (date: string, today = todayIso()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date < today;

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

/**
 * Which end of a valid time range falls outside the working hours `earliest`–`latest` (either may be
 * absent: no bound on that side), if any.
 */
export function outsideHours(
  start: string,
  end: string,
  earliest: string | undefined,
  latest: string | undefined,
): 'start' | 'end' | undefined {
  const [from, to] = [timeToNumber(start), timeToNumber(end)];
  const [low, high] = [
    earliest ? timeToNumber(earliest) : undefined,
    latest ? timeToNumber(latest) : undefined,
  ];
  if (from !== undefined && low !== undefined && from < low) return 'start';
  if (to !== undefined && high !== undefined && to > high) return 'end';
  return undefined;
}
