// The one openapi-fetch client of the app. Middleware adds the headers every call carries (language,
// device, token, client), validates answers against the contract's zod schemas, and turns non-2xx
// answers into a typed ApiError; a GET has a time limit, and an answer without a body is its failure.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody, Language, paths } from '../../generated/api';
import { afterPageSettles } from './after-load';
import type { BackgroundChecker } from './background-check';
import {
  ApiError,
  CallTimeoutError,
  ContractViolationError,
  MalformedAnswerError,
  NetworkError,
} from './errors';
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
  /** How long a GET may take to answer, headers and body, before it fails (default 20 s). */
  answerLimitMs?: number;
  /** Development only: a Prefer header for the mock (scenario switch), by operation id (or its promise). */
  preferFor?: (operationId: string) => string | undefined | Promise<string | undefined>;
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

/**
 * How long a GET may take to answer (a query has no limit of its own: a call never answered would
 * leave its page loading for good). Calls that change something have none: an upload on a slow
 * phone may take longer, and giving up on a send that may still arrive would invite a second one.
 */
export const ANSWER_LIMIT_MS = 20_000;

/** The time limit ran out (the abort reason of the limit's own signal). */
class AnswerLimitReached extends Error {}

/** Aborted when either signal is. AbortSignal.any where the browser has it (Safari 17.4+). */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const either = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) either.abort(signal.reason);
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true });
  }
  return either.signal;
}

/** Null-body statuses: a Response made with one may not carry a body, not even an empty one. */
const NULL_BODY = new Set([204, 205, 304]);

/**
 * fetch, with a GET's whole answer (headers that come and a body that never does are no answer
 * either) limited to `limitMs`, failing with AnswerLimitReached. The caller's signal aborts as before.
 */
function fetchWithin(limitMs: number) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return fetch(request);
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(new AnswerLimitReached()), limitMs);
    try {
      const signal = eitherSignal(request.signal, limit.signal);
      const response = await fetch(new Request(request, { signal }));
      return new Response(NULL_BODY.has(response.status) ? null : await response.arrayBuffer(), response);
    } catch (error) {
      // Which signal ended the call decides what it is: the caller's abort stays an abort.
      if (limit.signal.aborted && !request.signal.aborted) throw limit.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createApiClient(baseUrl: string, context: ClientContext) {
  const answerLimitMs = context.answerLimitMs ?? ANSWER_LIMIT_MS;
  const client = createClient<paths>({ baseUrl, fetch: fetchWithin(answerLimitMs) });

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
        const prefer = operationId && (await context.preferFor(operationId));
        if (prefer) request.headers.set('Prefer', prefer);
      }
      return request;
    },
  };

  const errors: Middleware = {
    // fetch rejects (with a TypeError, whose message differs by browser) only when no answer came.
    onError({ request, error, schemaPath }) {
      if (error instanceof AnswerLimitReached)
        return new CallTimeoutError(`${request.method} ${schemaPath}`, answerLimitMs, { cause: error });
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
      const operation = `${request.method} ${schemaPath}`;
      if (request.method === 'GET') {
        // Every GET of the contract answers a JSON object or list. An answer without one (204, an
        // empty body, `null`) is this call's failure, in every mode: let through, it would reach
        // the page as an empty answer and read as "none yet" (or, for a profile, "not found").
        const text = NULL_BODY.has(response.status) ? '' : await response.clone().text();
        let body: unknown;
        try {
          body = text.trim() === '' ? null : JSON.parse(text);
        } catch {
          throw new MalformedAnswerError(operation, response.status);
        }
        if (body === null) throw new MalformedAnswerError(operation, response.status, 'no body');
      } else if (isCheckable(response)) {
        // An answer that is not JSON at all is this call's failure, named as such (with its
        // operation and status) rather than a bare SyntaxError from deep inside the client.
        const text = await response.clone().text();
        try {
          if (text) JSON.parse(text);
        } catch {
          throw new MalformedAnswerError(operation, response.status);
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
        .then(async () => (await checker()).check(`${request.method} ${schemaPath}`, await copy.text()))
        .then(
          (result) =>
            result &&
            context.onContractViolation?.(new ContractViolationError(result.operationId, result.issues)),
          () => undefined,
        );
      return response;
    },
  };
  // The checker (its worker and the fallback in place) loads with the first check, after the page
  // has settled: nothing of it is needed before.
  let background: Promise<BackgroundChecker> | undefined;
  const checker = () =>
    (background ??= import('./background-check').then((module) => module.backgroundChecker()));

  // Middleware runs onResponse in reverse order: errors first, then validation of 2xx answers.
  client.use(headers, validation, errors);
  return Object.assign(client, {
    reportSwallowed: (error: unknown, report: { tags: Record<string, string> }) =>
      context.onSwallowedError?.(error, report),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
