import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, type JobTypeSummary, type Language } from '../../../lib/api';
import { localized } from '../../../lib/i18n';
import {
  cityLinksQueryOptions,
  prefectureLinksQueryOptions,
  relatedJobTypesQueryOptions,
  requestableByCategoryQueryOptions,
  SHORT_LIST_SIZE,
} from '../api/content';
import {
  cityGroupingFlagQueryOptions,
  cityGroupsQueryOptions,
  jobCategoriesQueryOptions,
  popularJobTypesQueryOptions,
} from '../api/queries';
import { designatedCities } from '../designated-cities';
import { placeName } from '../place';
import { jobTypePath, type Resolution } from '../resolve';
import { LoadBoundary } from './Section';
import { Skeleton } from '../../../components/content';

type Page = Extract<Resolution, { type: 'page' }>;

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
 * `keepFilters`: links to other places of the same job type keep the listing filters (not the
 * page), so narrowing the place keeps what the visitor asked for; other job types start clean.
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
              keepFilters
                ? (previous) => ({ ...previous, page: undefined })
                : (previous) => ({ lang: previous.lang })
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

/** Places below or around this one where the job type has pros (§2: prefectures, cities, groups). */
function PlaceLinks({ page, language }: { page: Page; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { jobType, place } = page;
  const prefectureKey = place.prefecture?.key;
  const { data: prefectures } = useSuspenseQuery(
    prefectureLinksQueryOptions(api, jobType.id, prefectureKey, language),
  );
  const prefectureLinks = prefectures
    .filter((prefecture) => prefecture.key !== prefectureKey)
    .map((prefecture) => ({
      key: prefecture.key,
      label: language === 'ja' ? prefecture.name : prefecture.nameRome,
      splat: splatOf(jobTypePath(jobType, prefecture.key)),
    }));
  return (
    <>
      {prefectureKey && <CityLinks page={page} prefectureKey={prefectureKey} language={language} />}
      {prefectureLinks.length > 0 && (
        <Block title={prefectureKey ? t('links.nearbyPrefectures') : t('links.prefectures')}>
          <Links items={prefectureLinks} keepFilters />
        </Block>
      )}
    </>
  );
}

function CityLinks({
  page,
  prefectureKey,
  language,
}: {
  page: Page;
  prefectureKey: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { jobType, place } = page;
  const cityKey = place.city?.key;
  const { data: cities } = useSuspenseQuery(
    cityLinksQueryOptions(api, jobType.id, prefectureKey, cityKey, language),
  );
  const { data: groups } = useSuspenseQuery(cityGroupsQueryOptions(api, prefectureKey, language));
  const { data: groupingJobTypes } = useSuspenseQuery(cityGroupingFlagQueryOptions(api));
  const cityName = (key: string) => {
    const city = cities.find((candidate) => candidate.key === key);
    return city ? (language === 'ja' ? city.name : city.nameRome) : undefined;
  };
  const cityLink = (key: string, ...middle: string[]) => {
    const label = cityName(key);
    return label ? [{ key, label, splat: splatOf(jobTypePath(jobType, prefectureKey, ...middle, key)) }] : [];
  };

  // Members of the current group or designated city link beneath it; other cities link directly.
  const members =
    place.kind === 'group'
      ? place.cityGroup?.cityKeys
      : place.kind === 'majorCity'
        ? place.majorCity?.cityKeys
        : undefined;
  const memberLinks = members?.flatMap((key) =>
    cityLink(
      key,
      place.kind === 'group' ? (place.cityGroup?.cityGroupKey ?? '') : (place.majorCity?.key ?? ''),
    ),
  );
  const cityLinks = cities
    .filter((city) => city.key !== cityKey && !members?.includes(city.key))
    .map((city) => ({
      key: city.key,
      label: language === 'ja' ? city.name : city.nameRome,
      splat: splatOf(jobTypePath(jobType, prefectureKey, city.key)),
    }));
  const grouping = groupingJobTypes.includes(jobType.id);
  const groupLinks = grouping
    ? groups
        .filter((group) => group.cityGroupKey !== place.cityGroup?.cityGroupKey)
        .map((group) => ({
          key: group.cityGroupKey,
          label: language === 'ja' ? group.nameJa : group.nameEn,
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
      {memberLinks && memberLinks.length > 0 && (
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

/** Related job types, popular ones in the same prefecture or city, and the category's others. */
function JobTypeLinkBlocks({ page, language }: { page: Page; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { jobType, place } = page;
  const prefectureKey = place.prefecture?.key;
  const cityKey = place.city?.key;
  const { data: related } = useSuspenseQuery(
    relatedJobTypesQueryOptions(api, jobType.id, prefectureKey, false, language),
  );
  const { data: requestable } = useSuspenseQuery(
    relatedRequestableOptions(api, jobType.id, prefectureKey, language),
  );
  const { data: samePlace } = useSuspenseQuery(
    popularJobTypesQueryOptions(
      api,
      { ...(cityKey ? { cityKey } : prefectureKey ? { prefectureKey } : {}), limit: SHORT_LIST_SIZE + 1 },
      language,
    ),
  );
  const { data: inCategory } = useSuspenseQuery(
    requestableByCategoryQueryOptions(api, jobType.category, language),
  );
  const { data: categories } = useSuspenseQuery(jobCategoriesQueryOptions(api, language));
  const categoryName = localized(
    categories.find((category) => category.id === jobType.category)?.title,
    language,
  );
  const placeSegments = [
    prefectureKey,
    place.majorCity?.key ?? place.cityGroup?.cityGroupKey,
    cityKey,
  ].filter((segment): segment is string => !!segment);
  const where = placeName(place, language);
  return (
    <>
      {related.length > 0 && (
        <Block title={t('links.related')}>
          <Links items={jobTypeLinks(related, language, jobType.id, ...placeSegments.slice(0, 1))} />
        </Block>
      )}
      {prefectureKey && requestable.length > 0 && (
        <Block title={t('links.requestable')}>
          <Links items={jobTypeLinks(requestable, language, jobType.id, prefectureKey)} />
        </Block>
      )}
      {prefectureKey && samePlace.length > 0 && (
        <Block title={t(cityKey ? 'links.sameCity' : 'links.samePrefecture', { place: where })}>
          <Links
            items={jobTypeLinks(samePlace.slice(0, SHORT_LIST_SIZE), language, jobType.id, prefectureKey)}
          />
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

const relatedRequestableOptions = (
  api: ReturnType<typeof useApi>,
  id: string,
  prefectureKey: string | undefined,
  language: Language,
) =>
  // Only a narrowed page asks which related job types are requestable there.
  relatedJobTypesQueryOptions(api, id, prefectureKey, prefectureKey !== undefined, language);

/** The internal link blocks of a page kind (§2). Each loads on its own; a failure hides nothing else. */
export function LinkBlocks({ page, language }: { page: Page; language: Language }) {
  const { t } = useTranslation('marketing');
  const skeleton = <Skeleton height="6rem" label={t('states.loading')} />;
  return (
    <nav aria-label={t('links.label')} className="marketing-section link-blocks" data-testid="link-blocks">
      <LoadBoundary skeleton={skeleton}>
        <PlaceLinks page={page} language={language} />
      </LoadBoundary>
      <LoadBoundary skeleton={skeleton}>
        <JobTypeLinkBlocks page={page} language={language} />
      </LoadBoundary>
    </nav>
  );
}
