import { Link } from '../../../components/Link';
import { Interpolated, useTranslation } from '../../../lib/i18n/react';
import { Price } from '../../../components/content/Price';
import { RatingStars } from '../../../components/content/RatingStars';
import { Avatar } from '../../../components/ui/Avatar';
import { buttonClass } from '../../../components/ui/button';
import type { Language, ProListEntry } from '../../../api';
import { dataTextLang, formatYen, localized } from '../../../lib/i18n';

/** A pro in a list: photo or initials, name, place, headline, rating apart from the count, hires, price, action. */
export function ProCard({
  pro,
  jobTypeId,
  language,
}: {
  pro: ProListEntry;
  jobTypeId: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const name = pro.companyName ?? pro.name;
  const statistics = pro.reviewStatistics;
  const headline = localized(pro.headline, language);
  return (
    <li className="pro-card" data-page={pro.page} data-testid="pro-card">
      <Avatar src={pro.avatarUrl} name={name} size={64} />
      <div>
        <h3 className="pro-card__name">
          <Link
            to="/profile/$proKey/pro/$jobTypeId"
            params={{ proKey: pro.customProfileUrl ?? pro.slug, jobTypeId }}
            lang={dataTextLang(name, language)}
          >
            {name}
          </Link>
        </h3>
        <p className="pro-card__location" lang={dataTextLang(pro.location.title, language)}>
          {pro.location.title}
        </p>
        {headline && (
          <p className="pro-card__headline" lang={dataTextLang(headline, language)}>
            {headline}
          </p>
        )}
        <p className="pro-card__facts">
          {statistics.reviewCount > 0 ? (
            <span className="pro-card__rating">
              <RatingStars rating={statistics.ratingValue} size="small" />
              <span className="pro-card__score" aria-hidden="true">
                {statistics.ratingValue.toFixed(1)}
              </span>
              <span className="pro-card__count">{t('pro.reviews', { count: statistics.reviewCount })}</span>
            </span>
          ) : (
            <span className="pro-card__count">{t('pro.noReviews')}</span>
          )}
          {pro.hireCount !== undefined && (
            <span className="pro-card__count">{t('pro.hires', { count: pro.hireCount })}</span>
          )}
          {pro.startingPrice !== undefined && (
            <span aria-label={t('pro.startingPrice', { price: formatYen(pro.startingPrice) })}>
              {/* "From ￥26,500" in English, "￥26,500~" in Japanese. */}
              <Interpolated
                text={t('pro.startingPriceShown')}
                components={{ price: <Price amount={pro.startingPrice} /> }}
              />
            </span>
          )}
        </p>
        {/* The pro's page for this job type, where the request button knows whether the pro takes direct bookings. */}
        <Link
          to="/profile/$proKey/pro/$jobTypeId"
          params={{ proKey: pro.customProfileUrl ?? pro.slug, jobTypeId }}
          className={`pro-card__action ${buttonClass('primary')}`}
          aria-label={t('pro.requestLabel', { name })}
          data-testid="pro-card-request"
        >
          {t('pro.request')}
        </Link>
      </div>
    </li>
  );
}
