import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../../../components/Breadcrumbs';
import { useApi, type Language } from '../../../lib/api';
import { localized, titleWithSuffixes } from '../../../lib/i18n';
import { jobCategoriesQueryOptions } from '../api/queries';
import { placeCrumbs, placeName } from '../place';
import type { Resolution } from '../resolve';
import type { ListingSearch } from '../search';

type Page = Extract<Resolution, { type: 'page' }>;

/**
 * The frame of a job-type page and its narrowed kinds: breadcrumbs, heading, description and the
 * pro count. The pro list, reviews, case studies and links come with the marketing-pages issue.
 */
export function MarketingPage({
  resolution,
  proCount,
  language,
  search,
}: {
  resolution: Page;
  proCount: number;
  language: Language;
  search: ListingSearch;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { data: categories } = useSuspenseQuery(jobCategoriesQueryOptions(api, language));
  const { jobType, place } = resolution;
  const jobTitle = localized(jobType.title, language);
  const where = placeName(place, language);
  const heading = where
    ? t('headings.jobTypeInPlace', { place: where, jobType: jobTitle })
    : t('headings.jobTypeNationwide', { jobType: jobTitle });
  const title = `${titleWithSuffixes(heading, { language, date: new Date(), page: search.page })} | ${t('appName')}`;

  const categoryCrumbs: Crumb[] = jobType.categories.map((id, index) => ({
    label: localized(categories.find((category) => category.id === id)?.title, language) || id,
    target: { splat: jobType.categories.slice(0, index + 1).join('/') },
  }));
  const crumbs: Crumb[] = [
    { label: t('nav.start'), target: 'start' },
    ...categoryCrumbs,
    ...placeCrumbs(resolution, language).map((crumb) => ({
      label: crumb.label,
      target: { splat: crumb.splat },
    })),
  ];

  return (
    <article className="marketing-page" data-page-kind={place.kind}>
      <title>{title}</title>
      {jobType.description && <meta name="description" content={localized(jobType.description, language)} />}
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      <p className="marketing-page__kind">{t(`pageKinds.${place.kind}`)}</p>
      {jobType.description && <p>{localized(jobType.description, language)}</p>}
      <p className="marketing-page__count" data-testid="pro-count">
        {t('proCount', { count: proCount })}
      </p>
    </article>
  );
}
