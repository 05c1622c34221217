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
