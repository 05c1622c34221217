// Leaving the sign-in page: where to (the checked `redirect`, in the sign-in page's language), how (in
// place of the sign-in page's history entry, so Back does not lead to the form again), and when a
// visitor who is already signed in is sent on (in the browser, once the session is known).
import { useHydrated, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { stripLanguage, withLanguage, type AppLanguage } from '../../lib/i18n';
// The module, not src/lib/session's index: this is in the first page, the session's code is not.
import { withoutUtm } from '../../lib/session/without-utm';
import { safeRedirect, type SafePath } from '../../utils/safe-redirect';
import { useAuthState, type AuthStore } from './store';

// How many sign-in pages in a row are looked through for the page they return to.
const MAX_SIGN_IN_HOPS = 5;

/** Whether `pathname` is the sign-in page's (in either language, with or without a trailing `/`). */
export function onSignInPage(pathname: string): boolean {
  return stripLanguage(pathname).replace(/\/+$/, '') === '/sign-in';
}

/** Whether a checked path is the sign-in page. */
const isSignInPage = (path: SafePath): boolean => onSignInPage(new URL(path, 'http://path.invalid').pathname);

/**
 * Where a `redirect` leads: `value` when {@link safeRedirect} accepts it, except that the sign-in
 * page is no page to go back to after signing in (the visitor would be sent to it signed in, and
 * from it on again): a sign-in page's own `redirect` is followed instead, and one without any leads
 * nowhere (undefined: the start page). The header's sign-in link on the sign-in page, and links
 * made by hand, give such values. Without the landing URL's campaign parameters (utm_*), which a
 * page's redirect to sign in copies: the session keeps them until logout, and the page returned to
 * is no new landing.
 */
export function signInTarget(value: unknown, origin: string | undefined): SafePath | undefined {
  let path = safeRedirect(value, origin);
  for (let hops = 0; path && isSignInPage(path); hops += 1) {
    if (hops === MAX_SIGN_IN_HOPS) return undefined;
    path = safeRedirect(new URL(path, 'http://path.invalid').searchParams.get('redirect'), origin);
  }
  return path && withoutUtm(path);
}

/**
 * The page a sign-in returns to: `value` when {@link signInTarget} accepts it, in `language` (the
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
  const path = signInTarget(value, origin);
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
 * page is a provider's return, which goes on by itself) answers false and calls nothing. `address`:
 * the page's address; should it change while signed in, `leave` is called again ("taking you on" is
 * never where the visitor stays).
 */
export function useLeaveWhenSignedIn(
  store: AuthStore,
  enabled: boolean,
  leave: () => void,
  address?: string,
): boolean {
  const state = useAuthState(store);
  const hydrated = useHydrated();
  const signedIn =
    enabled && hydrated && !state.isLoadingAuth && state.isAuthenticated && state.currentUser !== null;
  const onSignedIn = useEffectEvent(leave);
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, address]);
  return signedIn;
}
