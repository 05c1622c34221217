// A stand-in API for one test file: an HTTP server on a free local port, listening before the file's
// tests and closed after them (its open connections too, so a call that never answered ends).
import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';

/** `baseUrl()` is the server's address once the file's tests run. */
export function localApi(handler: http.RequestListener): { server: http.Server; baseUrl: () => string } {
  const server = http.createServer(handler);
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { server, baseUrl: () => baseUrl };
}
