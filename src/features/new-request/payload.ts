/**
 * The body and headers of `POST /requests`: contact and credential answers never travel in
 * `fields`, `placeDescription` only with a direct booking, and the form's `dateTime.timeRange` pair
 * becomes `{start, end}`.
 */
import type { Language, RequestFields, RequestPayload, Utm } from '../../api';

/** Removed from the answers before sending, always. */
export const STRIPPED_FIELDS = [
  'email',
  'password',
  'name',
  'phoneNumber',
  'phoneNumberShareable',
  'lineSocialLogin',
  'credential',
  'loginPhoneNumber',
  'phoneNumberVerificationToken',
] as const;

/** Removed too unless the request is a direct booking to one pro. */
const DIRECT_BOOKING_ONLY_FIELD = 'placeDescription';

/** `{…, timeRange: [start, end]}` → `{…, timeRange: {start, end}}`; anything else unchanged. */
export function shapeDateTime(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { timeRange, ...rest } = value as { timeRange?: unknown };
  if (!Array.isArray(timeRange)) return value;
  const [start, end] = timeRange as [unknown, unknown];
  return typeof start === 'string' && typeof end === 'string' ? { ...rest, timeRange: { start, end } } : rest;
}

export function shapeFields(answers: Record<string, unknown>, isDirectBooking: boolean): RequestFields {
  const stripped = new Set<string>(STRIPPED_FIELDS);
  if (!isDirectBooking) stripped.add(DIRECT_BOOKING_ONLY_FIELD);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (stripped.has(key) || value === undefined) continue;
    fields[key] = key === 'dateTime' ? shapeDateTime(value) : value;
  }
  return fields as RequestFields;
}

interface PayloadInput {
  jobTypeId: string;
  /** The job type the visitor started from, when it was aliased to another. */
  originJobTypeId?: string | undefined;
  fieldsVersion: number;
  answers: Record<string, unknown>;
  context: { prefecture: string; city?: string | undefined; address?: string | undefined };
  language: Language;
  /** The pro of a direct booking. */
  selectedProId?: string | undefined;
  clientId: string;
  clientLanguages?: { ja?: boolean; en?: boolean } | undefined;
  utm?: Utm | undefined;
  sessionContext?: Record<string, string> | undefined;
  mode: 'modal' | 'page';
}

export function buildRequestPayload(input: PayloadInput): RequestPayload {
  const isDirectBooking = Boolean(input.selectedProId);
  const context = {
    prefecture: input.context.prefecture,
    ...(input.context.city ? { city: input.context.city } : {}),
    ...(input.context.address ? { address: input.context.address } : {}),
  };
  return {
    jobTypeId: input.jobTypeId,
    ...(input.originJobTypeId && input.originJobTypeId !== input.jobTypeId
      ? { originJobTypeId: input.originJobTypeId }
      : {}),
    client: input.clientId,
    clientId: input.clientId,
    ...(input.clientLanguages ? { clientLanguages: input.clientLanguages } : {}),
    fields: shapeFields(input.answers, isDirectBooking),
    jobTypeFieldsVersion: input.fieldsVersion,
    context,
    language: input.language,
    isDirectBooking,
    ...(input.selectedProId ? { selectedProId: input.selectedProId } : {}),
    sent: true,
    status: 'open',
    ...(input.utm && Object.keys(input.utm).length ? { utm: input.utm } : {}),
    ...(input.sessionContext && Object.keys(input.sessionContext).length
      ? { sessionContext: input.sessionContext }
      : {}),
    mode: input.mode,
  };
}

const HOUR = 3_600_000;

/**
 * The request's expiry in whole hours: the gap between its created and expiration times (§3).
 * Undefined when the times tell none: one unreadable, or the expiration less than an hour after
 * the creation (or before it). A "0 hours" would say the request takes no quotes, which nothing
 * said; the spec names no default to show instead, so a reader leaves the hours out.
 */
export function requestExpiryHours(created: {
  createdTime: string;
  expirationTime: string;
}): number | undefined {
  const hours = Math.floor((Date.parse(created.expirationTime) - Date.parse(created.createdTime)) / HOUR);
  return Number.isFinite(hours) && hours >= 1 ? hours : undefined;
}
