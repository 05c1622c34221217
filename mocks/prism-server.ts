// The mock API server: Prism's HTTP engine (@stoplight/prism-http) behind a small node:http
// front, in one process. Prism validates every request (and every response against the
// contract) and answers from the mock spec's examples. The front adds what Prism's CLI cannot:
// it picks the named example that matches the request's identifying parameters (GET
// /job-types/gardener answers the gardener, an unknown id answers the documented 404), and it
// pages and filters list answers the way the real backend does (mocks/behaviour.ts). Which
// answer a request gets, `Prefer` header included: prism/scenario.ts.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createLogger } from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import type { IHttpConfig, IHttpRequest } from '@stoplight/prism-http';
import type { IHttpOperation } from '@stoplight/types';
import { installLazyFaker } from './lazy-faker';
import { headersOf, listen, queryOf, readBody, sendJson } from './http';
import { cors, internalError, sendProblem } from './prism/front';
import { buildRouter } from './prism/routes';
import { requestLogger } from './prism/request-log';
import { scenarioOf } from './prism/scenario';
import type { ExampleTable, MockBehaviour, RequestContext } from './types';

export interface MockServer {
  url: string;
  operations: IHttpOperation[];
  /** Requests seen per operation id (the contract tests' coverage report reads it). */
  hits: ReadonlyMap<string, number>;
  close: () => Promise<void>;
}

/**
 * Puts the fixtures in as the named examples of each operation's JSON success response, as the
 * mock spec (mocks/mock-spec.ts) has them. Done on Prism's operation model rather than by
 * parsing a 10 MB spec: the same examples, a second less start-up.
 */
function attachExamples(operations: IHttpOperation[], examples: ExampleTable): void {
  const known = new Set<string>();
  for (const operation of operations) {
    const table = operation.iid ? examples[operation.iid] : undefined;
    if (!table) continue;
    const response = operation.responses.find(
      (candidate) => /^2/.test(candidate.code) && candidate.contents?.length,
    );
    const media = response?.contents?.find((content) => content.mediaType === 'application/json');
    if (!media) throw new Error(`${operation.iid} has fixtures but no JSON success response`);
    media.examples = Object.entries(table).map(([key, value]) => ({
      id: `${operation.iid}-${key}`,
      key,
      value,
    }));
    known.add(operation.iid ?? '');
  }
  const unknown = Object.keys(examples).filter((operationId) => !known.has(operationId));
  if (unknown.length > 0)
    throw new Error(`fixtures for operations the contract does not have: ${unknown.join(', ')}`);
}

export interface LoadedPrism {
  operations: IHttpOperation[];
  createInstance: typeof PrismHttp.createInstance;
}

/** Loads Prism's engine and its operation model of the contract (the slow part of a start). */
export async function loadPrism(spec: object): Promise<LoadedPrism> {
  installLazyFaker();
  const { createInstance, getHttpOperationsFromSpec } = await import('@stoplight/prism-http');
  return { operations: await getHttpOperationsFromSpec(spec), createInstance };
}

interface Options {
  /** Prism with the contract loaded; its own examples answer where `examples` has none. */
  prism: LoadedPrism;
  examples?: ExampleTable;
  host?: string;
  port?: number;
  behaviour?: MockBehaviour;
  /** Log every request through Prism's logger (off by default: quiet logging). */
  verbose?: boolean;
  /** Print nothing, not even refused requests (benchmarks). */
  silent?: boolean;
  /** Append each answered operation request to this file (prism/request-log.ts). */
  requestLog?: string;
}

/** Says what was wrong with a refused request, and loudly when an answer breaks the contract. */
function logViolations(
  label: string,
  status: number,
  validations: { input: { path?: unknown[]; message?: string }[]; output: unknown[] },
  silent: boolean | undefined,
): void {
  const { input, output } = validations;
  if (input.length > 0 && !silent) {
    const first = input[0];
    console.error(
      `[mock] ${status} ${label}: ${first?.path?.join('.') ?? ''} ${first?.message ?? ''}` +
        (input.length > 1 ? ` (+${input.length - 1} more)` : ''),
    );
  }
  // A fixture that breaks the contract is a bug in the kit.
  if (output.length > 0) console.error(`[mock] ${label}: the answer violates the contract`, output);
}

/** Most a request may ask the mock to wait before answering (ms). */
const MAX_MOCK_DELAY_MS = 30_000;

