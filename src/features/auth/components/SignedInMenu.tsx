// The signed-in user's menu in the header, in its own chunk: the server renders every page signed
// out, so a visitor's first JavaScript never needs it (AccountArea loads it with the session).
import { Link } from '../../../components/Link';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { dataTextLang } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/Avatar';
import { buttonClass } from '../../../components/ui/button';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useDismiss } from '../../../hooks/use-dismiss';
import { displayNameOf, type AuthState } from '../store';
import styles from './AccountArea.module.css';

/**
 * The user's name, their menu (a pro's leads to the pro dashboard too) and sign-out: from tablet
 * width in the header's row, on a phone behind a button with the user's picture (see AccountArea).
 */
export function SignedInMenu({
  user,
  onSignOut,
}: {
  user: NonNullable<AuthState['currentUser']>;
  onSignOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // The name in the page's language: the English one on English pages when the user gave one.
  const name = displayNameOf(user, i18n.language === 'en' ? 'en' : 'ja');
  // A pro is a user with a pro profile: their menu leads to the pro's home as well.
  const isPro = user.proProfile !== null;
  const close = useCallback(() => setOpen(false), []);
  // Escape gives the focus back to the button; a tap or the focus outside closes the panel.
  useDismiss({ open, close, root, trigger: toggle });
  return (
    <nav
      ref={root}
      className={`account ${styles.account}`}
      aria-label={t('auth.menuLabel')}
      data-role={isPro ? 'pro' : 'client'}
    >
      <button
        ref={toggle}
        type="button"
        className={`${iconButtonClass('plain')} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Avatar src={user.profile?.avatar} name={name} size={32} />
        <span className="visually-hidden">{t('auth.openMenu', { name })}</span>
      </button>
      {/* A choice closes the panel (links navigate, sign-out signs out). */}
      <div id={panelId} className={styles.panel} data-open={open} onClick={() => setOpen(false)}>
        <span className={styles.name}>
          <SignedInAs name={name} />
        </span>
        <span className="account__role">{t(isPro ? 'auth.rolePro' : 'auth.roleClient')}</span>
        <ul className={`account__menu ${styles.links}`}>
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
      </div>
    </nav>
  );
}

/** Where the name goes in "…さん": a private-use character no translation holds. */
const NAME_SLOT = '\uE000';

/**
 * "{name}さん" with the name isolated (`<bdi>`): a name the user typed with right-to-left or override
 * characters must not reorder the app's words around it. On English pages a Japanese name is
 * marked so, for screen readers' voices.
 */
function SignedInAs({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const [before = '', after = ''] = t('auth.signedInAs', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <>
      {before}
      <bdi lang={dataTextLang(name, i18n.language === 'en' ? 'en' : 'ja')}>{name}</bdi>
      {after}
    </>
  );
}
