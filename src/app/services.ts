// The browser's long-lived services (browser-only: storage, cookies, the socket, monitoring), created once
// at start-up by the client entry. The session's lifecycle and the parts the other features take in it
// (browser-session.ts) load in their own chunk, started here at once; the auth feature's deferred
// session holds the session meanwhile, so the page hydrates without waiting for that code; so does
// the API client's (src/api/deferred-client.ts).
import { createQueryClient, deferredApiClient, devScenarioPrefer } from '../api';
import { deferredAuthSession } from '../features/auth/deferred-session';
import { createAuthStore } from '../features/auth/store';
import type { AppConfig } from '../lib/config';
import { createI18n } from '../lib/i18n';
import { deferredAnalytics, deferredExperiments, reportError } from '../lib/monitoring';
import type { RouterContext } from '../routes/-context';
import { fingerprint } from '../utils/fingerprint';

export function createServices(config: AppConfig, initialLanguage: 'ja' | 'en'): RouterContext {
  // No texts yet: the first page's come with its document (the router's hydrate adds them before
  // the first render, in either language), the later pages' load with them.
  const i18n = createI18n(initialLanguage);
  const authStore = createAuthStore();
  const device = fingerprint(navigator.userAgent);
  // The client's code loads beside hydration (the page calls nothing before): deferred-client.ts.
  const api = deferredApiClient(config.apiBaseUrl, {
    language: () => (i18n.language === 'en' ? 'en' : 'ja'),
    fingerprint: () => device,
    accessToken: () => authStore.getState().token,
    // Loud in development; in production a violation is reported and the page carries on.
    contractViolations: config.development ? 'throw' : 'report',
    onContractViolation: (violation) =>
      reportError(violation, {
        tags: { operation: violation.operationId },
        extra: { paths: violation.paths },
      }),
    onSwallowedError: reportError,
    // A refused token ends the session (§4 Logout), whichever page's call met it; the session is
    // made below, with this client, before any call can answer (one refused before its code has
    // loaded ends it once loaded).
    onUnauthorized: (token) => auth.tokenRefused(token),
    // The scenario switch exists only in development and mock-kit builds (both flags are static,
    // so production builds drop it).
    ...(import.meta.env.DEV || import.meta.env.VITE_MOCK_SCENARIOS === 'on'
      ? { preferFor: devScenarioPrefer }
      : {}),
  });
  const analytics = deferredAnalytics(api);
  const experiments = deferredExperiments({
    // The ids of this build's environment (preProd or prod), from its configuration.
    ids: config.experimentIds,
    onExposure: ({ experimentId, variant }) => analytics.trackExposure(experimentId, variant),
  });
  const queryClient = createQueryClient();
  // The landing URL as the page started: the session keeps its UTM parameters once loaded.
  const landingSearch = window.location.search;
  const auth = deferredAuthSession({
    store: authStore,
    load: () =>
      import('./browser-session').then(({ createBrowserSession }) =>
        createBrowserSession({ api, store: authStore, queryClient, i18n, analytics, landingSearch }),
      ),
  });
  return { config, api, queryClient, i18n, analytics, experiments, auth };
}
