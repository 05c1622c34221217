import type { ErrorBody } from '../../../generated/api';

/** A non-2xx answer of the API, with its HTTP status and, when the server sent one, the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly operation: string;

  constructor(operation: string, status: number, body: ErrorBody | undefined) {
    super(`${operation} failed with HTTP ${status}${body ? ` (${body.error.code})` : ''}`);
    this.name = 'ApiError';
    this.operation = operation;
    this.status = status;
    this.body = body;
  }

  /** The server's error code, when the body carried one. */
  get code(): string | undefined {
    return this.body?.error.code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
