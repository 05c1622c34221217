// The one openapi-fetch client of the app. Middleware adds the headers every call carries
// (language, device, token, client), validates answers against the contract's zod schemas, and turns non-2xx
// answers into a typed ApiError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody, Language, paths } from '../../generated/api';
import { afterPageSettles } from './after-load';
import type { CheckReply, CheckRequest, CheckResult } from './contract-check';
import { ApiError, ContractViolationError, MalformedAnswerError, NetworkError } from './errors';
import type * as Schemas from './schemas';

// The zod schemas (zod itself and the contract's schemas) are in their own chunk, out of the first
// page's JavaScript: loaded on the first answer in development and tests, and in production only
// for an error answer's body (the contract checks of production run in a worker).
let schemas: Promise<typeof Schemas> | undefined;
/** Production contract checks start this long after the page's load event. */
const CHECK_DELAY_MS = 2_000;
const loadSchemas = () => (schemas ??= import('./schemas'));
// The operation ids alone (a few kB, no zod), for the mock scenario switch's Prefer header.
let operationIds: Promise<Readonly<Record<string, string>>> | undefined;
const loadOperationIds = () =>
  (operationIds ??= import('../../generated/operation-ids').then((module) => module.operationIds));

export interface ClientContext {
  language: () => Language;
  fingerprint: () => string;
  accessToken: () => string | undefined;
  /**
   * What to do when an answer breaks the contract: `throw` (development and tests: loud) or
   * `report` (production: call `onContractViolation` and let the page degrade).
   */
  contractViolations?: 'throw' | 'report';
  onContractViolation?: (violation: ContractViolationError) => void;
  /** Report mode: how long after the page's load event the checks start (default 2 s). */
  reportCheckDelayMs?: number;
  /** Development only: a Prefer header for the mock (scenario switch), by operation id. */
  preferFor?: (operationId: string) => string | undefined;
  /**
   * A failure a query swallows (answering an empty fallback) that the product still wants to hear
   * of: the app passes its error reporter; tests pass a spy.
   */
  onSwallowedError?: (error: unknown, context: { tags: Record<string, string> }) => void;
  /**
   * A call that carried the access token answered 401: the server no longer accepts `token` (it
   * expired or was revoked). The app ends the session; the call still fails with its ApiError. A 401
   * to a call without a token (a sign-in's refused credentials) is that call's own answer only.
   */
  onUnauthorized?: (token: string) => void;
}

const isCheckable = (response: Response) =>
  response.ok && response.status !== 204 && !!response.headers.get('content-type')?.includes('json');

/** A worker that has not answered a check within this time is given up for the session. */
const WORKER_ANSWER_MS = 10_000;

/**
 * Production contract checks in a worker, created on the first check. Where workers are missing,
 * or the worker fails or stops answering, the checks run in place (the pending ones too).
 */
function backgroundChecker() {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    {
      key: string;
      text: string;
      done: (result: CheckResult | undefined) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  const inPlace = async (key: string, text: string) =>
    (await import('./contract-check')).checkAnswerText(key, text);

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    for (const [id, { key, text, done, timer }] of pending) {
      clearTimeout(timer);
      pending.delete(id);
      void inPlace(key, text).then(done, () => done(undefined));
    }
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker =
        typeof Worker === 'function'
          ? new Worker(new URL('./contract-check.worker.ts', import.meta.url), { type: 'module' })
          : null;
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', ({ data }: MessageEvent<CheckReply>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(data.id);
      entry.done(data.result);
    });
    worker?.addEventListener('error', (event) => {
      // Handled here: not a page error for the global handlers (Sentry) to report.
      event.preventDefault();
      giveUp();
    });
    return worker;
  };

  return {
    check(key: string, text: string): Promise<CheckResult | undefined> {
      const target = start();
      if (!target) return inPlace(key, text);
      const id = (nextId += 1);
      return new Promise((done) => {
        pending.set(id, { key, text, done, timer: setTimeout(giveUp, WORKER_ANSWER_MS) });
        target.postMessage({ id, key, text } satisfies CheckRequest);
      });
    },
  };
}

