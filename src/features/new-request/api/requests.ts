// The calls of the new-request flow (product spec §4 "Request creation", §7 requests, auth/register,
// users HEAD) and how their failures read (§8).
import {
  isApiError,
  type ApiClient,
  type AuthToken,
  type CreatedRequest,
  type RequestPayload,
  type User,
} from '../../../api';
import { requestHeaders, type RequestHeaderInput } from '../payload';

/** The duplicate check's answer when the user has no open request of the job type (§3). */
export const NOT_DUPLICATE = 'not-duplicate-request';

/** `HEAD /users?email=`: 404 means the address is free (false); other failures surface (§8). */
export async function isEmailRegistered(api: ApiClient, email: string): Promise<boolean> {
  try {
    await api.HEAD('/users', { params: { query: { email } } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

export type Registration =
  | { mode: 'client'; email: string }
  | {
      mode: 'phoneNumberRegistration';
      loginPhoneNumber: string;
      password: string;
      phoneNumberVerificationToken: string;
    };

/** `POST /auth/register`; a failure throws with the server's answer (§8). */
export async function register(api: ApiClient, registration: Registration): Promise<AuthToken> {
  const { data } = await api.POST('/auth/register', { body: registration });
  if (!data) throw new Error('registration answered without a token');
  return data;
}

/** Stores the name typed on the contact step: kanji names from Japanese pages, romanised from English. */
export async function saveName(
  api: ApiClient,
  userId: string,
  name: { last: string; first: string; language: 'ja' | 'en' },
  phoneNumber?: string,
): Promise<User> {
  const { language, ...parts } = name;
  const { data } = await api.POST('/users/{id}/basic-info', {
    params: { path: { id: userId } },
    body: {
      profile: {
        ...(language === 'en' ? { fullNameEnglish: parts } : { fullNameKanji: parts }),
        isCompany: false,
      },
      ...(phoneNumber ? { phoneNumber } : {}),
    },
  });
  if (!data) throw new Error('saveBasicInfo answered without the user');
  return data;
}

/** The user's open request of this job type, or {@link NOT_DUPLICATE}. */
export async function checkDuplicateRequest(
  api: ApiClient,
  userId: string,
  jobTypeId: string,
): Promise<string> {
  const { data } = await api.GET('/users/{id}/has-duplicate-request/{jobTypeId}', {
    params: { path: { id: userId, jobTypeId } },
  });
  return data?.duplicateRequestId ?? NOT_DUPLICATE;
}

export async function createRequest(
  api: ApiClient,
  payload: RequestPayload,
  headers: RequestHeaderInput,
): Promise<CreatedRequest> {
  const { data } = await api.POST('/requests', {
    body: payload,
    params: { header: requestHeaders(headers) },
  });
  if (!data) throw new Error('createRequest answered without the created request');
  return data;
}

/** How a failed creation reads for the user (§8 "Request creation"). */
export type CreateFailure =
  { kind: 'rateLimited' } | { kind: 'code'; code: string } | { kind: 'network' } | { kind: 'unknown' };

/**
 * 429 → the rate-limit notice; a refusal with a string error code → that code, stored and shown;
 * a network failure → a retry message; anything else → reported. A 5xx answer is "anything else"
 * even though the contract's error body always has a code: the server failed, the user did
 * nothing to fix, and the team must hear of it.
 */
export function classifyCreateFailure(error: unknown): CreateFailure {
  if (isApiError(error)) {
    if (error.status === 429) return { kind: 'rateLimited' };
    if (error.status < 500 && typeof error.code === 'string' && error.code)
      return { kind: 'code', code: error.code };
    return { kind: 'unknown' };
  }
  // fetch rejects with a TypeError when the network fails (offline, DNS, connection refused).
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown' };
}
