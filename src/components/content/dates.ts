/**
 * A date-time from the API that can be read as a date, or undefined: a page leaves out what it
 * cannot show (no "published" label with nothing after it, no invalid date in structured data).
 */
export function readableDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
