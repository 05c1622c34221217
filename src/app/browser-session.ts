// The composition of the signed-in session (browser-only): the auth feature runs the signed-in
// lifecycle, and the other features take part in it here. Loaded in its own chunk, at once, by the
// browser's services (services.ts), which hold the session meanwhile (the auth feature's deferred
// session): none of it is in a visitor's first JavaScript, and the page hydrates without waiting for it.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ApiClient } from '../api';
import { lastOnlineSessionPart } from '../features/account/last-online';
import { createAuthSession } from '../features/auth/session';
import type { AuthSession, AuthStore } from '../features/auth/store';
import { clearCreatedRequests } from '../features/new-request/created';
import { browserSessionStorage, clearAllDrafts } from '../features/new-request/draft';
import { notificationsSessionPart } from '../features/notifications/session';
import { reportError, type Analytics } from '../lib/monitoring';

export function createBrowserSession({
  api,
  store,
  queryClient,
  i18n,
  analytics,
  landingSearch,
}: {
  api: ApiClient;
  store: AuthStore;
  queryClient: QueryClient;
  i18n: i18n;
  analytics: Analytics;
  /** The landing URL's search, as the page started with it (its UTM parameters are kept). */
  landingSearch: string;
}): AuthSession {
  return createAuthSession({
    api,
    store,
    landingSearch,
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
}
