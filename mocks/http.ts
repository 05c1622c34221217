// node:http plumbing of the two mock servers (the Prism front and the companion): reading a
// request, writing a JSON answer, listening.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Query } from './types';

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

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The body, parsed where it is JSON; undefined when there is none. */
export async function readBody(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  if (text === '') return undefined;
  if (/json/.test(request.headers['content-type'] ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body?: unknown,
  contentType = 'application/json',
): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  response.statusCode = status;
  if (payload) response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', Buffer.byteLength(payload));
  response.end(payload);
}

/** Listens on `host:port` (port 0: any free one) and gives the server's URL. */
export async function listen(server: Server, port: number, host: string): Promise<string> {
  // Idle keep-alive connections outlive every client's (Node's agents and Playwright's drop theirs
  // after about 5 s): with the server's at 5 s too, a client could send on a connection the server
  // was closing that moment (ECONNRESET, seen once in the end-to-end run on the reset between tests).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return `http://${address.address}:${address.port}`;
}
