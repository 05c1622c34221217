// The API client as the browser's first page holds it. The page hydrates from the answers in its
// document and calls nothing before it has hydrated, so the client's code (openapi-fetch, the
// middleware, the contract checks' plumbing: ~3 kB gzip) is no part of the first page's JavaScript:
// it loads in its own chunk, started at once beside hydration, and this stands in meanwhile. Each
// call waits for it and is its call; once loaded, every call goes straight to it. Should the chunk
// fail to load, that call fails as a call that got no answer (NetworkError: the page's retry loads
// it again).
import type * as Client from './client';
import type { ApiClient, ClientContext } from './client';
import { NetworkError } from './errors';

/** What the app calls (openapi-fetch's methods); `use` is the server's (middleware on its client). */
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Method = (typeof METHODS)[number];
type Call = (path: string, ...rest: unknown[]) => Promise<unknown>;

export function deferredApiClient(
  baseUrl: string,
  context: ClientContext,
  load: () => Promise<typeof Client> = () => import('./client'),
): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (module) => (client = module.createApiClient(baseUrl, context)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  void loaded().catch(() => undefined);

  const call =
    (method: Method): Call =>
    (path, ...rest) => {
      const run = (real: ApiClient) => (real[method] as unknown as Call)(path, ...rest);
      if (client) return run(client);
      return loaded().then(run, (error: unknown) => {
        throw new NetworkError(`${method} ${path}`, { cause: error });
      });
    };
  const stand = Object.fromEntries(METHODS.map((method) => [method, call(method)])) as Record<Method, Call>;
  // The methods' types are openapi-fetch's (typed by path): this object has the same runtime shape.
  return {
    ...stand,
    reportSwallowed: (error: unknown, report: { tags: Record<string, string> }) =>
      context.onSwallowedError?.(error, report),
  } as unknown as ApiClient;
}
