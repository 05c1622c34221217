// Checks a 2xx JSON answer against the zod schema of its operation. Runs in place in development,
// tests and browsers without workers, and inside the contract-check worker in production.
import type { ViolationIssue } from './errors';
import { operations } from './schemas';

export interface CheckResult {
  operationId: string;
  issues: ViolationIssue[];
}

/** What the client sends the worker: an answer's body as text, by `METHOD /path/{template}`. */
export interface CheckRequest {
  id: number;
  key: string;
  text: string;
}

export interface CheckReply {
  id: number;
  result: CheckResult | undefined;
}

/** The violation of `body` as the answer of `key` (`METHOD /path/{template}`), if any. */
export function checkAnswer(key: string, body: unknown): CheckResult | undefined {
  const operation = operations[key];
  if (!operation?.response) return undefined;
  const result = operation.response.safeParse(body);
  if (result.success) return undefined;
  return {
    operationId: operation.operationId,
    // Plain paths and messages: they cross to the main thread by structured clone.
    issues: result.error.issues.map(({ path, message }) => ({
      path: path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
      message,
    })),
  };
}

/** {@link checkAnswer} on an answer's text; text that is not JSON is no violation (it is not checked). */
export function checkAnswerText(key: string, text: string): CheckResult | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return checkAnswer(key, body);
}
