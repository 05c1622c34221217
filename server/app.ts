// The production server (Fastify): the client build's files, the server-rendered pages, and the
// headers a public site needs. Stateless: every instance answers every request the same way, so
// it scales by running more of them behind a load balancer or CDN.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { RouterManifest } from './manifest';
import { securityHeaders, type CspSources } from './headers';

export type RenderPage = (options: {
  request: Request;
  nonce?: string | undefined;
  manifest?: RouterManifest | undefined;
  apiBaseUrl: string;
  report: (error: unknown, context?: Record<string, unknown>) => void;
  testId?: string | undefined;
  mockDelay?: string | undefined;
  shell?: boolean | undefined;
  deadlineMs?: number | undefined;
  onDeadline?: ((event: { path: string; deadlineMs: number }) => void) | undefined;
}) => Promise<Response>;

export interface ServerOptions {
  /** The client build (dist/client). */
  clientDir: string;
  renderPage: RenderPage;
  manifest: RouterManifest;
  /** The API as this server reaches it (absolute URL). */
  apiBaseUrl: string;
  /** The site's public origin (https://example.jp); else the request's (Host, X-Forwarded-Proto). */
  publicOrigin?: string | undefined;
  /** Origins the page may reach besides its own (the API, error reports), for the CSP. */
  csp?: CspSources;
  /** How long a CDN may serve a page (s-maxage) and then serve it stale while it revalidates. */
  htmlCache?: { sMaxAge: number; staleWhileRevalidate: number };
  /**
   * How long a render waits for the page's data (ms) before it sends the document alone (the page's
   * skeleton; the browser loads the data), uncached. 0: no deadline.
   */
  renderDeadlineMs?: number;
  /** JSON request logs (pino); false in tests. */
  logger?: boolean;
  /** pino's level for them (info: every request). */
  logLevel?: string;
  /**
   * Mock kit only: forward the end-to-end tests' `x-test-id` and `x-mock-delay` headers on the
   * render's API calls, and answer `x-render: client` with the document alone (the page then renders
   * in the browser).
   */
  forwardTestId?: boolean;
  /** Extra routes registered before the pages' catch-all (the mock kit's proxy in preview). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
}

const HASHED_ASSETS = /^\/assets\//;
const ONE_YEAR = 31_536_000;

/** What a request log line says: no query strings (they may carry personal data), no cookies or tokens. */
const requestSerializers = {
  req: (request: { method: string; url: string; id: string }) => ({
    method: request.method,
    path: request.url.split('?')[0],
    id: request.id,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce. */
    cspNonce: string;
  }
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { htmlCache = { sMaxAge: 60, staleWhileRevalidate: 600 } } = options;
  const app: FastifyInstance = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.logLevel ?? 'info', serializers: requestSerializers },
    // Behind a load balancer: X-Forwarded-Proto says whether the visitor came over HTTPS.
    trustProxy: true,
  });

  // Brotli and gzip, flushed as the page streams (quality 5 keeps compression fast for HTML made per request).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
      flush: zlib.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
  });

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.header('x-request-id', request.id);
    for (const [name, value] of Object.entries(
      securityHeaders({ nonce, https: request.protocol === 'https', sources: options.csp }),
    ))
      reply.header(name, value);
    request.cspNonce = nonce;
  });

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  // The client build: hashed assets cached for ever; source maps and Vite's manifest never served.
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    serveDotFiles: false,
    cacheControl: false,
    // The build wrote a .br and a .gz beside each text asset (scripts/lib/precompress.ts): sent as
    // they are to a browser that takes them, so no asset is compressed per request.
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite'),
    setHeaders: (reply, filePath) => {
      const hashed = HASHED_ASSETS.test(filePath.slice(options.clientDir.length));
      reply.header(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
      );
    },
  });

  await options.extraRoutes?.(app);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      // A file-like path that is not a file (a missing asset or a source map) is not a page.
      if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      const moved = await respellingRedirect(request, origin, options);
      if (moved) {
        return reply
          .code(moved.status)
          .header('location', moved.location)
          .header('cache-control', htmlCacheControl(moved.status, htmlCache))
          .send();
      }
      const nonce = request.cspNonce;
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const name of ['user-agent', 'accept']) {
        const value = headerValue(request, name);
        if (value) headers.set(name, value);
      }
      let response: Response;
      try {
        response = await options.renderPage({
          request: new Request(new URL(request.url, origin), { headers, signal: controller.signal }),
          nonce,
          manifest: options.manifest,
          apiBaseUrl: options.apiBaseUrl,
          report: (error, context) => request.log.warn({ err: error, ...context }, 'render report'),
          testId: options.forwardTestId ? headerValue(request, 'x-test-id') : undefined,
          mockDelay: options.forwardTestId ? headerValue(request, 'x-mock-delay') : undefined,
          // Mock kit only: a test may set its render's deadline (the e2e stack's own is long).
          deadlineMs:
            (options.forwardTestId && Number(headerValue(request, 'x-ssr-deadline'))) ||
            options.renderDeadlineMs,
          onDeadline: ({ path, deadlineMs }) =>
            request.log.warn(
              { event: 'render_deadline', path, deadlineMs },
              'render deadline passed: the document was sent without its data',
            ),
          shell: options.forwardTestId === true && headerValue(request, 'x-render') === 'client',
        });
      } catch (error) {
        request.log.error({ err: error }, 'render failed');
        return reply
          .code(500)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="ja"><meta charset="utf-8"><title>Error</title><h1>エラーが発生しました / Something went wrong</h1></html>',
          );
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => void reply.header(name, value));
      // The render may have said it must not be kept (a page sent without its data).
      if (response.headers.get('cache-control') !== 'no-store')
        reply.header('cache-control', htmlCacheControl(response.status, htmlCache));
      if (!response.body || request.method === 'HEAD') {
        await response.body?.cancel();
        return reply.send();
      }
      return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    },
  });
  return app;
}

