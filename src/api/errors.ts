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

/**
 * A call that got no answer within the client's time limit (a server or a connection that hangs):
 * a kind of "no answer", so what handles a NetworkError handles it too.
 */
export class CallTimeoutError extends NetworkError {
  readonly limitMs: number;

  constructor(operation: string, limitMs: number, options?: { cause?: unknown }) {
    super(operation, options);
    this.message = `${operation}: no answer within ${limitMs} ms`;
    this.name = 'CallTimeoutError';
    this.limitMs = limitMs;
  }
}

/**
 * A 2xx answer without the body the call needs: not JSON (cut off, an HTML error page from a proxy,
 * …), or none at all (a GET answered 204, an empty body or `null`).
 */
export class MalformedAnswerError extends Error {
  readonly operation: string;
  readonly status: number;

  constructor(operation: string, status: number, problem: 'not JSON' | 'no body' = 'not JSON') {
    super(
      `${operation}: the answer (HTTP ${status}) ${problem === 'no body' ? 'has no body' : 'is not JSON'}`,
    );
    this.name = 'MalformedAnswerError';
    this.operation = operation;
    this.status = status;
  }
}

/**
 * What a failure means for the person looking at the page: `notFound` (the API says it does not
 * exist), `rateLimited` (429), `network` (no answer at all: their connection, worth checking),
 * `timeout` (no answer in time: a slow connection or a server that hangs; worth trying again) or
 * `failed` (the server failed or answered nonsense: nothing they can do but try again later).
 */
export type FailureKind = 'notFound' | 'rateLimited' | 'network' | 'timeout' | 'failed';

export function failureKind(error: unknown): FailureKind {
  if (isApiError(error)) {
    if (error.status === 404) return 'notFound';
    if (error.status === 429) return 'rateLimited';
    return 'failed';
  }
  if (error instanceof CallTimeoutError) return 'timeout';
  if (error instanceof NetworkError) return 'network';
  return 'failed';
}

/** The operation and HTTP status of a failed call, for error reports (`status` 0: no answer). */
export function failureTags(error: unknown): Record<string, string> {
  if (isApiError(error)) return { operation: error.operation, status: String(error.status) };
  if (error instanceof CallTimeoutError) return { operation: error.operation, status: 'timeout' };
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

/**
 * Whether `error` is a call's own failure (an error answer, no answer, an answer without the body it
 * needs or one that breaks the contract), which a query keeps as its error and a retry asks again.
 * Anything else thrown where a page part renders is the part's: it broke on an answer the cache
 * holds as a success, which a retry must drop to ask again.
 */
export const isCallFailure = (error: unknown): boolean =>
  error instanceof ApiError ||
  error instanceof NetworkError ||
  error instanceof MalformedAnswerError ||
  error instanceof ContractViolationError;