/** Waits `x-mock-delay` ms (capped), or until the caller gave up. */
async function mockDelay(header: string | undefined, response: ServerResponse): Promise<void> {
  const ms = Math.min(Number(header ?? 0) || 0, MAX_MOCK_DELAY_MS);
  if (ms <= 0) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      response.off('close', done);
      resolve();
    }
    response.on('close', done);
  });
}

export async function startPrismServer(options: Options): Promise<MockServer> {
  const { operations, createInstance } = options.prism;
  if (options.examples) attachExamples(operations, options.examples);
  // Prism's own log is silent: the front prints one line per refused request instead.
  const logger = createLogger('MOCK', { level: options.verbose ? 'info' : 'silent' });
  const config: IHttpConfig = {
    checkSecurity: true,
    validateRequest: true,
    validateResponse: true,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
    mock: { dynamic: false },
  };
  const prism = createInstance(config, { logger });
  const route = buildRouter(operations);
  const hits = new Map<string, number>();
  const behaviour = options.behaviour ?? {};
  const logRequest = requestLogger(options.requestLog);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (cors(request, response) === 'answered') return;
    const url = new URL(request.url ?? '/', 'http://mock.local');
    const method = (request.method ?? 'GET').toLowerCase();
    // Not an operation of the contract: tests and developers start a journey from the fixtures.
    if (method === 'post' && url.pathname === '/__mock/reset') {
      const testId = request.headers['x-test-id'];
      behaviour.reset?.(typeof testId === 'string' && testId !== '' ? testId : undefined);
      response.statusCode = 204;
      response.end();
      return;
    }
    const headers = headersOf(request);
    const body = await readBody(request);
    // A slow API, for the tests of what a page shows while it waits (`x-mock-delay: <ms>`).
    await mockDelay(headers['x-mock-delay'], response);
    if (response.destroyed) return;
    const query = queryOf(url.searchParams);
    const matched = route(method, url.pathname);
    const operationId = matched?.route.operation.iid;
    if (operationId) {
      hits.set(operationId, (hits.get(operationId) ?? 0) + 1);
      logRequest?.(request, response, operationId);
    }
    const context: RequestContext | undefined = matched && {
      operationId: operationId ?? '',
      pathParams: matched.pathParams,
      query,
      headers,
      body,
    };

    const scenario = scenarioOf(headers.prefer, matched?.route, context, behaviour);
    if ('undocumented' in scenario) {
      const code = scenario.undocumented;
      sendJson(response, code, internalError(`Forced ${code} (not documented for this operation)`));
      return;
    }
    const input: IHttpRequest = {
      method: method as IHttpRequest['method'],
      url: { path: url.pathname, query },
      headers,
      body,
    };
    const candidates = matched ? [matched.route.operation] : operations;
    const result = await prism.request(input, candidates, { ...config, mock: scenario.mock })();
    if (result._tag === 'Left') return sendProblem(response, result.left);

    const { output, validations } = result.right;
    const violations = [
      ...validations.input.map((issue) => ({ ...issue, location: ['request', ...(issue.path ?? [])] })),
      ...validations.output.map((issue) => ({ ...issue, location: ['response', ...(issue.path ?? [])] })),
    ];
    if (violations.length > 0) response.setHeader('sl-violations', JSON.stringify(violations).slice(0, 8000));
    logViolations(`${method.toUpperCase()} ${url.pathname}`, output.statusCode, validations, options.silent);
    let answer = output.body;
    if (context && validations.input.length === 0 && output.statusCode >= 200 && output.statusCode < 300) {
      behaviour.onAccepted?.(context);
      if (behaviour.refine && !scenario.asIs) answer = behaviour.refine(context, answer);
    }
    for (const [name, value] of Object.entries(output.headers ?? {})) {
      if (name.toLowerCase() !== 'content-length') response.setHeader(name, value);
    }
    if (method === 'head' || answer === undefined) {
      response.statusCode = output.statusCode;
      response.end();
      return;
    }
    sendJson(
      response,
      output.statusCode,
      answer,
      String(response.getHeader('content-type') ?? 'application/json'),
    );
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!response.headersSent) sendJson(response, 500, internalError('mock server error'));
      else response.end();
    });
  });
  return {
    url: await listen(server, options.port ?? 4010, options.host ?? '127.0.0.1'),
    operations,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
