import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import { useTranslation } from '../../../lib/i18n/react';
import { type JobCategoryTree, type Language, serviceOfTheMonthQueryOptions, useApi } from '../../../api';
import { ForeignText } from '../../../components/ForeignText';
import { localized, titleWithSuffixes } from '../../../lib/i18n';
import { Section } from './Section';
import { SeoHead } from './SeoHead';
import { ServiceOfTheMonth } from './ServiceOfTheMonth';
import { JobTypeLinks } from './JobTypeLinks';
import { startPageQueries } from '../start-queries';

/** The start page: popular job types, this month's featured services and the category tree. */
export function StartPage({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  const api = useApi();
  const queries = startPageQueries(api, language);
  const { data: trees } = useSuspenseQuery(queries.trees);
  const { data: popular } = useSuspenseQuery(queries.popular);
  const title = titleWithSuffixes(t('appName'), { i18n, language, date: new Date() });

  return (
    <article className="start-page">
      <SeoHead title={title} description={tm('start.description')} path="start" language={language} />
      <h1>{t('appName')}</h1>
      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading">{t('start.popular')}</h2>
        <JobTypeLinks jobTypes={popular} language={language} />
      </section>
      <Section title={tm('sections.serviceOfTheMonth')} skeletonHeight="3rem">
        <ServiceOfTheMonth options={serviceOfTheMonthQueryOptions(api, language)} language={language} />
      </Section>
      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading">{tm('start.articles')}</h2>
        <p className="more-link">
          <Link to="/blog">{tm('start.allArticles')}</Link>
        </p>
      </section>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('nav.categories.label')}</h2>
        {trees.map((tree) => (
          <CategoryBlock key={tree.id} tree={tree} language={language} />
        ))}
      </section>
    </article>
  );
}

function CategoryBlock({ tree, language }: { tree: JobCategoryTree; language: Language }) {
  return (
    <section className="category-block">
      <h3>
        <Link to="/$" params={{ _splat: tree.id }}>
          <ForeignText text={localized(tree.title, language)} language={language} />
        </Link>
      </h3>
      <ul className="link-list">
        {tree.children.map((child) => (
          <li key={child.id}>
            <Link to="/$" params={{ _splat: `${tree.id}/${child.id}` }}>
              <ForeignText text={localized(child.title, language)} language={language} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
