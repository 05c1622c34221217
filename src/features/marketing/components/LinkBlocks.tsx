import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { Skeleton } from '../../../components/content/Skeleton';
import type { JobTypeSummary, Language } from '../../../api';
import { SHORT_LIST_SIZE } from '../listing';
import { localized, localName } from '../../../lib/i18n';
import { designatedCities } from '../designated-cities';
import type { LinkQueries } from '../links';
import type { PageQueryInput } from '../page-queries';
import { jobTypePath, placeName } from '../place';
import type { Resolution } from '../resolve';
import { otherPlaceSearch } from '../search';
import { LoadBoundary } from './Section';
import { useSectionQueries } from './use-section-queries';

type Page = Extract<Resolution, { type: 'page' }>;
type Below = NonNullable<LinkQueries['below']>;

const splatOf = (path: string) => path.slice(1);

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="link-block">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * `keepFilters`: links to other places of the same job type keep the listing filters (price range,
 * day, time, matching criteria), so narrowing the place keeps what the visitor asked for; not the
 * paging, a pricing item (one pro's plan) or anything else in the address. Other job types start clean.
 */
function Links({
  items,
  keepFilters = false,
}: {
  items: { key: string; label: string; splat: string }[];
  keepFilters?: boolean;
}) {
  return (
    <ul className="link-list">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to="/$"
            params={{ _splat: item.splat }}
            search={
              keepFilters ? (previous) => otherPlaceSearch(previous) : (previous) => ({ lang: previous.lang })
            }
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const jobTypeLinks = (jobTypes: JobTypeSummary[], language: Language, skip: string, ...place: string[]) =>
  jobTypes
    .filter((jobType) => jobType.id !== skip)
    .map((jobType) => ({
      key: jobType.id,
      label: localized(jobType.title, language),
      splat: splatOf(jobTypePath(jobType, ...place)),
    }));

/** Prefectures with pros of the job type: all of them on the job-type page, the nearest below it. */
function PrefectureLinks({
  page,
  queries,
  language,
}: {
  page: Page;
  queries: LinkQueries;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { jobType, place } = page;
  const current = place.prefecture?.key;
  const { data: prefectures } = useSuspenseQuery(queries.prefectures);
  const items = prefectures
    .filter((prefecture) => prefecture.key !== current)
    .map((prefecture) => ({
      key: prefecture.key,
      label: localName(prefecture, language),
      splat: splatOf(jobTypePath(jobType, prefecture.key)),
    }));
  if (items.length === 0) return null;
  return (
    <Block title={current ? t('links.nearbyPrefectures') : t('links.prefectures')}>
      <Links items={items} keepFilters />
    </Block>
  );
}

/** Cities, wards, designated cities and city groups of the prefecture. */
function CityLinks({ page, below, language }: { page: Page; below: Below; language: Language }) {
  const { t } = useTranslation('marketing');
  const { jobType, place } = page;
  const { prefectureKey } = below;
  const cityKey = place.city?.key;
  const { data: cities } = useSuspenseQuery(below.cities);
  const { data: groups } = useSuspenseQuery(below.cityGroups);
  const { data: groupingJobTypes } = useSuspenseQuery(below.groupingFlag);
  const cityLabel = (key: string) => {
    const city = cities.find((candidate) => candidate.key === key);
    return city ? localName(city, language) : undefined;
  };

  // Members of the current group or designated city link beneath it; other cities link directly.
  const parent =
    place.kind === 'group'
      ? { key: place.cityGroup?.cityGroupKey, members: place.cityGroup?.cityKeys }
      : place.kind === 'majorCity'
        ? { key: place.majorCity?.key, members: place.majorCity?.cityKeys }
        : undefined;
  const members = parent?.members ?? [];
  const memberLinks = members.flatMap((key) => {
    const label = cityLabel(key);
    return label && parent?.key
      ? [{ key, label, splat: splatOf(jobTypePath(jobType, prefectureKey, parent.key, key)) }]
      : [];
  });
  const cityLinks = cities
    .filter((city) => city.key !== cityKey && !members.includes(city.key))
    .map((city) => ({
      key: city.key,
      label: localName(city, language),
      splat: splatOf(jobTypePath(jobType, prefectureKey, city.key)),
    }));
  const groupLinks = groupingJobTypes.includes(jobType.id)
    ? groups
        .filter((group) => group.cityGroupKey !== place.cityGroup?.cityGroupKey)
        .map((group) => ({
          key: group.cityGroupKey,
          label: localName(group, language),
          splat: splatOf(jobTypePath(jobType, prefectureKey, group.cityGroupKey)),
        }))
    : [];
  const majorCityLinks =
    place.kind === 'prefecture'
      ? designatedCities
          .filter((city) => city.prefectureKey === prefectureKey)
          .map((city) => ({
            key: city.key,
            label: localized(city.name, language),
            splat: splatOf(jobTypePath(jobType, prefectureKey, city.key)),
          }))
      : [];

  return (
    <>
      {memberLinks.length > 0 && (
        <Block title={place.kind === 'majorCity' ? t('links.wards') : t('links.cities')}>
          <Links items={memberLinks} keepFilters />
        </Block>
      )}
      {majorCityLinks.length > 0 && (
        <Block title={t('links.majorCities')}>
          <Links items={majorCityLinks} keepFilters />
        </Block>
      )}
      {groupLinks.length > 0 && (
        <Block title={t('links.cityGroups')}>
          <Links items={groupLinks} keepFilters />
        </Block>
      )}
      {cityLinks.length > 0 && (
        <Block title={cityKey ? t('links.nearbyCities') : t('links.cities')}>
          <Links items={cityLinks} keepFilters />
        </Block>
      )}
    </>
  );
}

/** Job types requestable here and popular in the same prefecture or city. */
function PlaceJobTypeLinks({ page, below, language }: { page: Page; below: Below; language: Language }) {
  const { t } = useTranslation('marketing');
  const { jobType, place } = page;
  const { data: requestable } = useSuspenseQuery(below.requestable);
  const { data: samePlace } = useSuspenseQuery(below.samePlace);
  const prefectureName = place.prefecture ? localName(place.prefecture, language) : '';
  const cityKey = place.city?.key;
  const popular = jobTypeLinks(samePlace, language, jobType.id, below.prefectureKey).slice(
    0,
    SHORT_LIST_SIZE,
  );
  return (
    <>
      {requestable.length > 0 && (
        <Block title={t('links.requestable')}>
          <Links items={jobTypeLinks(requestable, language, jobType.id, below.prefectureKey)} />
        </Block>
      )}
      {popular.length > 0 && (
        <Block
          title={
            cityKey
              ? t('links.sameCity', { place: placeName(place, language) })
              : t('links.samePrefecture', { place: prefectureName })
          }
        >
          <Links items={popular} />
        </Block>
      )}
    </>
  );
}

/** Related job types (in the same prefecture when the page has one) and the category's others. */
function JobTypeLinks({ page, queries, language }: { page: Page; queries: LinkQueries; language: Language }) {
  const { t } = useTranslation('marketing');
  const { jobType, place } = page;
  const { data: related } = useSuspenseQuery(queries.related);
  const { data: inCategory } = useSuspenseQuery(queries.category);
  const { data: categories } = useSuspenseQuery(queries.categories);
  const categoryName = localized(
    categories.find((category) => category.id === jobType.category)?.title,
    language,
  );
  const prefectureSegment = place.prefecture ? [place.prefecture.key] : [];
  return (
    <>
      {related.length > 0 && (
        <Block title={t('links.related')}>
          <Links items={jobTypeLinks(related, language, jobType.id, ...prefectureSegment)} />
        </Block>
      )}
      {inCategory.length > 0 && (
        <Block title={t('links.category', { category: categoryName })}>
          <Links items={jobTypeLinks(inCategory, language, jobType.id)} />
        </Block>
      )}
    </>
  );
}

/** The internal link blocks of a page kind. Each group loads on its own; a failure hides nothing else. */
export function LinkBlocks({
  page,
  queries,
  language,
}: {
  page: Page;
  queries: LinkQueries;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const skeleton = <Skeleton height="6rem" label={t('states.loading')} />;
  return (
    <nav aria-label={t('links.label')} className="marketing-section link-blocks" data-testid="link-blocks">
      {queries.below && (
        <LoadBoundary skeleton={skeleton}>
          <CityLinks page={page} below={queries.below} language={language} />
        </LoadBoundary>
      )}
      <LoadBoundary skeleton={skeleton}>
        <PrefectureLinks page={page} queries={queries} language={language} />
      </LoadBoundary>
      {queries.below && (
        <LoadBoundary skeleton={skeleton}>
          <PlaceJobTypeLinks page={page} below={queries.below} language={language} />
        </LoadBoundary>
      )}
      <LoadBoundary skeleton={skeleton}>
        <JobTypeLinks page={page} queries={queries} language={language} />
      </LoadBoundary>
    </nav>
  );
}

/** The link blocks of a page, with the page's link queries (from its section queries). */
export function PageLinkBlocks({ input }: { input: PageQueryInput }) {
  const { links } = useSectionQueries(input);
  return <LinkBlocks page={input.page} queries={links} language={input.language} />;
}
