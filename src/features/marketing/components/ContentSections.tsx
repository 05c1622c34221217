import { useInfiniteQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bounded } from '../../../components/content/Bounded';
import { BlogPostGrid, CaseStudyGrid, ReviewGrid } from '../../../components/content/grids';
import { LazyImage } from '../../../components/content/LazyImage';
import { Price } from '../../../components/content/Price';
import { RatingStars } from '../../../components/content/RatingStars';
import { Skeleton } from '../../../components/content/Skeleton';
import {
  caseStudiesInfiniteQueryOptions,
  type CaseStudyScope,
  internalBlogPostsQueryOptions,
  type JobType,
  type JobTypePlace,
  type Language,
  type ListPlace,
  listPlace,
  newestReviewsQueryOptions,
  popularPricingItemsQueryOptions,
  popularRequestsQueryOptions,
  proBlogPostsByJobTypeQueryOptions,
  type ProFeedback,
  type ProListRequest,
  prosInfiniteQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
  sampleRequestsQueryOptions,
  serviceOfTheMonthQueryOptions,
  type StarCounts,
  useApi,
} from '../../../api';
import { formatYen } from '../../../lib/i18n';
import { LoadBoundary } from './Section';
import { JobTypeLinks } from './JobTypeLinks';

/** A section with nothing to show says so, rather than leaving a bare heading. */
function EmptySection() {
  const { t } = useTranslation();
  return <p className="state state--empty">{t('status.empty')}</p>;
}

/** How many pricing items show before "show all". */
const PRICING_PREVIEW = 3;
/** The first set of a long section (and of each "show more"): a phone screen or two of cards. */
const FIRST_SET = 4;

/**
 * Review statistics of the listed pros (from the pro list's answer, read without suspending so a
 * failed list does not take the reviews down) and the newest reviews.
 */
export function ReviewsSection({
  request,
  startPage,
  jobTypeId,
  language,
}: {
  request: ProListRequest;
  startPage: number;
  jobTypeId: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data: list } = useInfiniteQuery(prosInfiniteQueryOptions(api, request, startPage));
  const statistics = list?.pages[0]?.proReviewStatistics;
  // The reviews of the listed pros: the place the list names.
  const place = listPlace(request);
  const { data: reviews } = useSuspenseQuery(newestReviewsQueryOptions(api, jobTypeId, place, language));
  // Newest reviews by default; a star rating switches to the place's reviews of it.
  const [rate, setRate] = useState<number | undefined>(undefined);
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
        {[undefined, 5, 4, 3, 2, 1].map((value) => (
          <label key={value ?? 'newest'}>
            <input
              type="radio"
              name={`review-rate-${jobTypeId}`}
              checked={rate === value}
              onChange={() => setRate(value)}
            />
            {value ? `★${value}` : t('sections.newestReviews')}
          </label>
        ))}
      </fieldset>
      {rate === undefined ? (
        <Bounded items={reviews} first={FIRST_SET}>
          {(shown) => <ReviewList reviews={shown} language={language} />}
        </Bounded>
      ) : (
        <LoadBoundary skeleton={<Skeleton height="10rem" label={t('states.loading')} />}>
          <ReviewsByRating jobTypeId={jobTypeId} rate={rate} place={place} language={language} />
        </LoadBoundary>
      )}
    </>
  );
}

function ReviewList({ reviews, language }: { reviews: readonly ProFeedback[]; language: Language }) {
  const { t } = useTranslation('marketing');
  if (reviews.length === 0) return <p className="state state--empty">{t('reviews.none')}</p>;
  return (
    <ReviewGrid
      reviews={reviews}
      language={language}
      testId="review-list"
      subject={(review) =>
        review.proName ? (
          <Link to="/profile/$proKey/pro" params={{ proKey: review.proId }}>
            {review.proName}
          </Link>
        ) : undefined
      }
    />
  );
}

