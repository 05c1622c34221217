// The services of one server render: what the routes' loaders and components reach through the
// router context, made per request (nothing is shared between visitors). The server renders the
// anonymous page: no storage, cookies, socket, Sentry, analytics or experiments run here; the
// browser's own services (services.ts) take over after hydration.
import { createApiClient, createQueryClient, DEV_SCENARIOS, type DevScenario } from '../api';
import { createAuthStore, type AuthSession } from '../features/auth/store';
import type { AppConfig } from '../lib/config';
import { createI18n } from '../lib/i18n';
import type { Analytics } from '../lib/monitoring';
import type { RouterContext } from '../routes/-context';
import { fingerprint } from '../utils/fingerprint';

export interface ServerServicesOptions {
  config: AppConfig;
  language: 'ja' | 'en';
  /** The API as the server reaches it (absolute). */
  apiBaseUrl: string;
  /** Mock kit only: the `?mock=` scenario of the page asked for (its Prefer header). */
  scenario?: string | null | undefined;
  /** Mock kit only: the end-to-end test's id, sent on the render's API calls as the browser's are. */
  testId?: string | undefined;
  /** Mock kit only: the end-to-end test's `x-mock-delay` (ms the mock waits before answering). */
  mockDelay?: string | undefined;
  /** Aborts the render's API calls still in flight (the render was abandoned at its deadline). */
  signal?: AbortSignal | undefined;
  /** Where the server's own reports go (a contract violation in production). */
  report: (error: unknown, context?: Record<string, unknown>) => void;
}

const noAnalytics: Analytics = {
  track: () => undefined,
  trackPageView: () => undefined,
  trackConversion: () => undefined,
  trackExposure: () => undefined,
  flush: async () => undefined,
  dispose: async () => undefined,
};

function anonymousSession(): AuthSession {
  const refuse = () => Promise.reject(new Error('Signing in happens in the browser'));
  return {
    store: createAuthStore(),
    ready: Promise.resolve(),
    login: async () => undefined,
    signIn: refuse,
    signInWithSocial: refuse,
    adopt: refuse,
    userSaved: () => undefined,
    logout: async () => undefined,
    // The server's calls carry no token.
    tokenRefused: () => undefined,
  };
}

const isScenario = (value: string | null | undefined): value is DevScenario =>
  !!value && value in DEV_SCENARIOS;

function scenarioPrefer(scenario: DevScenario) {
  const { prefer, operations } = DEV_SCENARIOS[scenario];
  return (operationId: string): string | undefined => {
    if (operations === 'all') return prefer;
    if ('allBut' in operations) return operations.allBut.includes(operationId as never) ? undefined : prefer;
    return (operations as readonly string[]).includes(operationId) ? prefer : undefined;
  };
}

export function createServerServices({
  config,
  language,
  apiBaseUrl,
  scenario,
  testId,
  mockDelay,
  signal,
  report,
}: ServerServicesOptions): RouterContext {
  const i18n = createI18n(language);
  const mockScenarios = import.meta.env.DEV || import.meta.env.VITE_MOCK_SCENARIOS === 'on';
  const api = createApiClient(apiBaseUrl, {
    language: () => (i18n.language === 'en' ? 'en' : 'ja'),
    // The server is no visitor's browser.
    fingerprint: () => fingerprint(undefined),
    accessToken: () => undefined,
    contractViolations: config.development ? 'throw' : 'report',
    onContractViolation: (violation) =>
      report(violation, { operation: violation.operationId, paths: violation.paths }),
    onSwallowedError: (error, context) => report(error, context),
    ...(mockScenarios && isScenario(scenario) ? { preferFor: scenarioPrefer(scenario) } : {}),
  });
  if (mockScenarios && (testId || mockDelay))
    api.use({
      onRequest: ({ request }) => {
        if (testId) request.headers.set('x-test-id', testId);
        if (mockDelay) request.headers.set('x-mock-delay', mockDelay);
        return request;
      },
    });
  if (signal)
    api.use({
      onRequest: ({ request }) => new Request(request, { signal: AbortSignal.any([request.signal, signal]) }),
    });
  return {
    config,
    api,
    queryClient: createQueryClient(),
    i18n,
    analytics: noAnalytics,
    auth: anonymousSession(),
    experiments: () => Promise.reject(new Error('Experiments run in the browser')),
  };
}