export function createApiClient(baseUrl: string, context: ClientContext) {
  const client = createClient<paths>({ baseUrl });

  const headers: Middleware = {
    async onRequest({ request, schemaPath }) {
      // A call may name its language (query keys carry it); otherwise the app's current one.
      if (!request.headers.has('x-ui-language')) request.headers.set('x-ui-language', context.language());
      request.headers.set('x-device', context.fingerprint());
      request.headers.set('client', 'z-web');
      const token = context.accessToken();
      if (token) request.headers.set('x-access-token', token);
      if (context.preferFor && !request.headers.has('Prefer')) {
        const operationId = (await loadOperationIds())[`${request.method} ${schemaPath}`];
        const prefer = operationId && context.preferFor(operationId);
        if (prefer) request.headers.set('Prefer', prefer);
      }
      return request;
    },
  };

  const errors: Middleware = {
    // fetch rejects (with a TypeError, whose message differs by browser) only when no answer came.
    onError({ request, error, schemaPath }) {
      if (error instanceof Error && error.name === 'AbortError') return error;
      return new NetworkError(`${request.method} ${schemaPath}`, { cause: error });
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      let body: ErrorBody | undefined;
      if (response.headers.get('content-type')?.includes('json')) {
        const { zErrorBody } = await loadSchemas();
        const parsed = zErrorBody.safeParse(
          await response
            .clone()
            .json()
            .catch(() => undefined),
        );
        if (parsed.success) body = parsed.data;
      }
      const token = request.headers.get('x-access-token');
      if (response.status === 401 && token) context.onUnauthorized?.(token);
      throw new ApiError(`${request.method} ${schemaPath}`, response.status, body);
    },
  };

  /** Development and tests: the check in place, before the page gets the answer. */
  const validate = async (
    method: string,
    schemaPath: string,
    response: Response,
  ): Promise<ContractViolationError | undefined> => {
    if (!isCheckable(response)) return undefined;
    const { checkAnswer } = await import('./contract-check');
    const result = checkAnswer(`${method} ${schemaPath}`, await response.clone().json());
    return result && new ContractViolationError(result.operationId, result.issues);
  };

  // Created on first use: only production builds (report mode) wait for the page to settle.
  let settled: Promise<void> | undefined;
  const checksMayRunAfterLoad = () =>
    (settled ??= afterPageSettles(context.reportCheckDelayMs ?? CHECK_DELAY_MS).settled);

  const validation: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      // An answer that is not JSON at all is this call's failure, named as such (with its
      // operation and status) rather than a bare SyntaxError from deep inside the client.
      if (isCheckable(response)) {
        const text = await response.clone().text();
        try {
          if (text) JSON.parse(text);
        } catch {
          throw new MalformedAnswerError(`${request.method} ${schemaPath}`, response.status);
        }
      }
      if ((context.contractViolations ?? 'throw') === 'throw') {
        // Development and tests: the answer waits for its check, and a violation fails loudly.
        const violation = await validate(request.method, schemaPath, response);
        if (violation) throw violation;
        return response;
      }
      // Production: the page gets the answer at once; the check runs once the page has settled,
      // in a worker (zod and the schemas, ~30 kB, load there, and parsing never blocks the page),
      // and only reports.
      if (!isCheckable(response)) return response;
      const copy = response.clone();
      void checksMayRunAfterLoad()
        .then(async () => checker.check(`${request.method} ${schemaPath}`, await copy.text()))
        .then(
          (result) =>
            result &&
            context.onContractViolation?.(new ContractViolationError(result.operationId, result.issues)),
          () => undefined,
        );
      return response;
    },
  };
  const checker = backgroundChecker();

  // Middleware runs onResponse in reverse order: errors first, then validation of 2xx answers.
  client.use(headers, validation, errors);
  return Object.assign(client, {
    reportSwallowed: (error: unknown, report: { tags: Record<string, string> }) =>
      context.onSwallowedError?.(error, report),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
