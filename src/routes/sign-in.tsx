import { createFileRoute, useLocation, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from '../lib/i18n/react';
import { SignInPage } from '../features/auth/components/SignInPage';
import {
  leaveSignInPage,
  onSignInPage,
  signInReturnPath,
  signInTarget,
  useLeaveWhenSignedIn,
  type SignInFallback,
} from '../features/auth/sign-in-exit';
import { isSocialReturn, type SocialReturnParams } from '../features/auth/social-sign-in';
import { useAuthState } from '../features/auth/store';
import { registrationInProgress } from '../features/pro-signup/steps';
import { ensureResources, stripLanguage } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import type { SafePath } from '../utils/safe-redirect';

// On the server there is no page origin: a stand-in one still tells a path of this site from another
// site's URL, so a server-rendered /sign-in?redirect=/account keeps its redirect (the client checks again).
const SERVER_ORIGIN = 'http://server-render.invalid';
const currentOrigin = () => (typeof window === 'undefined' ? SERVER_ORIGIN : window.location.origin);

/** Whether `path` (a public path, `/en/…` for English) is a page only signed-in users see. */
function isSignedInOnly(router: AnyRouter, path: SafePath): boolean {
  const pathname = stripLanguage(new URL(path, 'http://path.invalid').pathname);
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => route.options.staticData?.signedInOnly === true);
}

/** A query value LINE returned with, as a string (the router reads `123` as a number). */
const returned = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 4096
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

export const Route = createFileRoute('/sign-in')({
  // The router merges the raw search into what this returns: `redirect` is always set here, so an
  // unsafe value is replaced by undefined rather than passed through, and one naming this page is
  // replaced by where that leads (the header's sign-in link here keeps that, not this page). `code`,
  // `state` and `error` are what LINE returns to this page with (src/features/auth/social-sign-in.ts).
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string | undefined } & SocialReturnParams => ({
    redirect: signInTarget(search.redirect, currentOrigin()),
    code: returned(search.code),
    state: returned(search.state),
    error: returned(search.error),
  }),
  loader: async ({ context }) => {
    await ensureResources(context.i18n, context.language, ['common', 'form']);
    return { page: pageInfo('signIn') };
  },
  component: function SignIn() {
    const router = useRouter();
    const { t } = useTranslation();
    const search = Route.useSearch();
    const { auth, config, language } = Route.useRouteContext();
    // Checked again where it is used, and in this page's language: nothing but a SafePath reaches the navigation.
    const back = signInReturnPath(search.redirect, language, currentOrigin());
    // Once per address: the form's sign-in and the signed-in state it brings both lead here. Should
    // the page be left for an address of its own, it is left again from there.
    const here = useLocation({ select: (location) => location.href });
    const leftFrom = useRef<string | undefined>(undefined);
    const leave = (path: SafePath | undefined, fallback: SignInFallback) => {
      const from = router.state.location.href;
      // Only from the sign-in page: once the visitor has gone on (the page it led to, or a link they
      // followed while it loads, this page still shown), where they went is not replaced.
      if (leftFrom.current === from || !onSignInPage(router.latestLocation.pathname)) return;
      leftFrom.current = from;
      leaveSignInPage(router.history, path, fallback, language);
    };
    // Signed in (email, or LINE with the sign-in context): back where the visitor was, else their step or the start.
    const afterSignIn = (path: SafePath | undefined) => {
      const user = auth.store.getState().currentUser;
      // A pro who left onboarding half-way goes back to their step (not a dropped social one, §4).
      leave(path, user && registrationInProgress(user) ? '/pro/onboarding' : '/start');
    };
    const { code, state, error } = search;
    // A visitor already signed in is sent on, as after signing in; LINE's return goes on by itself.
    const lineReturn = config.lineSignInUrl !== undefined && isSocialReturn({ code, state, error });
    const signedIn = useLeaveWhenSignedIn(auth.store, !lineReturn, () => afterSignIn(back), here);
    const { expired, isLoadingAuth, isAuthenticated, sessionError } = useAuthState(auth.store);
    return (
      <SignInPage
        // Why the visitor is asked to sign in: the server ended their session, or the page needs it.
        // Not when their stored session failed to load: that failure is said instead.
        notice={
          expired
            ? t('auth.sessionExpired')
            : sessionError === undefined && back && isSignedInOnly(router, back)
              ? t('auth.signInRequired')
              : undefined
        }
        // A stored session loading: whether this visitor is signed in is not known yet.
        checking={isLoadingAuth && !isAuthenticated}
        sessionFailure={sessionError === undefined ? undefined : { error: sessionError, onRetry: auth.login }}
        line={
          config.lineSignInUrl === undefined
            ? undefined
            : {
                authorizeUrl: config.lineSignInUrl,
                language,
                returnTo: back,
                returned: { code, state, error },
                signIn: auth.signInWithSocial,
                onSignedIn: async ({ context, returnTo: path }) => {
                  if (context === 'pro-registration') leave(undefined, '/pro/onboarding');
                  else if (context === 'unknown') leave(undefined, '/start');
                  else afterSignIn(signInReturnPath(path, language, currentOrigin()));
                },
                // The message stays; the address loses what LINE added (a reload does not replay it) and
                // gets back the page to return to, for the email sign-in.
                onFailed: (path) =>
                  void router.navigate({
                    to: '/sign-in',
                    search: { redirect: signInTarget(path, currentOrigin()) },
                    replace: true,
                  }),
              }
        }
        signedIn={signedIn}
        onSignIn={async (email, password) => {
          await auth.signIn(email, password);
          afterSignIn(back);
        }}
      />
    );
  },
});
