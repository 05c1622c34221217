// The one openapi-fetch client of the app. Middleware adds the headers every call carries
// (product spec §7), validates answers against the contract's zod schemas, and turns non-2xx
// answers into a typed ApiError.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ErrorBody, Language, paths } from '../../../generated/api';
import { ApiError, ContractViolationError } from './errors';
import type * as Schemas from './schemas';

// The zod schemas (zod itself and the contract's schemas) load on the first answer, in their own
// chunk: they stay out of the first page's JavaScript.
let schemas: Promise<typeof Schemas> | undefined;
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

  const validation: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const isJson = response.headers.get('content-type')?.includes('json');
      if (!response.ok || !isJson || response.status === 204) return response;
      const { operations } = await loadSchemas();
      const operation = operations[`${request.method} ${schemaPath}`];
      if (!operation?.response) return response;
      const result = operation.response.safeParse(await response.clone().json());
      if (result.success) return response;
      const violation = new ContractViolationError(operation.operationId, result.error.issues);
      if ((context.contractViolations ?? 'throw') === 'throw') throw violation;
      context.onContractViolation?.(violation);
      return response;
    },
  };

  // Middleware runs onResponse in reverse order: errors first, then validation of 2xx answers.
  client.use(headers, validation, errors);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
