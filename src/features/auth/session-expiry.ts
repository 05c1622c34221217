// A session the server ended (its token refused), or the visitor ended in another tab, while they were
// on a page only signed-in users see: the sign-in page takes that page's place, and returns to it once
// signed in again.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { useAuthState, type AuthStore } from './store';

/**
 * For the signed-in pages' layout: once the session in `store` has expired, or was signed out in
 * another tab (not the visitor's own sign-out here, after which the header leads on to the start
 * page; in a tab left open, the user's page must not stay on show), the sign-in page in the page's
 * language, with this page's public path and search (`/en/…` in English) to return to — the form the
 * header's sign-in link gives. In place of this page: Back then leads to the page before it, not to
 * one that would send the visitor to sign in again.
 */
export function useSignInAgainWhenExpired(store: AuthStore): void {
  const router = useRouter();
  const { expired, signedOutElsewhere, isAuthenticated } = useAuthState(store);
  const ended = (expired || signedOutElsewhere) && !isAuthenticated;
  const signInAgain = useEffectEvent(() => {
    const here = router.state.location.publicHref.replace(/#.*$/, '');
    void router.navigate({
      to: '/sign-in',
      search: (previous) => ({ lang: previous.lang, redirect: here }),
      replace: true,
    });
  });
  useEffect(() => {
    if (ended) signInAgain();
  }, [ended]);
}
