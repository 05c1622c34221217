// The API layer: the only part of src/ that may import generated/.
export { createApiClient, type ApiClient, type ClientContext } from './client';
export { ApiError, ContractViolationError, isApiError, isContractViolation } from './errors';
export type { OperationInfo } from '../../generated/operations';
export type * from '../../generated/api';
export { cacheTimes, createQueryClient } from './query';
export { ApiContext, useApi } from './react';
export { afterPageSettles } from './after-load';
export {
  DEV_SCENARIOS,
  currentDevScenario,
  devScenarioPrefer,
  setDevScenario,
  type DevScenario,
} from './dev-scenario';
