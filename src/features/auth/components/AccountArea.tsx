import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayNameOf, type AuthState } from '../store';

/** The header's account area: sign-in link, or the user's name and sign-out. */
export function AccountArea({ auth, onSignOut }: { auth: AuthState; onSignOut: () => void }) {
  const { t } = useTranslation();
  if (auth.isLoadingAuth && !auth.isAuthenticated) return <span className="account" aria-busy="true" />;
  if (!auth.isAuthenticated || !auth.currentUser) {
    return (
      <Link to="/sign-in" className="account">
        {t('nav.signIn')}
      </Link>
    );
  }
  const name = displayNameOf(auth.currentUser);
  return (
    <div className="account">
      <span>{t('auth.signedInAs', { name })}</span>
      <button type="button" onClick={onSignOut}>
        {t('auth.signOut')}
      </button>
    </div>
  );
}
