// Service requests (openapi/paths/requests.yaml): the duplicate check, creation, and how a failed
// creation reads for the user.
import type { CreatedRequest, RequestPayload } from '../../generated/api';
import type { ApiClient } from './client';
import { NetworkError, isApiError } from './errors';

/** The duplicate check's answer when the user has no open request of the job type. */
export const NOT_DUPLICATE = 'not-duplicate-request';

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

export interface RequestHeaderInput {
  socialContext?: string | undefined;
  clientSource?: string | undefined;
  recaptchaResponse?: string | undefined;
  recaptchaV3Token?: string | undefined;
}

/** The optional headers of `POST /requests` (the access token and `client` come from the API client). */
export function requestHeaders(input: RequestHeaderInput) {
  return {
    ...(input.socialContext ? { 'social-context': input.socialContext } : {}),
    ...(input.clientSource ? { 'client-source': input.clientSource } : {}),
    ...(input.recaptchaResponse ? { 'recaptcha-response': input.recaptchaResponse } : {}),
    ...(input.recaptchaV3Token ? { 'recaptcha-v3-token': input.recaptchaV3Token } : {}),
  };
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

/** How a failed creation reads for the user. */
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
  // The client turns fetch's rejection (offline, DNS, connection refused) into a NetworkError. Any
  // other error, a TypeError included, is a fault in the sending code: reported, never "check your
  // connection".
  if (error instanceof NetworkError) return { kind: 'network' };
  return { kind: 'unknown' };
}
