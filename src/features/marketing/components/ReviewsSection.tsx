// The reviews section of a marketing page: the listed pros' review statistics, the newest reviews
// of their place, and one star rating's reviews on demand.
import { useInfiniteQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { useTranslation } from '../../../lib/i18n/react';
import { Bounded } from '../../../components/content/Bounded';
import { useEntryState } from '../../../components/content/entry-state';
import { useRevealFocus } from '../../../hooks/use-reveal-focus';
import { ReviewGrid } from '../../../components/content/grids';
import { RatingStars } from '../../../components/content/RatingStars';
import { Skeleton } from '../../../components/content/Skeleton';
import type { Language, ProFeedback, StarCounts } from '../../../api';
import type { PageQueries, PageQueryInput } from '../page-queries';
import type { SectionQueries } from '../section-queries';
import { FIRST_SET, LoadBoundary } from './Section';
import { useSectionQueries } from './use-section-queries';

/** The star ratings a visitor can narrow the reviews to, highest first. */
const RATES = [5, 4, 3, 2, 1];

/**
 * Review statistics of the listed pros (from the pro list's answer, read without suspending so a
 * failed list does not take the reviews down) and the newest reviews (their own call, in their own
 * boundary: a failed review call says so beside the statistics, never "no reviews yet").
 */
export function ReviewsSection({
  queries,
  jobTypeId,
  language,
}: {
  queries: Pick<PageQueries, 'pros'> &
    Pick<SectionQueries, 'reviewsOfRating'> & {
      newest: SectionQueries['content']['newestReviews'];
    };
  jobTypeId: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data: list } = useInfiniteQuery(queries.pros);
  const statistics = list?.pages[0]?.proReviewStatistics;
  // Newest reviews by default (0); a star rating switches to the place's reviews of it. Kept with
  // the history entry, as a list's "show more" is: Back from a pro opened from a rating's reviews
  // finds that rating's reviews, where the restored scroll expects them.
  const [keptRate, keepRate] = useEntryState('reviews:rate', 0);
  const rate = RATES.includes(keptRate) ? keptRate : undefined;
  return (
    <>
      {statistics && statistics.reviewCount > 0 && (
        <div className="review-summary" data-testid="review-summary">
          <RatingStars rating={statistics.ratingValue} />
          <p>
            {t('reviews.summary', {
              rating: statistics.ratingValue.toFixed(1),
              count: statistics.reviewCount,
            })}
          </p>
          <StarBars counts={statistics.counts} total={statistics.reviewCount} />
        </div>
      )}
      <fieldset className="review-filter">
        <legend>{t('reviews.filter')}</legend>
        {[undefined, ...RATES].map((value) => (
          <label key={value ?? 'newest'}>
            <input
              type="radio"
              name={`review-rate-${jobTypeId}`}
              checked={rate === value}
              onChange={() => keepRate(value ?? 0)}
            />
            {value ? `★${value}` : t('sections.newestReviews')}
          </label>
        ))}
      </fieldset>
      {/* Keyed: each choice is its own part, so a failed one's error does not stay on the next. */}
      {rate === undefined ? (
        <LoadBoundary key="newest" skeleton={<Skeleton height="10rem" label={t('states.loading')} />}>
          <NewestReviews options={queries.newest} language={language} />
        </LoadBoundary>
      ) : (
        <LoadBoundary key={rate} skeleton={<Skeleton height="10rem" label={t('states.loading')} />}>
          <ReviewsByRating options={queries.reviewsOfRating(rate)} rate={rate} language={language} />
        </LoadBoundary>
      )}
    </>
  );
}

/** The reviews section of a page, with the page's queries (the pro list's and its section queries). */
export function PageReviews({ input, pros }: { input: PageQueryInput; pros: PageQueries['pros'] }) {
  const queries = useSectionQueries(input);
  return (
    <ReviewsSection
      queries={{ pros, newest: queries.content.newestReviews, reviewsOfRating: queries.reviewsOfRating }}
      jobTypeId={input.page.jobType.id}
      language={input.language}
    />
  );
}

/** The newest reviews of the listed pros: the place the list names. */
function NewestReviews({
  options,
  language,
}: {
  options: SectionQueries['content']['newestReviews'];
  language: Language;
}) {
  const { data: reviews } = useSuspenseQuery(options);
  return (
    <Bounded items={reviews} first={FIRST_SET} name="newest-reviews">
      {(shown) => <ReviewList reviews={shown} language={language} />}
    </Bounded>
  );
}

function ReviewList({ reviews, language }: { reviews: readonly ProFeedback[]; language: Language }) {
  const { t } = useTranslation('marketing');
  if (reviews.length === 0) return <EmptyState>{t('reviews.none')}</EmptyState>;
  return (
    <ReviewGrid
      reviews={reviews}
      language={language}
      testId="review-list"
      subject={(review) =>
        review.proName ? (
          <Link to="/profile/$proKey/pro" params={{ proKey: review.proId }}>
            <ForeignText text={review.proName} language={language} />
          </Link>
        ) : undefined
      }
    />
  );
}

/** The job type's reviews of one rating about the place's pros, page by page. */
function ReviewsByRating({
  options,
  rate,
  language,
}: {
  options: ReturnType<SectionQueries['reviewsOfRating']>;
  rate: number;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(options);
  const reviews = data.pages.flatMap((page) => page.list);
  const { container, revealing } = useRevealFocus<HTMLDivElement>();
  return (
    <>
      <p>{t('reviews.ofRating', { rate, count: data.pages[0]?.total ?? 0 })}</p>
      <div ref={container}>
        <ReviewList reviews={reviews} language={language} />
      </div>
      {hasNextPage && (
        // Marked busy while loading, not disabled: a disabled button would drop the focus.
        <button
          type="button"
          aria-disabled={isFetchingNextPage}
          onClick={() => {
            if (isFetchingNextPage) return;
            revealing();
            void fetchNextPage();
          }}
        >
          {isFetchingNextPage ? t('list.loadingMore') : t('reviews.more')}
        </button>
      )}
    </>
  );
}

function StarBars({ counts, total }: { counts: StarCounts; total: number }) {
  return (
    <dl className="star-bars">
      {(['5', '4', '3', '2', '1'] as const).map((star) => (
        <div key={star} className="star-bars__row">
          <dt>★{star}</dt>
          <dd>
            <meter min={0} max={total} value={counts[star]} aria-label={`★${star}`} /> {counts[star]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
