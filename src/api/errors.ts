import type { ErrorBody } from '../../generated/api';

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

/** The call never got an answer (offline, connection refused or reset, DNS): fetch itself failed. */
export class NetworkError extends Error {
  readonly operation: string;

  constructor(operation: string, options?: { cause?: unknown }) {
    super(`${operation}: no answer (network failure)`, options);
    this.name = 'NetworkError';
    this.operation = operation;
  }
}

/** A 2xx answer whose body is not JSON (cut off, an HTML error page from a proxy, …). */
export class MalformedAnswerError extends Error {
  readonly operation: string;
  readonly status: number;

  constructor(operation: string, status: number) {
    super(`${operation}: the answer (HTTP ${status}) is not JSON`);
    this.name = 'MalformedAnswerError';
    this.operation = operation;
    this.status = status;
  }
}

/**
 * What a failure means for the person looking at the page: `notFound` (the API says it does not
 * exist), `rateLimited` (429), `network` (no answer at all: their connection, worth checking) or
 * `failed` (the server failed or answered nonsense: nothing they can do but try again later).
 */
export type FailureKind = 'notFound' | 'rateLimited' | 'network' | 'failed';

export function failureKind(error: unknown): FailureKind {
  if (isApiError(error)) {
    if (error.status === 404) return 'notFound';
    if (error.status === 429) return 'rateLimited';
    return 'failed';
  }
  if (error instanceof NetworkError) return 'network';
  return 'failed';
}

/** The operation and HTTP status of a failed call, for error reports (`status` 0: no answer). */
export function failureTags(error: unknown): Record<string, string> {
  if (isApiError(error)) return { operation: error.operation, status: String(error.status) };
  if (error instanceof NetworkError) return { operation: error.operation, status: '0' };
  if (error instanceof MalformedAnswerError)
    return { operation: error.operation, status: String(error.status) };
  if (error instanceof ContractViolationError) return { operation: error.operationId, status: 'contract' };
  return {};
}

export interface ViolationIssue {
  path: PropertyKey[];
  message: string;
}

/** A 2xx answer that does not match the contract. */
export class ContractViolationError extends Error {
  readonly operationId: string;
  readonly issues: ViolationIssue[];

  constructor(operationId: string, issues: ViolationIssue[]) {
    const first = issues[0];
    super(
      `${operationId}: the answer breaks the contract at ${first ? first.path.map(String).join('.') || '(root)' : '?'}: ${first?.message ?? ''}`,
    );
    this.name = 'ContractViolationError';
    this.operationId = operationId;
    this.issues = issues;
  }

  /** The failing paths, for error reports (no values: they may hold personal data). */
  get paths(): string[] {
    return this.issues.map((issue) => issue.path.map(String).join('.'));
  }
}
