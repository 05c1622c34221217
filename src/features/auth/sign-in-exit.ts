// Leaving the sign-in page: where to (the checked `redirect`, in the sign-in page's language), how (in
// place of the sign-in page's history entry, so Back does not lead to the form again), and when a
// visitor who is already signed in is sent on (in the browser, once the session is known).
import { useHydrated, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { withLanguage, type AppLanguage } from '../../lib/i18n';
import { safeRedirect, type SafePath } from '../../utils/safe-redirect';
import { useAuthState, type AuthStore } from './store';

/**
 * The page a sign-in returns to: `value` when {@link safeRedirect} accepts it, in `language` (the
 * sign-in page's: a visitor who switched the sign-in page to English comes back in English, and a
 * `/en/…` redirect used from the Japanese sign-in page comes back in Japanese). Undefined when there
 * is none or it is not a path of this site. The path with its language, and without it (what the
 * router routes), are checked again: taking `/en` off `/en//host` would leave a protocol-relative URL.
 */
export function signInReturnPath(
  value: unknown,
  language: AppLanguage,
  origin: string | undefined,
): SafePath | undefined {
  const path = safeRedirect(value, origin);
  const localized = path && safeRedirect(withLanguage(path, language), origin);
  // The router routes the path without its `/en`: that must be a plain path of this site too.
  return localized && safeRedirect(withLanguage(localized, 'ja'), origin) ? localized : undefined;
}

/** Where a signed-in user goes without a page to return to: the route's path, without a language. */
export type SignInFallback = '/start' | '/pro/onboarding';

/**
 * Leaves the sign-in page for `path` (a checked public path), else for `fallback` in `language`. The
 * sign-in page's history entry is replaced, not followed by a new one: Back leads to the page before
 * the sign-in, not to the form of a user who is signed in. A public path (`/en/…` for English) goes
 * through the history like a typed address, which the language rewrite reads in full.
 */
export function leaveSignInPage(
  history: Pick<RouterHistory, 'replace'>,
  path: SafePath | undefined,
  fallback: SignInFallback,
  language: AppLanguage,
): void {
  history.replace(path ?? withLanguage(fallback, language));
}

/**
 * Whether the visitor on the sign-in page is signed in, and `leave` called when they are. Only in the
 * browser and once the session is known: the server renders the anonymous page (and hydration starts
 * from it), and while the stored session loads nobody is known to be signed in. `enabled` false (the
 * page is a provider's return, which goes on by itself) answers false and calls nothing.
 */
export function useLeaveWhenSignedIn(store: AuthStore, enabled: boolean, leave: () => void): boolean {
  const state = useAuthState(store);
  const hydrated = useHydrated();
  const signedIn =
    enabled && hydrated && !state.isLoadingAuth && state.isAuthenticated && state.currentUser !== null;
  const onSignedIn = useEffectEvent(leave);
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn]);
  return signedIn;
}
