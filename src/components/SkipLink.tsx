import { useTranslation } from '../lib/i18n/react';
import styles from './SkipLink.module.css';

/**
 * The page's first Tab stop, shown only when focused: past the header to the main content. A plain
 * fragment link (it works before the page's script runs); once it runs, the focus moves to the main
 * element itself, so the next Tab continues from there, and the address keeps no `#main`.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className={`skip-link ${styles.link}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
