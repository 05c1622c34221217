import { createFileRoute, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignInPage } from '../features/auth/components/SignInPage';
import { registrationInProgress } from '../features/pro-signup/steps';
import { ensureResources, stripLanguage } from '../lib/i18n';
import { pageInfo } from '../utils/page-info';
import { safeRedirect, type SafePath } from '../utils/safe-redirect';

const currentOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

/** Whether `path` (a public path, `/en/…` for English) is a page only signed-in users see. */
function isSignedInOnly(router: AnyRouter, path: SafePath): boolean {
  const pathname = stripLanguage(new URL(path, 'http://path.invalid').pathname);
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => route.options.staticData?.signedInOnly === true);
}

/**
 * Back to the page the user came from. Only a checked path gets here; it is a public path (the
 * address bar's, `/en/…` for English), so it goes through the history like a typed URL, which
 * the language rewrite reads in full.
 */
function returnTo(router: AnyRouter, path: SafePath) {
  router.history.push(path);
}

export const Route = createFileRoute('/sign-in')({
  // The router merges the raw search into what this returns: `redirect` is always set here, so an
  // unsafe value is replaced by undefined rather than passed through.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirect(search.redirect, currentOrigin()),
  }),
  loader: async ({ context }) => {
    await ensureResources(context.i18n, context.language, ['common', 'form']);
    return { page: pageInfo('signIn') };
  },
  component: function SignIn() {
    const router = useRouter();
    const { t } = useTranslation();
    const search = Route.useSearch();
    const { auth, config } = Route.useRouteContext();
    // Checked again where it is used: nothing but a SafePath reaches the navigation.
    const back = safeRedirect(search.redirect, currentOrigin());
    return (
      <SignInPage
        notice={back && isSignedInOnly(router, back) ? t('auth.signInRequired') : undefined}
        lineSignInUrl={config.lineSignInUrl}
        onSignIn={async (email, password) => {
          await auth.signIn(email, password);
          const user = auth.store.getState().currentUser;
          if (back) returnTo(router, back);
          // A pro who left onboarding half-way goes back to their step (not a dropped social one, §4).
          else if (user && registrationInProgress(user)) await router.navigate({ to: '/pro/onboarding' });
          else await router.navigate({ to: '/start' });
        }}
      />
    );
  },
});
