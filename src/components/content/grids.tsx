// Lists of the contract's content entities as cards, shared by marketing pages and pro profiles,
// so each card's fields are mapped once. What links where (a pro's profile) stays with the caller.
import type { ReactNode } from 'react';
import type { CaseStudy, Image, ProFeedback } from '../../api';
import type { AppLanguage } from '../../lib/i18n';
import { BlogPostCard } from './BlogPostCard';
import { CaseStudyCard } from './CaseStudyCard';
import { ReviewCard } from './ReviewCard';
import styles from './grids.module.css';

/** What a blog-post card shows: internal articles and pros' posts both have it. */
export interface BlogPostTeaser {
  id: string;
  title: string;
  summary: string;
  url: string;
  publishedAt: string;
  image?: Image | undefined;
  isCostTag?: boolean;
  proName?: string | undefined;
}

export function BlogPostGrid({
  posts,
  language,
  costTagLabel,
  showAuthor = false,
  testId,
}: {
  posts: readonly BlogPostTeaser[];
  language: AppLanguage;
  /** The tag shown on cost-guide articles. */
  costTagLabel?: string;
  showAuthor?: boolean;
  testId?: string;
}) {
  return (
    <ul className={`card-grid ${styles.cards}`} data-testid={testId}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard
            title={post.title}
            summary={post.summary}
            href={post.url}
            publishedAt={post.publishedAt}
            image={post.image}
            language={language}
            tag={post.isCostTag ? costTagLabel : undefined}
            author={showAuthor ? post.proName : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export function CaseStudyGrid({
  studies,
  language,
  meta,
}: {
  studies: readonly CaseStudy[];
  language: AppLanguage;
  /** A line under each study, e.g. a link to the pro who did it. */
  meta?: (study: CaseStudy) => ReactNode;
}) {
  return (
    <ul className={`card-grid ${styles.cards}`}>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseStudyCard
            title={study.title}
            description={study.description}
            image={study.images[0]}
            price={study.price}
            durationHours={study.durationHours}
            meta={meta?.(study)}
            language={language}
          />
        </li>
      ))}
    </ul>
  );
}

export function ReviewGrid({
  reviews,
  language,
  subject,
  className = 'card-grid',
  testId,
  live = false,
}: {
  reviews: readonly ProFeedback[];
  language: AppLanguage;
  /** What each review is about, e.g. a link to the pro. */
  subject?: (review: ProFeedback) => ReactNode;
  className?: string;
  testId?: string;
  /** Announce changes (a rating filter swaps the list). */
  live?: boolean;
}) {
  return (
    <ul className={className} data-testid={testId} aria-live={live ? 'polite' : undefined}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            reviewerName={review.reviewerName}
            rating={review.rating}
            comment={review.comment}
            date={review.createdTime}
            reply={review.reply}
            language={language}
            subject={subject?.(review)}
          />
        </li>
      ))}
    </ul>
  );
}
