// The mock API server: Prism's HTTP engine (@stoplight/prism-http) behind a small node:http
// front, in one process. Prism validates every request (and every response against the
// contract) and answers from the mock spec's examples. The front adds what Prism's CLI cannot:
// it picks the named example that matches the request's identifying parameters (GET
// /job-types/gardener answers the gardener, an unknown id answers the documented 404), and it
// pages and filters list answers the way the real backend does. An explicit `Prefer` header
// (code=…, example=…, dynamic=…) always wins, as with Prism's own server.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import type { IHttpConfig, IHttpRequest } from '@stoplight/prism-http';
import type { IHttpOperation } from '@stoplight/types';
import { installLazyFaker } from './lazy-faker';

/** Operation id → example name → value; the first is the default answer. */
export type ExampleTable = Record<string, Record<string, unknown>>;

export type Query = Record<string, string | string[]>;

export interface RequestContext {
  operationId: string;
  pathParams: Record<string, string>;
  query: Query;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockBehaviour {
  /**
   * The named example (and, where the request names something unknown or is refused, the
   * documented status) to answer with. Undefined answers with the operation's default example.
   */
  select?: (
    context: RequestContext,
    exampleKeys: ReadonlySet<string>,
  ) => { example?: string; code?: number } | undefined;
  /** Pages and filters a 2xx answer. */
  refine?: (context: RequestContext, body: unknown) => unknown;
  /** Sees every request that Prism accepted (the beacon sinks listen here). */
  onAccepted?: (context: RequestContext) => void;
}

export interface MockServer {
  url: string;
  operations: IHttpOperation[];
  /** Requests seen per operation id (the contract tests' coverage report reads it). */
  hits: ReadonlyMap<string, number>;
  close: () => Promise<void>;
}

interface Route {
  operation: IHttpOperation;
  method: string;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
  exampleKeys: Set<string>;
  codes: Set<string>;
}

function compileRoute(operation: IHttpOperation): Route {
  const names: string[] = [];
  const segments = operation.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  const trailingSlash = operation.path.endsWith('/') ? '/' : '';
  const exampleKeys = new Set<string>();
  for (const response of operation.responses) {
    if (!/^2/.test(response.code)) continue;
    for (const content of response.contents ?? [])
      for (const example of content.examples ?? []) exampleKeys.add(example.key);
  }
  return {
    operation,
    method: operation.method.toLowerCase(),
    pattern: new RegExp(`^${source}${trailingSlash}$`),
    names,
    literalSegments: segments.length - names.length,
    exampleKeys,
    codes: new Set(operation.responses.map((response) => response.code)),
  };
}

/** Concrete segments win over templated ones: /job-types/popular before /job-types/{id}. */
function buildRouter(operations: IHttpOperation[]) {
  const routes = operations.map(compileRoute).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method: string, pathname: string) => {
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const pathParams = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return { route, pathParams };
    }
    return undefined;
  };
}

