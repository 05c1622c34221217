// `npm run serve`: the production server (built to dist/server/server.js beside the render entry).
// Environment:
//   PORT (3000), HOST (0.0.0.0)
//   API_BASE_URL      the API as this server reaches it (absolute; defaults to VITE_API_BASE_URL when
//                     that was absolute at build time)
//   PUBLIC_ORIGIN     the site's public origin for canonical links (default: the request's own)
//   HTML_S_MAXAGE (60), HTML_STALE_WHILE_REVALIDATE (600)   CDN cache of anonymous pages, seconds
//   CSP_CONNECT_SRC, CSP_SCRIPT_SRC, CSP_FRAME_SRC   extra CSP origins, space-separated
//   CSP_REPORT_URI    where browsers report CSP violations
//   SSR_DEADLINE_MS (1000)   how long a render waits for the API before it sends the page's skeleton
//                     (uncached; the browser loads the data); 0 turns the deadline off
//   SHUTDOWN_GRACE_MS (10000)   how long SIGTERM waits for requests in flight
//   LOG_LEVEL (info)  pino's level for the JSON request logs (warn: errors and warnings only)
//   NODE_ENV (production)   React and the libraries run their production builds unless this says otherwise
//   MOCK_API_URL, MOCK_COMPANION_URL   preview only: proxy /api, /socket.io, /mock-assets to the mock kit
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, type RenderPage } from './app';
import { readClientManifest } from './manifest';
import { mockKitRoutes } from './mock-proxy';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../client');
const env = process.env;
// React and its peers are not bundled into the server build: they read NODE_ENV when the render entry
// below is imported, so without this the server renders with React's development build (several
// times slower, and warnings meant for development).
env['NODE_ENV'] ??= 'production';
const list = (value: string | undefined) => value?.split(/\s+/).filter(Boolean) ?? [];

const buildApi = import.meta.env.VITE_API_BASE_URL;
const apiBaseUrl =
  env.API_BASE_URL ?? env.MOCK_API_URL ?? (buildApi && /^https?:/.test(buildApi) ? buildApi : undefined);
if (!apiBaseUrl) {
  console.error('API_BASE_URL is not set: the server renders pages with the API at that URL.');
  process.exit(1);
}
const mock = env.MOCK_API_URL && env.MOCK_COMPANION_URL;

const entry = (await import(/* @vite-ignore */ pathToFileURL(path.join(here, 'entry-server.js')).href)) as {
  renderPage: RenderPage;
};

const app = await createServer({
  clientDir,
  renderPage: entry.renderPage,
  manifest: readClientManifest(clientDir),
  apiBaseUrl,
  publicOrigin: env.PUBLIC_ORIGIN,
  htmlCache: {
    sMaxAge: Number(env.HTML_S_MAXAGE ?? 60),
    staleWhileRevalidate: Number(env.HTML_STALE_WHILE_REVALIDATE ?? 600),
  },
  csp: {
    connect: list(env.CSP_CONNECT_SRC),
    script: list(env.CSP_SCRIPT_SRC),
    frame: list(env.CSP_FRAME_SRC),
    reportUri: env.CSP_REPORT_URI,
  },
  renderDeadlineMs: Number(env.SSR_DEADLINE_MS ?? 1000),
  logLevel: env.LOG_LEVEL ?? 'info',
  forwardTestId: !!mock,
  ...(mock ? { extraRoutes: mockKitRoutes(env.MOCK_API_URL!, env.MOCK_COMPANION_URL!) } : {}),
});

// A visitor who leaves while the page still streams ends the render: TanStack Query cancels the
// render's queries still in flight, and a cancellation nobody listens to any more surfaces as an
// unhandled rejection. That is no failure, and must not stop the process serving everyone else;
// any other unhandled rejection still does (Node's default).
process.on('unhandledRejection', (reason) => {
  const cancelledQuery = reason instanceof Error && reason.message === 'CancelledError' && 'revert' in reason;
  if (cancelledQuery)
    app.log.info({ event: 'render_query_cancelled' }, 'a left render cancelled its queries');
  else throw reason;
});

await app.listen({ port: Number(env.PORT ?? 3000), host: env.HOST ?? '0.0.0.0' });

// Graceful shutdown: stop accepting, finish what is in flight, then exit (forced after the grace).
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), Number(env.SHUTDOWN_GRACE_MS ?? 10_000));
  force.unref();
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
