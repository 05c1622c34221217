// Helpers for contract tests: the app's real API client pointed at the running mock, forced
// responses, the companion's sinks and socket pushes.
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api';
import { buildDataset } from '../../fixtures/dataset';
import { reportError } from '../../src/lib/monitoring/report';

export const fixtures = buildDataset();
export const mockApiUrl = () => inject('mockApiUrl');
export const companionUrl = () => inject('companionUrl');

/** The app's client (with its header and error middleware) against the mock. */
export function apiClient(
  options: { token?: string; language?: 'ja' | 'en'; prefer?: Record<string, string> } = {},
): ApiClient {
  return createApiClient(mockApiUrl(), {
    language: () => options.language ?? 'ja',
    fingerprint: () => 'unknown-fingerprint',
    accessToken: () => options.token,
    // Swallowed failures go to the app's reporter, which a test may replace with a spy (vi.mock).
    onSwallowedError: reportError,
    // Forces documented answers per operation id (the same hook as the app's scenario switch).
    ...(options.prefer ? { preferFor: (operationId: string) => options.prefer?.[operationId] } : {}),
  });
}

export const clientToken = fixtures.sessions.client.auth.token;
export const proToken = fixtures.sessions.pro.auth.token;

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
