import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { useTranslation } from '../../../lib/i18n/react';
import { Breadcrumbs, targetPath, type Crumb } from '../../../components/Breadcrumbs';
import {
  categoryTreeQueryOptions,
  jobCategoriesQueryOptions,
  type JobCategoryTree,
  jobTypeSummariesQueryOptions,
  type Language,
  popularJobTypesQueryOptions,
  useApi,
} from '../../../api';
import { localized, titleWithSuffixes } from '../../../lib/i18n';
import { Section } from './Section';
import { SeoHead } from './SeoHead';
import { JobTypeLinks } from './JobTypeLinks';

/** How many popular job types a category page lists. */
export const CATEGORY_POPULAR_LIMIT = 8;

/** A category page (/home, /home/cleaning): popular job types, its subcategories and job types. */
export function CategoryPage({ categories, language }: { categories: string[]; language: Language }) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  const api = useApi();
  const { data: trees } = useSuspenseQuery(categoryTreeQueryOptions(api, language));
  const { data: flat } = useSuspenseQuery(jobCategoriesQueryOptions(api, language));
  const node = categories.reduce<JobCategoryTree | undefined>(
    (current, id, index) =>
      index === 0 ? trees.find((tree) => tree.id === id) : current?.children.find((child) => child.id === id),
    undefined,
  );
  const name = localized(node?.title, language);
  const heading = t('headings.categoryServices', { category: name });
  const crumbs: Crumb[] = [
    { label: t('nav.start'), target: 'start' },
    ...categories.map((id, index) => ({
      label: localized(flat.find((category) => category.id === id)?.title, language) || id,
      target: { splat: categories.slice(0, index + 1).join('/') },
    })),
  ];
  const jobTypeIds = node ? collectJobTypes(node, categories.slice(0, -1)) : [];

  return (
    <article className="category-page">
      <SeoHead
        title={`${titleWithSuffixes(heading, { i18n, language, date: new Date() })} | ${t('appName')}`}
        description={tm('category.description', { category: name })}
        path={categories.join('/')}
        language={language}
        crumbs={crumbs.map((crumb) => ({
          name: crumb.label,
          path: crumb.target ? targetPath(crumb.target) : `/${categories.join('/')}`,
        }))}
      />
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      <Section title={tm('category.popular', { category: name })} skeletonHeight="3rem">
        <PopularInCategory categoryId={categories.at(-1) ?? ''} language={language} />
      </Section>
      {node && node.children.length > 0 && (
        <ul className="link-list">
          {node.children.map((child) => (
            <li key={child.id}>
              <Link to="/$" params={{ _splat: [...categories, child.id].join('/') }}>
                <ForeignText text={localized(child.title, language)} language={language} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {jobTypeIds.length > 0 ? (
        <CategoryJobTypeLinks ids={jobTypeIds} language={language} />
      ) : (
        !node?.children.length && <EmptyState>{tm('category.empty')}</EmptyState>
      )}
    </article>
  );
}

/**
 * The job types under a category node, each with its category path from the top level: the node's
 * own `parents` come first, or a subcategory page (/home/cleaning) would link to /cleaning/….
 */
export function collectJobTypes(
  node: JobCategoryTree,
  parents: readonly string[],
): { id: string; path: string[] }[] {
  const walk = (current: JobCategoryTree, path: string[]): { id: string; path: string[] }[] => [
    ...(current.jobTypeIds ?? []).map((id) => ({ id, path: [...path, current.id] })),
    ...current.children.flatMap((child) => walk(child, [...path, current.id])),
  ];
  return walk(node, [...parents]);
}

function CategoryJobTypeLinks({
  ids,
  language,
}: {
  ids: { id: string; path: string[] }[];
  language: Language;
}) {
  const { i18n } = useTranslation();
  const api = useApi();
  // The job types a client can request (the list asked with clientRequest), by name.
  const { data } = useSuspenseQuery(jobTypeSummariesQueryOptions(api, 'clientRequest', language));
  const requestable = new Map(data.map((jobType) => [jobType.id, jobType]));
  const shown = ids.filter(({ id }) => requestable.has(id));
  if (shown.length === 0) return null;
  return (
    <ul className="link-list" lang={i18n.language}>
      {shown.map(({ id, path }) => (
        <li key={id}>
          <Link to="/$" params={{ _splat: [...path, id].join('/') }}>
            <ForeignText text={localized(requestable.get(id)?.title, language) || id} language={language} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PopularInCategory({ categoryId, language }: { categoryId: string; language: Language }) {
  const api = useApi();
  const { data } = useSuspenseQuery(
    popularJobTypesQueryOptions(api, { categoryId, limit: CATEGORY_POPULAR_LIMIT }, language),
  );
  return <JobTypeLinks jobTypes={data} language={language} />;
}
