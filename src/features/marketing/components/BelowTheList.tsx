// The part of a job-type page below its pro list: the content sections (reviews, case studies,
// pricing, requests, articles, service of the month) and the internal link blocks. Its code is not
// in the first page's JavaScript: on the server it renders in place; in the browser it hydrates
// once its chunk has come, as each section does when its own code has (nothing in it answers a
// press before that either). The route's loader starts the chunk on a navigation in the browser.
import { lazy } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { Skeleton } from '../../../components/content/Skeleton';
import type { PageQueries, PageQueryInput } from '../page-queries';
import {
  LandingPros,
  PageBlog,
  PageCaseStudies,
  PagePopularRequests,
  PagePricing,
  PageReviews,
  PageSampleRequests,
  PageServiceOfTheMonth,
} from './lazy-sections';
import { Section } from './Section';

// Link blocks sit at the bottom of the page and carry the designated-city data set: their code
// loads after the first paint.
const LinkBlocks = lazy(() => import('./LinkBlocks').then((module) => ({ default: module.PageLinkBlocks })));

export function BelowTheList({
  input,
  pros,
  splat,
  jobTitle,
}: {
  input: PageQueryInput;
  /** The page's pro list (the reviews show its review statistics). */
  pros: PageQueries['pros'];
  /** The page's path. */
  splat: string;
  /** The job type's name in the page's language. */
  jobTitle: string;
}) {
  const { t: tm } = useTranslation('marketing');
  const { jobType } = input.page;
  return (
    <>
      <Section
        title={tm('sections.reviews', { jobType: jobTitle })}
        skeletonHeight="10rem"
        testId="reviews-section"
      >
        <PageReviews input={input} pros={pros} />
      </Section>
      <Section
        title={tm('sections.caseStudies', { jobType: jobTitle })}
        skeletonHeight="14rem"
        testId="case-studies-section"
      >
        <PageCaseStudies input={input} splat={splat} />
      </Section>
      <Section title={tm('sections.pricing', { jobType: jobTitle })} skeletonHeight="8rem">
        <PagePricing input={input} splat={splat} />
      </Section>
      <Section title={tm('sections.popularRequests', { jobType: jobTitle })} skeletonHeight="4rem">
        <PagePopularRequests input={input} />
      </Section>
      <Section title={tm('sections.sampleRequests', { jobType: jobTitle })} skeletonHeight="8rem">
        <PageSampleRequests input={input} />
      </Section>
      <Section title={tm('sections.articles', { jobType: jobTitle })} skeletonHeight="12rem">
        <PageBlog input={input} />
      </Section>
      <AfterFirstPaint fallback={null}>
        <LandingPros jobType={jobType} language={input.language} />
      </AfterFirstPaint>
      <Section title={tm('sections.serviceOfTheMonth', { jobType: jobTitle })} skeletonHeight="3rem">
        <PageServiceOfTheMonth input={input} />
      </Section>
      <AfterFirstPaint fallback={<Skeleton height="12rem" label={tm('states.loading')} />}>
        <LinkBlocks input={input} />
      </AfterFirstPaint>
    </>
  );
}
