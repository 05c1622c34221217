import { useRouterState } from '@tanstack/react-router';
import { Link } from './Link';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { useTranslation } from '../lib/i18n/react';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './SiteHeader.module.css';
import { iconButtonClass } from './ui/icon-button';
import { LogoMark, MenuIcon } from './ui/icons';

export const TOP_LEVEL_CATEGORIES = ['home', 'learning', 'lifestyle', 'business', 'events'] as const;

/**
 * `account` is the signed-in area the app composes in (shared UI knows no features). On phones the
 * category menu folds behind a menu button; from tablet width it is always shown.
 */
export function SiteHeader({ account }: { account?: React.ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The router's path (an English page's without its /en).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The phone's menu: Escape closes it and gives the focus back to its button; a tap or the focus
  // outside the header closes it.
  useDismiss({ open: menuOpen, close: closeMenu, root: header, trigger: menuButton });
  return (
    <header className={`site-header ${styles.header}`} ref={header}>
      <div className={styles.bar}>
        <Link to="/start" className={`site-header__brand ${styles.brand}`}>
          <span className={styles.mark}>
            <LogoMark size={22} />
          </span>
          {t('appName')}
        </Link>
        <div className={styles.tools}>
          {account}
          <button
            ref={menuButton}
            type="button"
            className={`${iconButtonClass('outlined')} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={t('nav.label')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <div
        id="site-menu"
        className={styles.menu}
        data-open={menuOpen}
        // A category followed closes the menu.
        onClick={() => setMenuOpen(false)}
      >
        <nav aria-label={t('nav.categories.label')} className={`site-header__nav ${styles.nav}`}>
          <ul>
            {TOP_LEVEL_CATEGORIES.map((category) => (
              <li key={category}>
                <Link
                  to="/$"
                  params={{ _splat: category }}
                  // The category's own page is the current page (the link says so); a page under it
                  // is in the current category.
                  aria-current={pathname.startsWith(`/${category}/`) ? 'true' : undefined}
                >
                  {t(`nav.categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
