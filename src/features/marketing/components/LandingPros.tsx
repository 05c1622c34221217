import { useTranslation } from '../../../lib/i18n/react';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { LazyImage } from '../../../components/content/LazyImage';
import type { JobType, Language } from '../../../api';

/** Pros featured on the job type's landing page; the API enriches only the first with a name. */
export function LandingPros({ jobType, language }: { jobType: JobType; language: Language }) {
  const { t } = useTranslation('marketing');
  const featured = jobType.landingPagePros.filter((pro) => pro.name);
  if (featured.length === 0) return null;
  return (
    <section className="marketing-section">
      <h2>{t('sections.landingPros')}</h2>
      <ul className="link-list">
        {featured.map((pro) => (
          <li key={pro.id}>
            <Link to="/profile/$proKey/pro/$jobTypeId" params={{ proKey: pro.id, jobTypeId: jobType.id }}>
              {pro.avatarUrl && (
                <LazyImage src={pro.avatarUrl} alt="" width={40} height={40} className="pro-card__avatar" />
              )}
              <ForeignText text={pro.name ?? ''} language={language} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
