import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { TOP_LEVEL_CATEGORIES } from './SiteHeader';
import styles from './SiteFooter.module.css';

/** The site's footer: browse by category, the site's own pages, and the language. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.columns}>
        <section aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            {t('footer.categories')}
          </h2>
          <ul className={styles.links}>
            {TOP_LEVEL_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to="/$" params={{ _splat: category }}>
                  {t(`nav.categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-site">
          <h2 id="footer-site" className={styles.heading}>
            {t('footer.site')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/start">{t('nav.start')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('footer.blog')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className={styles.heading}>
            {t('footer.language')}
          </h2>
          <LanguageSwitch landmark={false} />
        </section>
      </nav>
      <p className={styles.copyright}>
        <small>© {t('appName')}</small>
      </p>
    </footer>
  );
}