function queryOf(searchParams: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  if (/json/.test(request.headers['content-type'] ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Parses `Prefer: code=429, example=empty` (RFC 7240 style, as Prism reads it). */
export function parsePrefer(header: string | undefined): {
  code?: number;
  example?: string;
  dynamic?: boolean;
} {
  const preferences: { code?: number; example?: string; dynamic?: boolean } = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, ...rest] = part.split('=');
    const value = rest.join('=').trim().replace(/^"|"$/g, '');
    switch (name?.trim()) {
      case 'code':
        if (/^\d{3}$/.test(value)) preferences.code = Number(value);
        break;
      case 'example':
        if (value) preferences.example = value;
        break;
      case 'dynamic':
        // `Prefer: dynamic` alone asks for it as much as `dynamic=true` does.
        preferences.dynamic = value === '' || value === 'true';
        break;
    }
  }
  return preferences;
}

function setCors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Expose-Headers', '*');
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  response.statusCode = status;
  if (payload) response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', Buffer.byteLength(payload));
  response.end(payload);
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

export async function startPrismServer(options: {
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
}): Promise<MockServer> {
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

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    setCors(request, response);
    if (request.method === 'OPTIONS') {
      response.setHeader(
        'Access-Control-Allow-Methods',
        request.headers['access-control-request-method'] ?? 'GET,HEAD,POST,PUT,DELETE,PATCH',
      );
      response.statusCode = 204;
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://mock.local');
    const method = (request.method ?? 'GET').toLowerCase();
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    const body = await readBody(request);
    const query = queryOf(url.searchParams);
    const matched = route(method, url.pathname);
    if (matched?.route.operation.iid)
      hits.set(matched.route.operation.iid, (hits.get(matched.route.operation.iid) ?? 0) + 1);
    const prefer = parsePrefer(headers.prefer);
    const context: RequestContext | undefined = matched && {
      operationId: matched.route.operation.iid ?? '',
      pathParams: matched.pathParams,
      query,
      headers,
      body,
    };

    let exampleKey = prefer.example;
    let code = prefer.code;
    // A scenario asks every call for the same example (`example=empty`): an operation without it
    // (a single entity has nothing to empty) answers as usual instead of failing.
    if (
      matched &&
      exampleKey !== undefined &&
      code === undefined &&
      !matched.route.exampleKeys.has(exampleKey)
    )
      exampleKey = undefined;
    // Any call of a real server can fail with a 5xx, documented or not: answer it with the
    // contract's one error body instead of Prism's "status not defined" 404.
    if (matched && code !== undefined && code >= 500 && !matched.route.codes.has(String(code))) {
      sendJson(
        response,
        code,
        { error: { code: 'INTERNAL_ERROR', message: `Forced ${code} (not documented for this operation)` } },
        'application/json',
      );
      return;
    }
    // Random data (dynamic) is random for every call: the fixtures' selection does not apply.
    if (context && matched && exampleKey === undefined && code === undefined && !prefer.dynamic) {
      const selected = behaviour.select?.(context, matched.route.exampleKeys);
      if (selected?.code && matched.route.codes.has(String(selected.code))) code = selected.code;
      else if (selected?.example && matched.route.exampleKeys.has(selected.example))
        exampleKey = selected.example;
    }

    const input: IHttpRequest = {
      method: method as IHttpRequest['method'],
      url: { path: url.pathname, query },
      headers,
      body,
    };
    const result = await prism.request(input, matched ? [matched.route.operation] : operations, {
      ...config,
      mock: {
        dynamic: prefer.dynamic ?? false,
        // Prism answers with a named example even in dynamic mode unless told to ignore them.
        ...(prefer.dynamic ? { ignoreExamples: true } : {}),
        ...(exampleKey ? { exampleKey } : {}),
        ...(code ? { code } : {}),
      },
    })();

    if (result._tag === 'Left') {
      const error = result.left as Error & {
        status?: number;
        detail?: string;
        additional?: { headers?: Record<string, string> };
      };
      for (const [name, value] of Object.entries(error.additional?.headers ?? {}))
        response.setHeader(name, value);
      sendJson(
        response,
        error.status ?? 500,
        { type: error.name, title: error.message, status: error.status ?? 500, detail: error.detail ?? '' },
        'application/problem+json',
      );
      return;
    }

    const { output, validations } = result.right;
    const violations = [
      ...validations.input.map((issue) => ({ ...issue, location: ['request', ...(issue.path ?? [])] })),
      ...validations.output.map((issue) => ({ ...issue, location: ['response', ...(issue.path ?? [])] })),
    ];
    if (violations.length > 0) response.setHeader('sl-violations', JSON.stringify(violations).slice(0, 8000));
    if (validations.input.length > 0 && !options.silent) {
      const first = validations.input[0];
      console.error(
        `[mock] ${output.statusCode} ${method.toUpperCase()} ${url.pathname}: ${first?.path?.join('.') ?? ''} ${first?.message ?? ''}` +
          (validations.input.length > 1 ? ` (+${validations.input.length - 1} more)` : ''),
      );
    }
    if (validations.output.length > 0) {
      // A fixture that breaks the contract is a bug in the kit: say so loudly.
      console.error(
        `[mock] ${method.toUpperCase()} ${url.pathname}: the answer violates the contract`,
        validations.output,
      );
    }
    let answer = output.body;
    if (context && validations.input.length === 0 && output.statusCode >= 200 && output.statusCode < 300) {
      behaviour.onAccepted?.(context);
      // Paging and filtering work on the fixtures; random data is served as generated, and so is
      // an example asked for by name (`example=empty` means empty, whatever the filters).
      const asked = prefer.dynamic || (prefer.example !== undefined && exampleKey === prefer.example);
      if (behaviour.refine && !asked) answer = behaviour.refine(context, answer);
    }
    for (const [name, value] of Object.entries(output.headers ?? {})) {
      if (name.toLowerCase() !== 'content-length') response.setHeader(name, value as string);
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
      if (!response.headersSent)
        sendJson(response, 500, { error: { code: 'INTERNAL_ERROR', message: 'mock server error' } });
      else response.end();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    operations,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
