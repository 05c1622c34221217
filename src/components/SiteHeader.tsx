import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

const TOP_LEVEL = ['home', 'learning', 'lifestyle', 'business', 'events'] as const;

/** `account` is the signed-in area the app composes in (shared UI knows no features). */
export function SiteHeader({ account }: { account?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <Link to="/start" className="site-header__brand">
        {t('appName')}
      </Link>
      <nav aria-label={t('nav.categories.label')} className="site-header__nav">
        <ul>
          {TOP_LEVEL.map((category) => (
            <li key={category}>
              <Link to="/$" params={{ _splat: category }}>
                {t(`nav.categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
      {account}
    </header>
  );
}
