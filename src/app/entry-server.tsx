// The server's entry: one request in, one streamed HTML response out (TanStack Router's streaming
// SSR). The route loaders run here against the API, the page's queries and texts are dehydrated
// into it, and the router answers with the page's status: 404 for a page not found, 5xx when the
// API failed (the error page, with its retry, hydrates in the browser), 301/302 for redirects.
// A render whose loaders have not settled by its deadline is given up (its API calls aborted) and
// the document is sent instead with the page's skeleton: the browser loads the data itself.
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import { isbot } from 'isbot';
import { JSDOM } from 'jsdom';
import { renderToReadableStream } from 'react-dom/server';
import { sanitizeWith } from '../components/content/sanitize';
import { readConfig } from '../lib/config';
import { languageFromPath } from '../lib/i18n';
import { createAppRouter } from './router';
import { createServerServices } from './server-services';

// API-provided HTML (articles, pro descriptions) is sanitized by DOMPurify here as in the browser,
// on one DOM for the process (DOMPurify's way on Node).
sanitizeWith(new JSDOM('').window);

export interface RenderOptions {
  /** The request, its URL on the public origin (the canonical and hreflang links are built on it). */
  request: Request;
  /** The response's CSP nonce, put on every script the page carries. */
  nonce?: string | undefined;
  /** The client build's entry script, its preloads and its styles. */
  manifest?: Manifest | undefined;
  /** The API as the server reaches it (absolute). */
  apiBaseUrl: string;
  report: (error: unknown, context?: Record<string, unknown>) => void;
  /** Mock kit only: the end-to-end test's id, forwarded on the render's API calls. */
  testId?: string | undefined;
  /** Mock kit only: the end-to-end test's `x-mock-delay` (ms), forwarded on the render's API calls. */
  mockDelay?: string | undefined;
  /** Mock kit only: the document alone, the page rendered in the browser (see createAppRouter). */
  shell?: boolean | undefined;
  /**
   * How long the route loaders may take (ms): past it the render is abandoned (its API calls
   * aborted) and the document alone is sent, `Cache-Control: no-store`. Unset: no deadline.
   */
  deadlineMs?: number | undefined;
  /** Told when the deadline passed and the document alone was sent. */
  onDeadline?: ((event: { path: string; deadlineMs: number }) => void) | undefined;
}

/** Why a render was abandoned: its loaders had not settled by the deadline. */
class RenderDeadlineExceeded extends Error {
  override name = 'RenderDeadlineExceeded';
}

export async function renderPage(options: RenderOptions): Promise<Response> {
  const { request, deadlineMs, shell } = options;
  if (shell === true || deadlineMs === undefined || !(deadlineMs > 0)) return render(options, request);

  const abandon = new AbortController();
  const page = render(
    // The sections' wait ends before the deadline: a page whose loaders answered in time is sent.
    { ...options, sectionsUntil: Date.now() + deadlineMs - DEADLINE_MARGIN_MS },
    new Request(request, { signal: AbortSignal.any([request.signal, abandon.signal]) }),
    abandon.signal,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const first = await Promise.race([page, late]).finally(() => clearTimeout(timer));
  if (first !== 'late') return first;

  // Too slow: abandon the render (its pending API calls abort with it) and send the document alone.
  abandon.abort(new RenderDeadlineExceeded(`The page's data took longer than ${deadlineMs} ms`));
  page
    .then(
      (response) => response.body?.cancel(),
      () => undefined,
    )
    .catch(() => undefined);
  options.onDeadline?.({ path: new URL(request.url).pathname, deadlineMs });
  const document = await render({ ...options, shell: true, skeleton: true }, request);
  const headers = new Headers(document.headers);
  // A page without its data must never be kept by a CDN.
  headers.set('cache-control', 'no-store');
  return new Response(document.body, { status: document.status, headers });
}

async function render(
  {
    nonce,
    manifest,
    apiBaseUrl,
    report,
    testId,
    mockDelay,
    shell,
    skeleton,
    sectionsUntil,
  }: RenderOptions & { skeleton?: boolean; sectionsUntil?: number },
  request: Request,
  signal?: AbortSignal,
): Promise<Response> {
  const url = new URL(request.url);
  const config = readConfig(import.meta.env, { protocol: url.protocol, host: url.host });
  const handler = createRequestHandler({
    request,
    getRouterManifest: manifest && (() => manifest),
    createRouter: () => {
      const services = createServerServices({
        config,
        language: languageFromPath(url.pathname),
        apiBaseUrl,
        scenario: url.searchParams.get('mock'),
        testId,
        mockDelay,
        report,
        signal,
      });
      return createAppRouter(services, { nonce, shell: shell === true, skeleton: skeleton === true });
    },
  });
  return handler(({ request: req, router, responseHeaders }) =>
    renderToStream(req, router, responseHeaders, sectionsUntil),
  );
}

/**
 * How long a render waits for its streamed sections (the parts whose queries the loaders did not
 * await) before its first byte: the ones ready by then are in the HTML in place.
 */
const SECTIONS_WAIT_MS = 300;
/** How long before the render deadline the wait for sections ends at the latest. */
const DEADLINE_MARGIN_MS = 50;

/**
 * TanStack Router's `renderRouterToStream` (React's web stream, the router's dehydration put into
 * it), except that the first byte waits up to {@link SECTIONS_WAIT_MS} for the page's sections: a
 * section still loading when the shell is sent goes out as its skeleton, its content later at the end
 * of the document, and the browser paints the skeleton, then moves everything under it as the content
 * takes its place (a layout shift on the start page and a profile, whose sections answer within
 * milliseconds). A section slower than that still streams. A crawler (`isbot`) gets every section in
 * place: the render waits for all of them. Neither wait goes past `until` (the render's deadline).
 */
async function renderToStream(
  request: Request,
  router: AnyRouter,
  responseHeaders: Headers,
  until?: number,
): Promise<ReturnType<typeof createSsrStreamResponse>> {
  const { signal } = request;
  let tornDown = false;
  try {
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error, info) => {
        if (!tornDown && !signal.aborted) console.error('Error in renderToReadableStream:', error, info);
      },
    });
    // Nothing is read from React's stream before this: what is ready by then is written in place.
    const left = until === undefined ? Number.POSITIVE_INFINITY : until - Date.now();
    const waitMs = Math.min(isbot(request.headers.get('user-agent')) ? left : SECTIONS_WAIT_MS, left);
    if (waitMs > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        stream.allReady.catch(() => undefined),
        ...(Number.isFinite(waitMs)
          ? [
              new Promise<void>((resolve) => {
                timer = setTimeout(resolve, waitMs);
              }),
            ]
          : []),
      ]).finally(() => clearTimeout(timer));
    }
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal,
      onAbort: () => {
        tornDown = true;
      },
    });
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
    );
  } catch (error) {
    router.serverSsr?.cleanup();
    throw error;
  }
}
