// The browser's long-lived services (browser-only: storage, cookies, the socket, monitoring), created once
// at start-up by the client entry, and the composition of the session:
// the auth feature runs the signed-in lifecycle, and the other features take part in it here.
import { createApiClient, createQueryClient, devScenarioPrefer } from '../api';
import { lastOnlineSessionPart } from '../features/account/last-online';
import { createAuthSession } from '../features/auth/session';
import { createAuthStore } from '../features/auth/store';
import { clearCreatedRequests } from '../features/new-request/created';
import { browserSessionStorage, clearAllDrafts } from '../features/new-request/draft';
import { notificationsSessionPart } from '../features/notifications/session';
import type { AppConfig } from '../lib/config';
import { createI18n, ensureResources } from '../lib/i18n';
import { deferredAnalytics, deferredExperiments, reportError } from '../lib/monitoring';
import type { RouterContext } from '../routes/-context';
import { fingerprint } from '../utils/fingerprint';

export function createServices(config: AppConfig, initialLanguage: 'ja' | 'en'): RouterContext {
  const i18n = createI18n(initialLanguage);
  // Japanese `common` is in the first page's JavaScript; another language's loads from the start,
  // beside the sign-in and the route's code, so the first page shows in it without a wait of its
  // own (the root route awaits it before anything renders: no untranslated flash).
  if (initialLanguage !== 'ja')
    void ensureResources(i18n, initialLanguage, ['common']).catch(() => undefined);
  const authStore = createAuthStore();
  const device = fingerprint(navigator.userAgent);
  const api = createApiClient(config.apiBaseUrl, {
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
    // made below, with this client, before any call can answer.
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
  const auth = createAuthSession({
    api,
    store: authStore,
    onConversion: (goal) => analytics.trackConversion(goal),
    parts: [
      notificationsSessionPart({ api, queryClient, i18n }),
      lastOnlineSessionPart({
        api,
        onFailure: (error) => reportError(error, { tags: { operation: 'touchLastOnline' } }),
      }),
      {
        // Request drafts keep contact details, and requests just sent are the user's: for the
        // tab's session, not past a sign-out.
        signedOut: () => {
          clearAllDrafts(browserSessionStorage());
          clearCreatedRequests(browserSessionStorage());
        },
      },
    ],
  });
  return { config, api, queryClient, i18n, analytics, experiments, auth };
}
