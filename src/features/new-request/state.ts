/**
 * The request modal's state (product spec §3 "Request modal state") and its transitions (§4
 * "Request creation"): a reducer, so every step of the flow is a plain, tested state change.
 */
import type { CreatedRequest } from '../../api';
import type { CreateFailure } from './api/requests';
import { NOT_DUPLICATE } from './api/requests';

export interface RequestContext {
  prefecture: string;
  city?: string | undefined;
  address?: string | undefined;
}

export interface RequestModalState {
  context: RequestContext;
  jobTypeId: string;
  /** The job type the visitor started from when it was aliased (e.g. carpenter → home-reform-general). */
  originJobTypeId: string | undefined;
  proCount: number | undefined;
  /** Milliseconds since the modal opened, by milestone (opened → interactive → submitted → created). */
  perfTimings: Record<string, number>;
  loading: boolean;
  createdRequest: CreatedRequest | undefined;
  /** An open request of the same job type, {@link NOT_DUPLICATE}, or undefined before the check. */
  duplicateRequestId: string | undefined;
  createRequestError: CreateFailure | undefined;
  /** The rate-limited notice (§8: HTTP 429 sets the flag). */
  showingRateLimited: boolean;
}

export type RequestModalAction =
  | { type: 'timing'; name: string; at: number }
  | { type: 'submit' }
  | { type: 'duplicateChecked'; duplicateRequestId: string }
  | { type: 'resetDuplicate' }
  | { type: 'created'; request: CreatedRequest }
  | { type: 'failed'; failure: CreateFailure }
  | { type: 'clearError' };

export function initialModalState(input: {
  jobTypeId: string;
  originJobTypeId?: string | undefined;
  context: RequestContext;
  proCount?: number | undefined;
}): RequestModalState {
  return {
    context: input.context,
    jobTypeId: input.jobTypeId,
    originJobTypeId: input.originJobTypeId,
    proCount: input.proCount,
    perfTimings: {},
    loading: false,
    createdRequest: undefined,
    duplicateRequestId: undefined,
    createRequestError: undefined,
    showingRateLimited: false,
  };
}

export function requestModalReducer(state: RequestModalState, action: RequestModalAction): RequestModalState {
  switch (action.type) {
    case 'timing':
      return { ...state, perfTimings: { ...state.perfTimings, [action.name]: action.at } };
    case 'submit':
      return { ...state, loading: true, createRequestError: undefined, showingRateLimited: false };
    case 'duplicateChecked':
      // A duplicate stops the submission until the user decides; none lets it go on.
      return {
        ...state,
        duplicateRequestId: action.duplicateRequestId,
        loading: action.duplicateRequestId === NOT_DUPLICATE,
      };
    case 'resetDuplicate':
      return { ...state, duplicateRequestId: undefined };
    case 'created':
      return { ...state, loading: false, createdRequest: action.request, createRequestError: undefined };
    case 'failed':
      return {
        ...state,
        loading: false,
        createRequestError: action.failure,
        showingRateLimited: action.failure.kind === 'rateLimited',
      };
    case 'clearError':
      return { ...state, createRequestError: undefined, showingRateLimited: false };
  }
}
