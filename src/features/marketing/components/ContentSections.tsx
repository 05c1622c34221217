// The content sections below a marketing page's pro list, one file each, gathered here as the one
// chunk lazy-sections.ts loads after the first paint (the reviews load in a chunk of their own).
// The page gives each its input (page, list request, the address's pages, language): a section
// finds its queries from that through section-queries.ts, the function the route's loader
// prefetched them with, so the first page's JavaScript carries neither the queries nor their API.
import type { PageQueryInput } from '../page-queries';
import { BlogSection } from './BlogSection';
import { CaseStudiesSection } from './CaseStudiesSection';
import { PricingSection } from './PricingSection';
import { PopularRequestsSection, SampleRequestsSection } from './RequestSections';
import { ServiceOfTheMonth } from './ServiceOfTheMonth';
import { useSectionQueries } from './use-section-queries';

export { BlogSection, CaseStudiesSection, PricingSection, PopularRequestsSection, SampleRequestsSection };
export { ServiceOfTheMonth };
export { LandingPros } from './LandingPros';

type Input = { input: PageQueryInput };

/** `splat`: the page's path (the case studies' "show more" links to its next page). */
export function PageCaseStudies({ input, splat }: Input & { splat: string }) {
  const { content } = useSectionQueries(input);
  return (
    <CaseStudiesSection
      options={content.caseStudies}
      splat={splat}
      startPage={input.caseStudyPage ?? 1}
      language={input.language}
    />
  );
}

/** `splat`: the page's path (each pricing item links to its list narrowed to the item). */
export function PagePricing({ input, splat }: Input & { splat: string }) {
  const { content } = useSectionQueries(input);
  return <PricingSection options={content.pricing} splat={splat} language={input.language} />;
}

export function PagePopularRequests({ input }: Input) {
  const { content } = useSectionQueries(input);
  return <PopularRequestsSection options={content.popularRequests} language={input.language} />;
}

export function PageSampleRequests({ input }: Input) {
  const { content } = useSectionQueries(input);
  return <SampleRequestsSection options={content.sampleRequests} language={input.language} />;
}

export function PageBlog({ input }: Input) {
  const { content } = useSectionQueries(input);
  return <BlogSection queries={content} language={input.language} />;
}

export function PageServiceOfTheMonth({ input }: Input) {
  const { content } = useSectionQueries(input);
  return <ServiceOfTheMonth options={content.serviceOfTheMonth} language={input.language} />;
}
