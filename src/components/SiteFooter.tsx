import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { TOP_LEVEL_CATEGORIES } from './SiteHeader';
import styles from './SiteFooter.module.css';

/**
 * The prefecture pages of the footer: the flagship job type's page in the most populous prefectures
 * (each one a page the marketing route resolves; the crawl spec follows them).
 */
const FOOTER_JOB_TYPE_PATH = 'home/cleaning/house-cleaning';
const FOOTER_PREFECTURES = ['hokkaido', 'tokyo', 'kanagawa', 'aichi', 'osaka', 'fukuoka'] as const;

/**
 * The site's footer: browse by category and by prefecture, the site's own pages, and the language.
 * No legal links: the product spec names no terms, privacy or company page (none is invented).
 */
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
        <section aria-labelledby="footer-prefectures">
          <h2 id="footer-prefectures" className={styles.heading}>
            {t('footer.prefectures')}
          </h2>
          <ul className={styles.links}>
            {FOOTER_PREFECTURES.map((prefecture) => (
              <li key={prefecture}>
                <Link to="/$" params={{ _splat: `${FOOTER_JOB_TYPE_PATH}/${prefecture}` }}>
                  {t(`footer.prefectureNames.${prefecture}`)}
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
            <li>
              <Link to="/pro/signup">{t('footer.proSignup')}</Link>
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
