import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { displayNameOf, type AuthState } from '../store';
import styles from './AccountArea.module.css';

/** The header's account area: sign-in link, or the user's name and sign-out. */
export function AccountArea({ auth, onSignOut }: { auth: AuthState; onSignOut: () => void }) {
  const { t } = useTranslation();
  // Where sign-in returns to: this page's public path and search (`/en/…` in English), as the
  // address bar shows it; the sign-in page itself keeps the `redirect` it has.
  const here = useLocation({
    select: (location) =>
      location.pathname === '/sign-in' ? undefined : location.publicHref.replace(/#.*$/, ''),
  });
  if (auth.isLoadingAuth && !auth.isAuthenticated)
    return <span className={`account ${styles.account}`} aria-busy="true" />;
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
  const name = displayNameOf(auth.currentUser);
  return (
    <div className={`account ${styles.account}`}>
      <span className={styles.name}>{t('auth.signedInAs', { name })}</span>
      <button type="button" className={buttonClass('quiet')} onClick={onSignOut}>
        {t('auth.signOut')}
      </button>
    </div>
  );
}
