// The content sections below the pro list load their code after the first paint: each renders
// inside a Section whose skeleton already holds its place, so waiting for the chunk costs no shift.
import { lazy } from 'react';

const sections = () => import('./ContentSections');

export const ReviewsSection = lazy(() =>
  import('./ReviewsSection').then((module) => ({ default: module.ReviewsSection })),
);
export const CaseStudiesSection = lazy(() =>
  sections().then((module) => ({ default: module.CaseStudiesSection })),
);
export const PricingSection = lazy(() => sections().then((module) => ({ default: module.PricingSection })));
export const PopularRequestsSection = lazy(() =>
  sections().then((module) => ({ default: module.PopularRequestsSection })),
);
export const SampleRequestsSection = lazy(() =>
  sections().then((module) => ({ default: module.SampleRequestsSection })),
);
export const BlogSection = lazy(() => sections().then((module) => ({ default: module.BlogSection })));
export const LandingPros = lazy(() => sections().then((module) => ({ default: module.LandingPros })));
export const ServiceOfTheMonth = lazy(() =>
  sections().then((module) => ({ default: module.ServiceOfTheMonth })),
);
