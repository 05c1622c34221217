// Development (`npm start`): Vite in middleware mode on a plain Node server. Vite answers its own
// requests (modules, HMR over the same port, the /api and /socket.io proxy to the mock kit); every
// other GET is rendered by the server entry, loaded through Vite so edits apply without a restart.
// Port: APP_PORT (5173); the API the render calls: the mock kit (MOCK_API_PORT, 4010).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createServer as createViteServer } from 'vite';
import type { RenderPage } from './app';
import { devManifest } from './manifest';

const port = Number(process.env.APP_PORT ?? 5173);
const apiBaseUrl = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? '4010'}`;
// As the production server: past it, a render sends the page's skeleton and the browser loads the data.
// In development the first render of a page also compiles its modules on demand, so the default is
// longer (10 s): a developer opening a page sees it rendered, not its skeleton; set SSR_DEADLINE_MS to
// try the production value (1000).
const renderDeadlineMs = Number(process.env.SSR_DEADLINE_MS ?? 10_000);

const httpServer = createHttpServer();
const vite = await createViteServer({
  appType: 'custom',
  server: { middlewareMode: { server: httpServer }, hmr: { server: httpServer } },
});

async function render(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  try {
    const head = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
    const { renderPage } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as {
      renderPage: RenderPage;
    };
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const headers = new Headers();
    const userAgent = request.headers['user-agent'];
    if (userAgent) headers.set('user-agent', userAgent);
    const testId = request.headers['x-test-id'];
    const mockDelay = request.headers['x-mock-delay'];
    const page = await renderPage({
      request: new Request(new URL(url, `http://${request.headers.host ?? `127.0.0.1:${port}`}`), {
        headers,
        signal: controller.signal,
      }),
      manifest: devManifest(head),
      apiBaseUrl,
      report: (error) => console.warn('[ssr]', error),
      testId: typeof testId === 'string' ? testId : undefined,
      mockDelay: typeof mockDelay === 'string' ? mockDelay : undefined,
      deadlineMs: Number(request.headers['x-ssr-deadline']) || renderDeadlineMs,
      onDeadline: (event) => console.warn(JSON.stringify({ event: 'render_deadline', ...event })),
      shell: request.headers['x-render'] === 'client',
    });
    response.statusCode = page.status;
    page.headers.forEach((value, name) => response.setHeader(name, value));
    if (page.body) Readable.fromWeb(page.body as WebReadableStream).pipe(response);
    else response.end();
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    console.error(error);
    response.statusCode = 500;
    response.end(String((error as Error).stack ?? error));
  }
}

httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
  vite.middlewares(request, response, () => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 404;
      response.end();
      return;
    }
    void render(request, response);
  });
});

httpServer.listen(port, '127.0.0.1', () => console.log(`dev server on http://127.0.0.1:${port}/`));

const stop = () => void vite.close().then(() => httpServer.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
