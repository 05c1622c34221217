import { Link } from './Link';
import { useTranslation } from '../lib/i18n/react';

/** The not-found page: kept out of search indexes. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="state state--not-found" data-testid="not-found">
      <title>{`${t('notFound.title')} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to="/start">{t('notFound.backToStart')}</Link>
    </section>
  );
}
