import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { dataTextLang, type AppLanguage } from '../../lib/i18n';
import { FormattedDate } from './FormattedDate';
import { RatingStars } from './RatingStars';

export interface ReviewCardProps {
  reviewerName: string;
  rating: number;
  comment: string;
  /** ISO date-time. */
  date: string;
  language: AppLanguage;
  /** The pro's reply, if any. */
  reply?: string | undefined;
  /** Who was reviewed, e.g. a link to the pro (lists mixing several pros show it). */
  subject?: ReactNode;
}

export function ReviewCard({
  reviewerName,
  rating,
  comment,
  date,
  language,
  reply,
  subject,
}: ReviewCardProps) {
  const { t } = useTranslation();
  return (
    <article className="review-card">
      <header className="review-card__header">
        <RatingStars rating={rating} size="small" />{' '}
        <span className="review-card__reviewer" lang={dataTextLang(reviewerName, language)}>
          {reviewerName}
        </span>{' '}
        <FormattedDate iso={date} language={language} />
      </header>
      {subject ? <p className="review-card__subject">{subject}</p> : null}
      <p className="review-card__comment" lang={dataTextLang(comment, language)}>
        {comment}
      </p>
      {reply ? (
        <blockquote className="review-card__reply">
          <p className="review-card__reply-label">{t('content.reply')}</p>
          <p lang={dataTextLang(reply, language)}>{reply}</p>
        </blockquote>
      ) : null}
    </article>
  );
}
