// The server's entry: one request in, one streamed HTML response out (TanStack Router's streaming
// SSR). The route loaders run here against the API, the page's queries and texts are dehydrated
// into it, and the router answers with the page's status: 404 for a page not found, 5xx when the
// API failed (the error page, with its retry, hydrates in the browser), 301/302 for redirects.
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import { JSDOM } from 'jsdom';
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
  /** Mock kit only: the document alone, the page rendered in the browser (see createAppRouter). */
  shell?: boolean | undefined;
}

export async function renderPage({
  request,
  nonce,
  manifest,
  apiBaseUrl,
  report,
  testId,
  shell,
}: RenderOptions): Promise<Response> {
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
        report,
      });
      return createAppRouter(services, { nonce, shell: shell === true });
    },
  });
  return handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({
      request: req,
      router,
      responseHeaders,
      children: <RouterServer router={router} />,
    }),
  );
}
