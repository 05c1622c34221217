import { useLocation } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
// The module, not src/lib/session's index: this is in the first page, the session's code is not.
import { withoutUtm } from '../../../lib/session/without-utm';
import { buttonClass } from '../../../components/ui/button';
import type { AuthState } from '../store';
import styles from './AccountArea.module.css';

// The signed-in menu, in its own chunk (the server renders every page signed out): loaded as soon
// as a session is loading, so it is there, as a rule, when the user is.
const loadMenu = () => import('./SignedInMenu');
const SignedInMenu = lazy(() => loadMenu().then((module) => ({ default: module.SignedInMenu })));

/**
 * The header's account area: sign-in link, or the user's name, their menu (a pro's leads to the
 * pro dashboard too) and sign-out. From tablet width they sit in the header's row; on a phone they
 * fold behind a button with the user's picture (a panel under the header, closed by a choice, Escape
 * or a tap outside), so the header keeps one row. While the session loads (and, for a moment
 * after, while the menu's code comes), an empty area holds the place.
 */
export function AccountArea({ auth, onSignOut }: { auth: AuthState; onSignOut: () => void }) {
  const { t } = useTranslation();
  // Where sign-in returns to: this page's public path and search (`/en/…` in English), as the
  // address bar shows it, but for the landing's campaign parameters (the session keeps them; see
  // signInTarget); the sign-in page itself keeps the `redirect` it has.
  const here = useLocation({
    select: (location) =>
      location.pathname === '/sign-in' ? undefined : withoutUtm(location.publicHref.replace(/#.*$/, '')),
  });
  const signingIn = auth.isLoadingAuth || auth.isAuthenticated;
  useEffect(() => {
    if (signingIn) void loadMenu().catch(() => undefined);
  }, [signingIn]);
  const loading = <span className={`account ${styles.account}`} aria-busy="true" />;
  if (auth.isLoadingAuth && !auth.isAuthenticated) return loading;
  if (!auth.isAuthenticated || !auth.currentUser) {
    return (
      <Link
        to="/sign-in"
        // Only the way back: the page's own parameters (an open request form, filters) are in it.
        search={(previous) => (here ? { redirect: here } : previous)}
        className={`account ${buttonClass('primary')}`}
      >
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <Suspense fallback={loading}>
      <SignedInMenu user={auth.currentUser} onSignOut={onSignOut} />
    </Suspense>
  );
}
