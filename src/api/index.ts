// The API layer: the only part of src/ that may import generated/, and the only door into src/api.
// The client door (client, errors, query client, React context) and one module per contract tag —
// each mirrors openapi/paths/<module>.yaml, mocks/operations/<module>.ts and
// tests/contract/<module>.test.ts (a tag split over more files: <module>-<part>.ts, each saying
// which of the tag's paths it holds). The door is free of side effects: a module none of the
// first page's code uses stays out of its JavaScript.
export { createApiClient, type ApiClient, type ClientContext } from './client';
export { deferredApiClient } from './deferred-client';
export {
  ApiError,
  CallTimeoutError,
  ContractViolationError,
  MalformedAnswerError,
  NetworkError,
  failureKind,
  failureTags,
  isApiError,
  isCallFailure,
  type FailureKind,
} from './errors';
export type { OperationInfo } from '../../generated/operations';
export type * from '../../generated/api';
export { cacheTimes, createQueryClient } from './query';
export { ApiContext, useApi } from './react';
export { afterPageSettles } from './after-load';
export { DEV_SCENARIOS, currentDevScenario, setDevScenario, type DevScenario } from './dev-scenario';
export { devScenarioPrefer } from './dev-scenario-prefer';
export type { JobTypePlace } from './http';

export * from './account';
export * from './auth';
export * from './blog';
export * from './case-studies';
export * from './catalog';
export * from './catalog-job-types';
export * from './catalog-lists';
export * from './catalog-trees';
export * from './flags';
export * from './locations';
export * from './marketing-requests';
export * from './notifications';
export * from './pricing';
export * from './pro-listings';
export * from './pros';
export * from './requests';
export * from './reviews';
export * from './telemetry';
export * from './users';
