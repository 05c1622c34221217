import { useTranslation } from '../../lib/i18n/react';

const MAX = 5;

/** Rounds to the nearest half star; ratings live on a 1–5 scale. */
export const roundToHalf = (rating: number) => Math.min(MAX, Math.max(0, Math.round(rating * 2) / 2));

/**
 * A rating as five stars. Screen readers get one label ("4.5 out of 5") instead of five glyphs.
 */
export function RatingStars({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const rounded = roundToHalf(rating);
  return (
    <span
      role="img"
      aria-label={t('content.ratingLabel', { rating: rating.toFixed(1) })}
      className={`rating-stars rating-stars--${size}`}
    >
      {Array.from({ length: MAX }, (_, index) => {
        const fill = rounded - index >= 1 ? 'full' : rounded - index === 0.5 ? 'half' : 'empty';
        return (
          <span key={index} aria-hidden="true" className={`rating-stars__star rating-stars__star--${fill}`}>
            ★
          </span>
        );
      })}
    </span>
  );
}
