// Presentational content blocks shared by marketing pages and pro profiles: no domain knowledge,
// only display rules (yen format, open-ended ranges, sanitized HTML, lazy images with a size).
// Where first-page weight matters import the single module: SanitizedHtml brings DOMPurify along.
export { BlogPostCard, type BlogPostCardProps } from './BlogPostCard';
export { CaseStudyCard, type CaseStudyCardProps } from './CaseStudyCard';
export { FormattedDate } from './FormattedDate';
export { BlogPostGrid, CaseStudyGrid, ReviewGrid, type BlogPostTeaser } from './grids';
export { LazyImage } from './LazyImage';
export { Price, PriceRange } from './Price';
export { RatingStars, roundToHalf } from './RatingStars';
export { ReviewCard, type ReviewCardProps } from './ReviewCard';
export { SanitizedHtml } from './SanitizedHtml';
export { sanitizeHtml } from './sanitize';
export { Skeleton } from './Skeleton';
