import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Switches language on the same page (the /en prefix follows the `lang` search parameter). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language === 'en' ? 'en' : 'ja';
  return (
    <nav aria-label={t('nav.language.label')} className="language-switch">
      {(['ja', 'en'] as const).map((language) =>
        language === current ? (
          <span key={language} aria-current="true" lang={language}>
            {t(`nav.language.${language}`)}
          </span>
        ) : (
          <Link
            key={language}
            to={location.pathname}
            search={(previous) => ({ ...previous, lang: language === 'en' ? ('en' as const) : undefined })}
            hrefLang={language}
            lang={language}
          >
            {t(`nav.language.${language}`)}
          </Link>
        ),
      )}
    </nav>
  );
}
