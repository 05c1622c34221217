// What the Prism front answers itself, not Prism: CORS (a preflight included) and error bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';

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
