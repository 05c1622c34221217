// The content sections below a marketing page's pro list, one file each, gathered here as the one
// chunk lazy-sections.ts loads after the first paint (the reviews load in a chunk of their own).
export { BlogSection } from './BlogSection';
export { CaseStudiesSection } from './CaseStudiesSection';
export { LandingPros } from './LandingPros';
export { PricingSection } from './PricingSection';
export { PopularRequestsSection, SampleRequestsSection } from './RequestSections';
export { ServiceOfTheMonth } from './ServiceOfTheMonth';