/**
 * A path in its one spelling: no repeated slash, no trailing slash (but the root's). The router
 * would answer the others with a temporary redirect (307), which search engines keep indexing.
 */
function normalPath(path: string): string {
  const single = path.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}

/**
 * Where a page spelled otherwise (a trailing or a repeated slash) moves to: its one spelling, for
 * good (301), the query kept. When that path itself redirects (`/en` to the start page), the answer
 * goes there in one hop, and stays as temporary as that redirect is. Undefined for a path spelled
 * once.
 */
async function respellingRedirect(
  request: FastifyRequest,
  origin: string,
  options: ServerOptions,
): Promise<{ status: number; location: string } | undefined> {
  const cut = request.url.indexOf('?');
  const path = cut === -1 ? request.url : request.url.slice(0, cut);
  const query = cut === -1 ? '' : request.url.slice(cut);
  const normal = normalPath(path);
  if (normal === path) return undefined;
  const location = `${normal}${query}`;
  // Whether that path redirects is the app's to say: one render, only for an address spelled otherwise.
  let response: Response | undefined;
  try {
    response = await options.renderPage({
      request: new Request(new URL(location, origin), { headers: { accept: 'text/html' } }),
      manifest: options.manifest,
      apiBaseUrl: options.apiBaseUrl,
      report: (error, context) => request.log.warn({ err: error, ...context }, 'render report'),
      deadlineMs: options.renderDeadlineMs,
    });
  } catch {
    // The page's own address answers for itself.
  }
  await response?.body?.cancel();
  const next =
    response && response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  if (!response || !next) return { status: 301, location };
  return {
    status: response.status === 301 || response.status === 308 ? 301 : response.status,
    location: next,
  };
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Anonymous pages are the same for everyone: a CDN may keep them; errors are never kept. */
function htmlCacheControl(status: number, cache: { sMaxAge: number; staleWhileRevalidate: number }): string {
  if (status >= 500) return 'no-store';
  if (status === 301) return 'public, max-age=3600';
  if (status >= 300 && status < 400) return 'public, max-age=0, s-maxage=60';
  return `public, max-age=0, s-maxage=${cache.sMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;
}
