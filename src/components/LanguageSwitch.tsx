import { useLocation } from '@tanstack/react-router';
import { Link } from './Link';
import { useTranslation } from '../lib/i18n/react';
import styles from './LanguageSwitch.module.css';

/**
 * Switches language on the same page (the /en prefix follows the `lang` search parameter). The
 * header's is a navigation landmark; the footer's (`landmark={false}`) is a plain group, so the page
 * has one landmark of that name.
 */
export function LanguageSwitch({ landmark = true }: { landmark?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language === 'en' ? 'en' : 'ja';
  const Container = landmark ? 'nav' : 'div';
  return (
    <Container
      aria-label={landmark ? t('nav.language.label') : undefined}
      className={`language-switch ${styles.switch}`}
    >
      {(['ja', 'en'] as const).map((language) =>
        language === current ? (
          <span key={language} aria-current="true" lang={language} className={styles.current}>
            {t(`nav.language.${language}`)}
          </span>
        ) : (
          <Link
            key={language}
            to={location.pathname}
            search={(previous) => ({ ...previous, lang: language === 'en' ? ('en' as const) : undefined })}
            // The other language's page is never this one: exact, so the router does not mark it
            // current (its search differs only by `lang`, which a partial match would ignore).
            activeOptions={{ exact: true }}
            hrefLang={language}
            lang={language}
            className={styles.option}
          >
            {t(`nav.language.${language}`)}
          </Link>
        ),
      )}
    </Container>
  );
}
