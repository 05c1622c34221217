// A list of links to job-type pages (popular, service of the month, a category's services).
import { Link } from '../../../components/Link';
import type { JobTypeSummary, Language } from '../../../api';
import { dataTextLang, localized } from '../../../lib/i18n';

export function JobTypeLinks({
  jobTypes,
  language,
}: {
  jobTypes: readonly Pick<JobTypeSummary, 'id' | 'categories' | 'title'>[];
  language: Language;
}) {
  return (
    <ul className="link-list">
      {jobTypes.map((jobType) => {
        const title = localized(jobType.title, language);
        return (
          <li key={jobType.id}>
            <Link
              to="/$"
              params={{ _splat: [...jobType.categories, jobType.id].join('/') }}
              lang={dataTextLang(title, language)}
            >
              {title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
