import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { BlogPostGrid, CaseStudyGrid, ReviewGrid } from '../../../components/content/grids';
import { Price } from '../../../components/content/Price';
import { RatingStars } from '../../../components/content/RatingStars';
import { buttonClass } from '../../../components/ui/button';
import { useRevealFocus } from '../../../hooks/use-reveal-focus';
import type { Language, PublicPro } from '../../../api';
import { dataTextLang, localized, localName } from '../../../lib/i18n';
import { useProfileQueries } from '../profile-queries';
import { EmptyState } from './ProfileSection';

interface SectionProps {
  pro: PublicPro;
  language: Language;
}

export function JobTypesList({
  pro,
  language,
  jobTypeId,
}: SectionProps & { jobTypeId?: string | undefined }) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: jobTypes } = useSuspenseQuery(useProfileQueries(pro, language).jobTypes);
  if (jobTypes.length === 0) return <EmptyState>{t('empty.jobTypes')}</EmptyState>;
  return (
    <ul className="link-list profile-chips">
      {jobTypes.map((jobType) => {
        const title = localized(jobType.title, language) || jobType.id;
        return (
          <li key={jobType.id}>
            <Link
              to="/profile/$proKey/pro/$jobTypeId"
              params={{ proKey: pro.slug, jobTypeId: jobType.id }}
              aria-current={jobType.id === jobTypeId ? 'page' : undefined}
              lang={dataTextLang(title, language)}
            >
              {title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function PrefecturesList({ pro, language }: SectionProps) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: prefectures } = useSuspenseQuery(useProfileQueries(pro, language).prefectures);
  if (prefectures.length === 0) return <EmptyState>{t('empty.prefectures')}</EmptyState>;
  return (
    <ul className="link-list profile-chips">
      {prefectures.map((prefecture) => {
        const name = localName(prefecture, language);
        return (
          <li key={prefecture.key} lang={dataTextLang(name, language)}>
            {name}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The first case studies with the total; "show all" fetches every one (999 at most) on demand. While
 * it loads the button says so and stays where it is (busy, not disabled: a disabled button would drop
 * a keyboard user's focus to the page's start); the studies it adds take the focus from it. A failed
 * fetch keeps the studies shown and says so, and the same button becomes its retry (so the focus
 * stays on it).
 */
export function CaseStudiesList({ pro, language }: SectionProps) {
  const { t } = useTranslation(['pros', 'common']);
  const queries = useProfileQueries(pro, language);
  const { data: first } = useSuspenseQuery(queries.caseStudies);
  const [showAll, setShowAll] = useState(false);
  const all = useQuery({ ...queries.allCaseStudies, enabled: showAll });
  const { container, revealing } = useRevealFocus<HTMLDivElement>();
  const errorId = useId();
  const data = all.data ?? first;
  if (data.caseStudies.length === 0) return <EmptyState>{t('empty.caseStudies')}</EmptyState>;
  const loading = all.isFetching;
  const failed = all.isError && !loading;
  return (
    <>
      {data.totalCaseStudies > data.caseStudies.length && (
        <p className="profile-section__note">{t('caseStudies.total', { count: data.totalCaseStudies })}</p>
      )}
      <div ref={container}>
        <CaseStudyGrid studies={data.caseStudies} language={language} />
      </div>
      {failed && (
        <p role="alert" id={errorId} className="profile-section__more-error">
          {t('caseStudies.allError')}
        </p>
      )}
      {!all.data && first.totalCaseStudies > first.caseStudies.length && (
        <button
          type="button"
          className={`${buttonClass()} profile-section__more`}
          aria-busy={loading}
          aria-disabled={loading}
          aria-describedby={failed ? errorId : undefined}
          onClick={() => {
            if (loading) return;
            revealing();
            if (showAll) void all.refetch();
            else setShowAll(true);
          }}
        >
          {loading
            ? t('caseStudies.loadingAll')
            : failed
              ? t('common:status.retry')
              : t('caseStudies.showAll', { count: first.totalCaseStudies })}
        </button>
      )}
    </>
  );
}

type RatingFilter = 'all' | 1 | 2 | 3 | 4 | 5;
const STARS = [5, 4, 3, 2, 1] as const;

/** Reviews with their statistics and a rating filter; a failed load shows as none. */
export function ReviewsList({ pro, language }: SectionProps) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: page } = useSuspenseQuery(useProfileQueries(pro, language).reviews);
  const [rating, setRating] = useState<RatingFilter>('all');
  if (page.list.length === 0) return <EmptyState>{t('empty.reviews')}</EmptyState>;
  const total = STARS.reduce((sum, star) => sum + page.counts[star], 0) || page.total;
  const average = total > 0 ? STARS.reduce((sum, star) => sum + star * page.counts[star], 0) / total : 0;
  const shown = rating === 'all' ? page.list : page.list.filter((review) => review.rating === rating);
  return (
    <>
      <div className="review-stats" data-testid="review-stats">
        <p className="review-stats__average">
          <RatingStars rating={average} />
          {/* The score and the count apart ("4.8（4件…）"), never run together as "4.84件". */}
          <span className="review-stats__score">
            {t('reviews.average', { rating: average.toFixed(1) })}
          </span>{' '}
          <span className="review-stats__count">{t('reviews.count', { count: total })}</span>
        </p>
        <ul className="review-stats__bars">
          {STARS.map((star) => (
            <li key={star}>
              <span className="review-stats__label">
                {t('reviews.starCount', { star, count: page.counts[star] })}
              </span>
              <meter min={0} max={total || 1} value={page.counts[star]} aria-hidden="true" />
            </li>
          ))}
        </ul>
      </div>
      <div role="group" aria-label={t('reviews.filterLabel')} className="review-filter">
        <button type="button" aria-pressed={rating === 'all'} onClick={() => setRating('all')}>
          {t('reviews.all', { count: page.list.length })}
        </button>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            aria-pressed={rating === star}
            disabled={page.counts[star] === 0}
            onClick={() => setRating(star)}
          >
            {t('reviews.stars', { star, count: page.counts[star] })}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState>{t('empty.reviewsForRating')}</EmptyState>
      ) : (
        <ReviewGrid reviews={shown} language={language} className="profile-list" live />
      )}
    </>
  );
}

/** The pricing menu, the page's job type first; a failed load shows as none. */
export function PricingMenuList({
  pro,
  language,
  jobTypeId,
}: SectionProps & { jobTypeId?: string | undefined }) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: menu } = useSuspenseQuery(useProfileQueries(pro, language).pricingMenu);
  if (menu.items.length === 0) return <EmptyState>{t('empty.pricingMenu')}</EmptyState>;
  const items = jobTypeId
    ? [...menu.items].sort((a, b) => Number(b.jobTypeId === jobTypeId) - Number(a.jobTypeId === jobTypeId))
    : menu.items;
  return (
    <ul className="profile-list pricing-menu">
      {items.map((item) => (
        <li key={item.key} className="pricing-menu__item">
          <div>
            <h3 className="pricing-menu__title" lang={dataTextLang(item.title, language)}>
              {item.title}
            </h3>
            {item.description && (
              <p className="pricing-menu__description" lang={dataTextLang(item.description, language)}>
                {item.description}
              </p>
            )}
          </div>
          <Price amount={item.price} unit={item.priceUnit} language={language} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The questions-and-answers block, only while the reviewsQA flag is on (a failed flag is off): until
 * the flag is known, and when it is off, nothing shows.
 */
export function QuestionsGate({ pro, language, children }: SectionProps & { children: React.ReactNode }) {
  const { data: on } = useSuspenseQuery(useProfileQueries(pro, language).reviewsQaFlag);
  return on ? children : null;
}

/** The pro's answers to common questions; a failed load is the section's error, with a retry. */
export function QuestionsList({ pro, language }: SectionProps) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: questions } = useSuspenseQuery(useProfileQueries(pro, language).questions);
  if (questions.length === 0) return <EmptyState>{t('empty.questions')}</EmptyState>;
  return (
    <dl className="profile-questions">
      {questions.map((entry) => (
        <div key={entry.question}>
          <dt lang={dataTextLang(entry.question, language)}>{entry.question}</dt>
          <dd lang={dataTextLang(entry.answer, language)}>{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BlogPostsList({ pro, language }: SectionProps) {
  const { t } = useTranslation(['pros', 'common']);
  const { data: posts } = useSuspenseQuery(useProfileQueries(pro, language).blogPosts);
  if (posts.length === 0) return <EmptyState>{t('empty.blogPosts')}</EmptyState>;
  return <BlogPostGrid posts={posts} language={language} />;
}
