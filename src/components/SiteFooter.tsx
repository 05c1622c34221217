import { Link } from './Link';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react';
import { LanguageSwitch } from './LanguageSwitch';
import { TOP_LEVEL_CATEGORIES } from './SiteHeader';
import styles from './SiteFooter.module.css';

/**
 * The prefecture pages of the footer: the flagship job type's page in the most populous prefectures
 * (each one a page the marketing route resolves; the crawl spec follows them).
 */
const FOOTER_JOB_TYPE_PATH = 'home/cleaning/house-cleaning';
const FOOTER_PREFECTURES = ['hokkaido', 'tokyo', 'kanagawa', 'aichi', 'osaka', 'fukuoka'] as const;

/** A column of the footer: its heading names it (the section's label). */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The site's footer: browse by category and by prefecture, the site's own pages, and the language.
 * No legal links: the product spec names no terms, privacy or company page (none is invented).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.columns}>
        <FooterColumn id="footer-categories" heading={t('footer.categories')}>
          <ul className={styles.links}>
            {TOP_LEVEL_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to="/$" params={{ _splat: category }}>
                  {t(`nav.categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-prefectures" heading={t('footer.prefectures')}>
          <ul className={styles.links}>
            {FOOTER_PREFECTURES.map((prefecture) => (
              <li key={prefecture}>
                <Link to="/$" params={{ _splat: `${FOOTER_JOB_TYPE_PATH}/${prefecture}` }}>
                  {t(`footer.prefectureNames.${prefecture}`)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-site" heading={t('footer.site')}>
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
        </FooterColumn>
        <FooterColumn id="footer-language" heading={t('footer.language')}>
          <LanguageSwitch landmark={false} />
        </FooterColumn>
      </nav>
      <p className={styles.copyright}>
        <small>© {t('appName')}</small>
      </p>
    </footer>
  );
}
