// The API layer: the only part of src/ that may import generated/.
export { createApiClient, type ApiClient, type ClientContext } from './client';
export { ApiError, isApiError } from './errors';
export type * from '../../../generated/api';
