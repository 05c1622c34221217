// verify:backend's run: every operation of the contract against one server — the replayed valid
// request, then the property-based valid and invalid ones — each answer checked.
import { generateCases, type Case } from './cases';
import { checkResponse, type FailureKind } from './checks';
import type { VerifyConfig } from './config';
import { loadContract, type Contract } from './contract';
import { redacted, send, validRequest, type VerifyRequest } from './requests';

export interface Failure {
  kind: FailureKind;
  request: VerifyRequest;
  status: number | null;
  message: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  cases: number;
  passed: number;
  failures: Failure[];
  /** Why the operation was not called (config `skip`); it then counts as neither passed nor failed. */
  skipped?: string;
}

export interface VerifyReport {
  target: string;
  seed: number;
  operations: OperationResult[];
  /** Passed cases over all cases, in percent (one decimal). */
  score: number;
}

export interface VerifyOptions {
  target: string;
  config: VerifyConfig;
  seed: number;
  /** Valid and invalid property-based requests per operation (each). */
  count: number;
  /** Requests in flight at once within one operation. */
  concurrency?: number;
  /** Only these operation ids (all when empty). */
  only?: string[];
  contract?: Contract;
}

/** A small stable hash, so each operation gets its own seed from the run's seed. */
const seedOf = (seed: number, operationId: string) =>
  [...operationId].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, seed) >>> 0;

async function runCases(
  options: VerifyOptions,
  contract: Contract,
  operation: Contract['operations'][number],
  cases: Case[],
  tokenHeader: string,
): Promise<{ failures: Failure[]; failed: number }> {
  const failures: Failure[] = [];
  let failed = 0;
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const shown = redacted(next.request, tokenHeader);
      const before = failures.length;
      try {
        // One retry when no answer came at all: a kept-alive connection the server had just closed
        // is not a contract fault; a second failure is reported.
        const response = await send(options.target, next.request).catch(() =>
          send(options.target, next.request),
        );
        for (const problem of checkResponse(contract, operation, next.expectation, response))
          failures.push({
            ...problem,
            request: shown,
            status: response.status,
            message: `${next.what}: ${problem.message}`,
          });
      } catch (error) {
        failures.push({
          kind: 'network',
          request: shown,
          status: null,
          // fetch says only "fetch failed"; the cause (refused, reset, timed out) is what helps.
          message: `${next.what}: ${String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''}`,
        });
      }
      if (failures.length > before) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { failures, failed };
}

export async function verifyBackend(options: VerifyOptions): Promise<VerifyReport> {
  const contract = options.contract ?? loadContract();
  const tokenHeader = options.config.auth?.header ?? 'x-access-token';
  const results: OperationResult[] = [];
  for (const operation of contract.operations) {
    if (options.only?.length && !options.only.includes(operation.operationId)) continue;
    const base = {
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
    };
    const skip = options.config.operations[operation.operationId]?.skip;
    if (skip) {
      results.push({ ...base, cases: 0, passed: 0, failures: [], skipped: skip });
      continue;
    }
    const seed = seedOf(options.seed, operation.operationId);
    const { request, pathValues } = validRequest(contract, operation, options.config, seed);
    const cases = generateCases(contract, operation, request, pathValues, tokenHeader, {
      seed,
      count: options.count,
    });
    // The replay first and alone: a write the other cases might depend on happens once, in order.
    const replay = await runCases(options, contract, operation, cases.slice(0, 1), tokenHeader);
    const generated = await runCases(options, contract, operation, cases.slice(1), tokenHeader);
    results.push({
      ...base,
      cases: cases.length,
      passed: cases.length - replay.failed - generated.failed,
      failures: [...replay.failures, ...generated.failures],
    });
  }
  const cases = results.reduce((sum, result) => sum + result.cases, 0);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  return {
    target: options.target,
    seed: options.seed,
    operations: results,
    score: cases === 0 ? 0 : Math.floor((passed / cases) * 1000) / 10,
  };
}
