import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import type { Language, PublicPro } from '../../../lib/api';
import { localized, titleWithSuffixes } from '../../../lib/i18n';

/**
 * The frame of a pro profile: header, avatar, place, description (en/ja fallback), rating and job
 * types. Case studies, reviews, pricing and blog posts come with the marketing-pages issue.
 */
export function ProProfilePage({
  pro,
  jobTypeId,
  language,
}: {
  pro: PublicPro;
  jobTypeId?: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const displayName = pro.companyName ?? pro.name;
  const description = localized(pro.description, language);
  const { ratingValue, reviewCount } = pro.reviewStatistics;
  return (
    <article className="pro-profile" data-pro-id={pro.id}>
      <title>{`${titleWithSuffixes(displayName, { language, date: new Date() })} | ${t('appName')}`}</title>
      {description && <meta name="description" content={description.slice(0, 160)} />}
      <Breadcrumbs items={[{ label: t('nav.start'), target: 'start' }, { label: displayName }]} />
      <header className="pro-profile__header">
        <img src={pro.avatarUrl} alt="" width={96} height={96} className="pro-profile__avatar" />
        <div>
          <h1>{displayName}</h1>
          {pro.companyName && <p>{pro.name}</p>}
          <p>{pro.location.title}</p>
          <p data-testid="rating">
            {reviewCount > 0
              ? t('profile.rating', { rating: ratingValue.toFixed(1), count: reviewCount })
              : t('profile.noReviews')}
          </p>
        </div>
      </header>
      {description && <p className="pro-profile__description">{description}</p>}
      <section aria-labelledby="pro-job-types">
        <h2 id="pro-job-types">{t('profile.jobTypes')}</h2>
        <ul className="link-list">
          {pro.jobTypeIds.map((id) => (
            <li key={id} aria-current={id === jobTypeId ? 'true' : undefined}>
              <Link to="/profile/$proKey/pro/$jobTypeId" params={{ proKey: pro.slug, jobTypeId: id }}>
                {id}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
