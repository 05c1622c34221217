// The one openapi-fetch client of the app. Middleware adds the headers every call carries
// (product spec §7), validates answers against the contract's zod schemas, and turns non-2xx
// answers into a typed ApiError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody, Language, paths } from '../../../generated/api';
import { afterPageSettles } from './after-load';
import { ApiError, ContractViolationError } from './errors';
import type * as Schemas from './schemas';

// The zod schemas (zod itself and the contract's schemas) load on the first answer, in their own
// chunk: they stay out of the first page's JavaScript.
let schemas: Promise<typeof Schemas> | undefined;
/** Production contract checks start this long after the page's load event. */
const CHECK_DELAY_MS = 2_000;
const loadSchemas = () => (schemas ??= import('./schemas'));

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
        const { operations } = await loadSchemas();
        const operation = operations[`${request.method} ${schemaPath}`];
        const prefer = operation && context.preferFor(operation.operationId);
        if (prefer) request.headers.set('Prefer', prefer);
      }
      return request;
    },
  };

  const errors: Middleware = {
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
      throw new ApiError(`${request.method} ${schemaPath}`, response.status, body);
    },
  };

  const validate = async (
    method: string,
    schemaPath: string,
    response: Response,
  ): Promise<ContractViolationError | undefined> => {
    const isJson = response.headers.get('content-type')?.includes('json');
    if (!response.ok || !isJson || response.status === 204) return undefined;
    const { operations } = await loadSchemas();
    const operation = operations[`${method} ${schemaPath}`];
    if (!operation?.response) return undefined;
    const result = operation.response.safeParse(await response.clone().json());
    return result.success
      ? undefined
      : new ContractViolationError(operation.operationId, result.error.issues);
  };

  // Created on first use: only production builds (report mode) wait for the page to settle.
  let settled: Promise<void> | undefined;
  const checksMayRunAfterLoad = () =>
    (settled ??= afterPageSettles(context.reportCheckDelayMs ?? CHECK_DELAY_MS).settled);

  const validation: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      if ((context.contractViolations ?? 'throw') === 'throw') {
        // Development and tests: the answer waits for its check, and a violation fails loudly.
        const violation = await validate(request.method, schemaPath, response);
        if (violation) throw violation;
        return response;
      }
      // Production: the page gets the answer at once; the check runs once the page has settled
      // (the schemas, ~30 kB, load then, off the first page's critical path) and only reports.
      const copy = response.clone();
      void checksMayRunAfterLoad()
        .then(() => validate(request.method, schemaPath, copy))
        .then(
          (violation) => violation && context.onContractViolation?.(violation),
          () => undefined,
        );
      return response;
    },
  };

  // Middleware runs onResponse in reverse order: errors first, then validation of 2xx answers.
  client.use(headers, validation, errors);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