/** The job type's reviews of one rating about the place's pros, page by page. */
function ReviewsByRating({
  jobTypeId,
  rate,
  place,
  language,
}: {
  jobTypeId: string;
  rate: number;
  place: ListPlace;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    reviewsByRatingInfiniteQueryOptions(api, jobTypeId, rate, language, place),
  );
  const reviews = data.pages.flatMap((page) => page.list);
  return (
    <>
      <p>{t('reviews.ofRating', { rate, count: data.pages[0]?.total ?? 0 })}</p>
      <ReviewList reviews={reviews} language={language} />
      {hasNextPage && (
        <button type="button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
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

/** Case studies, 6 a page, with the total and "show more" appending the next page. */
export function CaseStudiesSection({ scope, language }: { scope: CaseStudyScope; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    caseStudiesInfiniteQueryOptions(api, scope, language),
  );
  const studies = data.pages.flatMap((page) => page.caseStudies);
  const total = data.pages[0]?.totalCaseStudies ?? 0;
  if (studies.length === 0) return <p className="state state--empty">{t('caseStudies.none')}</p>;
  return (
    <>
      <p data-testid="case-study-total">{t('caseStudies.total', { count: total })}</p>
      <CaseStudyGrid
        studies={studies}
        meta={(study) =>
          study.proName ? (
            <Link to="/profile/$proKey/pro" params={{ proKey: study.proId }}>
              {study.proName}
            </Link>
          ) : undefined
        }
      />
      {hasNextPage && (
        <button type="button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? t('list.loadingMore') : t('caseStudies.loadMore')}
        </button>
      )}
    </>
  );
}

/** Popular pricing items: the first few, expandable to all. */
export function PricingSection({ place, language }: { place: JobTypePlace; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data: items } = useSuspenseQuery(popularPricingItemsQueryOptions(api, place, language));
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return <EmptySection />;
  const shown = expanded ? items : items.slice(0, PRICING_PREVIEW);
  return (
    <>
      <ul className="pricing-list" id="pricing-items">
        {shown.map((item) => (
          <li key={item.key} className="pricing-list__item">
            <strong>{item.title}</strong> <Price amount={item.price} unit={item.priceUnit} />
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      {items.length > PRICING_PREVIEW && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="pricing-items"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('pricing.showFewer') : t('pricing.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}

/** Internal articles (cost guides, others; swallowed to none) and pros' posts about the job type. */
export function BlogSection({ jobTypeId, language }: { jobTypeId: string; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data: costGuides } = useSuspenseQuery(
    internalBlogPostsQueryOptions(api, jobTypeId, true, language),
  );
  const { data: articles } = useSuspenseQuery(internalBlogPostsQueryOptions(api, jobTypeId, false, language));
  const { data: proPosts } = useSuspenseQuery(proBlogPostsByJobTypeQueryOptions(api, jobTypeId, language));
  const internal = [...costGuides, ...articles];
  if (internal.length === 0 && proPosts.length === 0) return <EmptySection />;
  return (
    <>
      {internal.length > 0 && (
        <>
          <Bounded items={internal} first={FIRST_SET}>
            {(shown) => (
              <BlogPostGrid
                posts={shown}
                language={language}
                costTagLabel={t('blog.costTag')}
                testId="internal-blog-posts"
              />
            )}
          </Bounded>
          <p>
            <Link to="/blog">{t('blog.allArticles')}</Link>
          </p>
        </>
      )}
      {proPosts.length > 0 && (
        <>
          <h3>{t('sections.proBlog')}</h3>
          <Bounded items={proPosts} first={FIRST_SET}>
            {(shown) => <BlogPostGrid posts={shown} language={language} showAuthor testId="pro-blog-posts" />}
          </Bounded>
        </>
      )}
    </>
  );
}

/** Popular requests (swallowed to none, §8). */
export function PopularRequestsSection({ place, language }: { place: JobTypePlace; language: Language }) {
  const { t } = useTranslation('marketing');
  const api = useApi();
  const { data } = useSuspenseQuery(popularRequestsQueryOptions(api, place, language));
  if (data.length === 0) return <EmptySection />;
  return (
    <Bounded items={data} first={FIRST_SET}>
      {(shown) => (
        <ul className="link-list link-list--stacked">
          {shown.map((request) => (
            <li key={request.id}>
              {request.title} — {t('requests.count', { count: request.requestCount })}
              {request.averagePrice !== undefined &&
                ` · ${t('requests.averagePrice', { price: formatYen(request.averagePrice) })}`}
            </li>
          ))}
        </ul>
      )}
    </Bounded>
  );
}

export function SampleRequestsSection({ place, language }: { place: JobTypePlace; language: Language }) {
  const api = useApi();
  const { data } = useSuspenseQuery(sampleRequestsQueryOptions(api, place, language));
  if (data.length === 0) return <EmptySection />;
  return (
    <Bounded items={data} first={FIRST_SET}>
      {(shown) => (
        <ul className="card-grid">
          {shown.map((sample) => (
            <li key={sample.id} className="sample-request">
              <h3>{sample.title}</h3>
              <dl>
                {sample.answers.map((answer) => (
                  <div key={answer.question}>
                    <dt>{answer.question}</dt>
                    <dd>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Bounded>
  );
}

/** Pros featured on the job type's landing page; the API enriches only the first with a name. */
export function LandingPros({ jobType }: { jobType: JobType }) {
  const { t } = useTranslation('marketing');
  const featured = jobType.landingPagePros.filter((pro) => pro.name);
  if (featured.length === 0) return null;
  return (
    <section className="marketing-section">
      <h2>{t('sections.landingPros')}</h2>
      <ul className="link-list">
        {featured.map((pro) => (
          <li key={pro.id}>
            <Link to="/profile/$proKey/pro/$jobTypeId" params={{ proKey: pro.id, jobTypeId: jobType.id }}>
              {pro.avatarUrl && (
                <LazyImage src={pro.avatarUrl} alt="" width={40} height={40} className="pro-card__avatar" />
              )}
              {pro.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ServiceOfTheMonth({ language }: { language: Language }) {
  const api = useApi();
  const { data } = useSuspenseQuery(serviceOfTheMonthQueryOptions(api, language));
  if (data.length === 0) return <EmptySection />;
  return <JobTypeLinks jobTypes={data} language={language} />;
}
