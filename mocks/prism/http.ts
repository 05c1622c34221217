// The node:http side of the mock server: reading a request, CORS, and writing JSON answers,
// including the error bodies the front writes itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Query } from '../types';

export function queryOf(searchParams: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** The request's single-valued headers. */
export const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );

export async function readBody(request: IncomingMessage): Promise<unknown> {
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

/** Any origin may call the mock, with credentials; a preflight (OPTIONS) is answered here. */
export function cors(request: IncomingMessage, response: ServerResponse): 'answered' | undefined {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Expose-Headers', '*');
  if (request.method !== 'OPTIONS') return undefined;
  response.setHeader(
    'Access-Control-Allow-Methods',
    request.headers['access-control-request-method'] ?? 'GET,HEAD,POST,PUT,DELETE,PATCH',
  );
  response.statusCode = 204;
  response.end();
  return 'answered';
}

export function sendJson(
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

/** The contract's one error body, for a failure the front answers itself. */
export const internalError = (message: string) => ({ error: { code: 'INTERNAL_ERROR', message } });

/** A request Prism refused (no route, invalid, unauthorised…) as an RFC 7807 problem, as Prism's CLI does. */
export function sendProblem(response: ServerResponse, refusal: unknown): void {
  const error = refusal as Error & {
    status?: number;
    detail?: string;
    additional?: { headers?: Record<string, string> };
  };
  for (const [name, value] of Object.entries(error.additional?.headers ?? {}))
    response.setHeader(name, value);
  const status = error.status ?? 500;
  sendJson(
    response,
    status,
    { type: error.name, title: error.message, status, detail: error.detail ?? '' },
    'application/problem+json',
  );
}
