import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { Breadcrumbs, targetPath, type Crumb } from '../../../components/Breadcrumbs';
import { Skeleton } from '../../../components/content/Skeleton';
import { reportPageFailure } from '../../../components/report-failure';
import { buttonClass } from '../../../components/ui/button';
import { type Language, type ProListRequest, useApi } from '../../../api';
import { dataTextLang, localized, titleWithSuffixes } from '../../../lib/i18n';

import { pageQueries, type PageQueryInput } from '../page-queries';
import { placeCrumbs, placeName } from '../place';
import type { Resolution } from '../resolve';
import type { ListingSearch } from '../search';
import { ProFilters } from './ProFilters';
import { ProList } from './ProList';
import { LoadBoundary } from './Section';
import { canonicalUrl, SeoHead } from './SeoHead';
import { useOrigin } from '../../../utils/seo';

// The sections below the list and the link blocks: apart from the first page's JavaScript (the
// server has them at hand, so they are in its HTML in place, not streamed after it).
const BelowTheList = import.meta.env.SSR
  ? (await import('./BelowTheList')).BelowTheList
  : lazy(() => import('./BelowTheList').then((module) => ({ default: module.BelowTheList })));

type Page = Extract<Resolution, { type: 'page' }>;

/**
 * A job-type page and its narrowed kinds: SEO head, breadcrumbs, heading, pro count, the filtered
 * and paged pro list, reviews, case studies, pricing, requests, articles and the internal links.
 * Every part below the list loads on its own with a reserved skeleton and its own error state.
 */
export function MarketingPage({
  resolution,
  language,
  search,
  request,
  requestAction,
}: {
  resolution: Page;
  language: Language;
  search: ListingSearch;
  request: ProListRequest;
  /** The call to action that opens the request form (the route supplies it; features stay apart). */
  requestAction?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  const api = useApi();
  const { jobType, place } = resolution;
  const startPage = search.page ?? 1;
  // The same options the route's loader prefetched (one function gives both); the sections below
  // the list find theirs from the same input (section-queries.ts, loaded with them).
  const input = useMemo<PageQueryInput>(
    () => ({ page: resolution, request, startPage, caseStudyPage: search.caseStudyPage, language }),
    [resolution, request, startPage, search.caseStudyPage, language],
  );
  const queries = useMemo(() => pageQueries(api, input), [api, input]);
  const { data: categories } = useSuspenseQuery(queries.categories);
  // The count loads beside the page (its line keeps its height meanwhile, and the meta description
  // says no number); a failed count says so, with a retry, never 0 above a list of pros.
  const countQuery = useQuery(queries.count);
  const proCount = countQuery.data;
  useEffect(() => {
    if (countQuery.error) reportPageFailure(countQuery.error, 'pro-count');
  }, [countQuery.error]);
  const jobTitle = localized(jobType.title, language);
  const where = placeName(place, language);
  const heading = where
    ? t('headings.jobTypeInPlace', { place: where, jobType: jobTitle })
    : t('headings.jobTypeNationwide', { jobType: jobTitle });
  const title = `${titleWithSuffixes(heading, {
    i18n,
    language,
    date: new Date(),
    page: search.page,
    caseStudyPage: search.caseStudyPage,
  })} | ${t('appName')}`;
  const described = { place: where || tm('meta.nationwide'), jobType: jobTitle };
  const jobDescription = localized(jobType.description, language);
  const description =
    jobDescription ||
    (proCount === undefined
      ? tm('meta.descriptionUncounted', described)
      : tm('meta.description', { ...described, count: proCount }));

  const categoryCrumbs: Crumb[] = jobType.categories.map((id, index) => ({
    label: localized(categories.find((category) => category.id === id)?.title, language) || id,
    target: { splat: jobType.categories.slice(0, index + 1).join('/') },
  }));
  const places = placeCrumbs(resolution, language);
  const splat = places.at(-1)?.splat ?? '';
  const crumbs: Crumb[] = [
    { label: t('nav.start'), target: 'start' },
    ...categoryCrumbs,
    ...places.map((crumb) => ({ label: crumb.label, target: { splat: crumb.splat } })),
  ];
  const canonical = canonicalUrl(useOrigin(), splat, language, startPage);
  const seoCrumbs = crumbs.map((crumb) => ({
    name: crumb.label,
    path: crumb.target ? targetPath(crumb.target) : `/${splat}`,
  }));

  // The same element while nothing it shows changes: a render of the page before the part's code has
  // come (one follows hydration) must not give its server-rendered boundary new props, which React
  // would answer by hydrating it at once or by rendering it anew, its server HTML thrown away.
  const loadingLabel = tm('states.loading');
  const below = useMemo(
    () => (
      <Suspense fallback={<Skeleton height="40rem" label={loadingLabel} />}>
        <BelowTheList input={input} pros={queries.pros} splat={splat} jobTitle={jobTitle} />
      </Suspense>
    ),
    [input, queries.pros, splat, jobTitle, loadingLabel],
  );

  return (
    <article className="marketing-page" data-page-kind={place.kind}>
      <SeoHead
        title={title}
        description={description}
        path={splat}
        language={language}
        page={startPage}
        caseStudyPage={search.caseStudyPage}
        crumbs={seoCrumbs}
      />
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      <p className="marketing-page__kind">{t(`pageKinds.${place.kind}`)}</p>
      {countQuery.isError && proCount === undefined ? (
        <p className="marketing-page__count" role="status" data-testid="pro-count-failed">
          {tm('states.countError')}{' '}
          <button type="button" className={buttonClass('quiet')} onClick={() => void countQuery.refetch()}>
            {t('status.retry')}
          </button>
        </p>
      ) : proCount === undefined ? (
        <p className="marketing-page__count" aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : (
        <p className="marketing-page__count" data-testid="pro-count">
          {t('proCount', { count: proCount })}
        </p>
      )}
      {requestAction}
      {jobDescription && <p lang={dataTextLang(jobDescription, language)}>{jobDescription}</p>}

      <section aria-labelledby="pros-heading" className="marketing-section" data-testid="pros-section">
        <h2 id="pros-heading">{tm('sections.pros', { jobType: jobTitle })}</h2>
        <ProFilters search={search} splat={splat} jobType={jobType} language={language} />
        <LoadBoundary
          skeleton={<Skeleton height="6.5rem" count={request.firstPageSize} label={tm('list.loading')} />}
        >
          <ProList
            options={queries.pros}
            request={request}
            startPage={startPage}
            search={search}
            splat={splat}
            language={language}
            jobType={jobType}
            serviceName={heading}
            canonicalUrl={canonical}
          />
        </LoadBoundary>
      </section>

      {below}
    </article>
  );
}
