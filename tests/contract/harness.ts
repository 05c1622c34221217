// Helpers for contract tests: the app's real API client pointed at the running mock (plain, with
// an operation forced to fail, or recording what it sends), a fresh query client, forced
// responses, the companion's sinks and socket pushes.
import { QueryClient } from '@tanstack/react-query';
import { expect, inject } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api';
import { buildDataset } from '../../fixtures/dataset';
import { reportError } from '../../src/lib/monitoring';

export const fixtures = buildDataset();
export const mockApiUrl = () => inject('mockApiUrl');
export const companionUrl = () => inject('companionUrl');

export interface ClientOptions {
  token?: string;
  language?: 'ja' | 'en';
  /** A Prefer header (`code=500`, `example=empty`) for each operation id named. */
  prefer?: Record<string, string>;
}

/**
 * Tags each request with the running test (`x-test-id`: `contract <file> > <test>`), for the
 * operation-status coverage report; `manual` marks a client whose requests a test builds by hand
 * (`x-coverage: manual`: they test the mock, not the app, and do not count).
 */
export function tagRequests(api: ApiClient, manual = false): ApiClient {
  api.use({
    onRequest({ request }) {
      const { currentTestName, testPath } = expect.getState();
      const file = testPath ? testPath.slice(testPath.indexOf('tests/')) : 'contract';
      // Encoded: a header is Latin-1, test names are not (the request log decodes it).
      request.headers.set('x-test-id', encodeURIComponent(`${file} > ${currentTestName ?? '(set-up)'}`));
      if (manual) request.headers.set('x-coverage', 'manual');
      return request;
    },
  });
  return api;
}

/** The app's client, its requests built by a test by hand: they do not count as the app's. */
export const manualClient = (options: ClientOptions = {}): ApiClient => tagRequests(apiClient(options), true);

/** The app's client (with its header and error middleware) against the mock. */
export function apiClient(options: ClientOptions = {}): ApiClient {
  return tagRequests(
    createApiClient(mockApiUrl(), {
      language: () => options.language ?? 'ja',
      fingerprint: () => 'unknown-fingerprint',
      accessToken: () => options.token,
      // Swallowed failures go to the app's reporter, which a test may replace with a spy (vi.mock).
      onSwallowedError: reportError,
      // Forces documented answers per operation id (the same hook as the app's scenario switch).
      ...(options.prefer ? { preferFor: (operationId: string) => options.prefer?.[operationId] } : {}),
    }),
  );
}

/** The app's client pointed at a port nothing listens on: every call fails as a lost network does. */
export const offlineClient = (token?: string): ApiClient =>
  createApiClient('http://127.0.0.1:9/api', {
    language: () => 'ja',
    fingerprint: () => 'unknown-fingerprint',
    accessToken: () => token,
  });

/** The app's client with one operation forced to answer `code` (a server error unless named). */
export const failing = (operationId: string, code = 500, options: ClientOptions = {}) =>
  apiClient({ ...options, prefer: { ...options.prefer, [operationId]: `code=${code}` } });

/** A query client of one test: nothing cached, no retries (a forced failure fails at once). */
export const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** One request as it left the app's client (after all its middleware). */
export interface Sent {
  method: string;
  /** Without the /api base. */
  path: string;
  query: Record<string, string>;
  language: string | null;
}

export interface Answer {
  status: number;
  violations: string | null;
}

export interface Recording {
  api: ApiClient;
  /** Every request sent, in order. */
  sent: Sent[];
  /** The same requests as `path?query` lines, the query sorted and both decoded. */
  calls: string[];
  /** Copies of the same requests, for their headers, body and keepalive flag. */
  requests: Request[];
  /**
   * The answer to each, once it has come: its status and Prism's `sl-violations` header (null
   * when the request and the answer keep the contract).
   */
  answers: (Answer | undefined)[];
  /** Forgets what was recorded so far. */
  clear: () => void;
}

/** The app's client against the mock, recording every request it sends and Prism's verdict. */
export function recording(options: ClientOptions = {}): Recording {
  const api = apiClient(options);
  const record: Omit<Recording, 'api' | 'clear'> = { sent: [], calls: [], requests: [], answers: [] };
  const indexOf = new WeakMap<Request, number>();
  api.use({
    onRequest({ request }) {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      indexOf.set(request, record.sent.length);
      record.sent.push({
        method: request.method,
        path,
        query: Object.fromEntries(url.searchParams),
        language: request.headers.get('x-ui-language'),
      });
      url.searchParams.sort();
      record.calls.push(decodeURIComponent(path + url.search));
      record.requests.push(request.clone());
      record.answers.push(undefined);
      return request;
    },
    onResponse({ request, response }) {
      const index = indexOf.get(request);
      if (index !== undefined)
        record.answers[index] = {
          status: response.status,
          violations: response.headers.get('sl-violations'),
        };
      return response;
    },
  });
  const clear = () => {
    for (const list of Object.values(record)) list.length = 0;
  };
  return { api, ...record, clear };
}

export const clientToken = fixtures.sessions.client.auth.token;

/** Request options that make the mock answer a documented status or a named example. */
export const forced = (preference: { code?: number; example?: string }) => ({
  headers: {
    Prefer: [
      preference.code ? `code=${preference.code}` : '',
      preference.example ? `example=${preference.example}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  },
});

export type SinkKind = 'sentry' | 'webVitals' | 'analytics';

export const sinks = {
  read: async <T = unknown>(kind: SinkKind): Promise<T[]> =>
    (await fetch(`${companionUrl()}/__sinks/${kind}`)).json() as Promise<T[]>,
  clear: async () => void (await fetch(`${companionUrl()}/__sinks`, { method: 'DELETE' })),
};

export async function pushEvent(
  userId: string,
  event: string,
  payload: unknown,
): Promise<{ delivered: number }> {
  const response = await fetch(`${companionUrl()}/__mock/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, event, payload }),
  });
  if (!response.ok) throw new Error(`push failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { delivered: number };
}

/** Forgets what the mock run wrote (`POST /__mock/reset`): the fixtures answer again. */
export const resetMock = async () => {
  const response = await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`mock reset answered ${response.status}`);
};
