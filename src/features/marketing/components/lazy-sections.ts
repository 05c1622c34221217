// The content sections below the pro list load their code after the first paint: each renders
// inside a Section whose skeleton already holds its place, so waiting for the chunk costs no shift.
// A marketing page's sections (Page…) take the page's input and find their queries themselves
// (section-queries.ts), so those queries and their API modules load with them.
import { lazy } from 'react';

const sections = () => import('./ContentSections');

export const PageReviews = lazy(() =>
  import('./ReviewsSection').then((module) => ({ default: module.PageReviews })),
);
export const PageCaseStudies = lazy(() => sections().then((module) => ({ default: module.PageCaseStudies })));
export const PagePricing = lazy(() => sections().then((module) => ({ default: module.PagePricing })));
export const PagePopularRequests = lazy(() =>
  sections().then((module) => ({ default: module.PagePopularRequests })),
);
export const PageSampleRequests = lazy(() =>
  sections().then((module) => ({ default: module.PageSampleRequests })),
);
export const PageBlog = lazy(() => sections().then((module) => ({ default: module.PageBlog })));
export const LandingPros = lazy(() => sections().then((module) => ({ default: module.LandingPros })));
export const PageServiceOfTheMonth = lazy(() =>
  sections().then((module) => ({ default: module.PageServiceOfTheMonth })),
);
