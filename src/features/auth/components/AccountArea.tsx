import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { displayNameOf, type AuthState } from '../store';
import styles from './AccountArea.module.css';

/**
 * The header's account area: sign-in link, or the user's name, their menu (a pro's leads to the
 * pro dashboard too) and sign-out.
 */
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
  // A pro is a user with a pro profile: their menu leads to the pro's home as well.
  const isPro = auth.currentUser.proProfile !== null;
  return (
    <nav
      className={`account ${styles.account}`}
      aria-label={t('auth.menuLabel')}
      data-role={isPro ? 'pro' : 'client'}
    >
      <span className={styles.name}>{t('auth.signedInAs', { name })}</span>
      <span className="account__role">{t(isPro ? 'auth.rolePro' : 'auth.roleClient')}</span>
      <ul className="account__menu">
        {isPro && (
          <li>
            <Link to="/dashboard/pro">{t('auth.proDashboard')}</Link>
          </li>
        )}
        <li>
          <Link to="/account">{t('auth.accountSettings')}</Link>
        </li>
      </ul>
      <button type="button" className={buttonClass('quiet')} onClick={onSignOut}>
        {t('auth.signOut')}
      </button>
    </nav>
  );
}
