import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import type { Image } from '../../api';
import { dataTextLang, type AppLanguage } from '../../lib/i18n';
import { LazyImage } from './LazyImage';
import { Price } from './Price';

export interface CaseStudyCardProps {
  title: string;
  description: string;
  image?: Image | undefined;
  /** Yen. */
  price?: number | undefined;
  durationHours?: number | undefined;
  /** A place or pro line under the title (a link, a name). */
  meta?: ReactNode;
  /** The page's language: a Japanese title or description on an English page is marked so. */
  language?: AppLanguage | undefined;
}

export function CaseStudyCard({
  title,
  description,
  image,
  price,
  durationHours,
  meta,
  language = 'ja',
}: CaseStudyCardProps) {
  const { t } = useTranslation();
  return (
    <article className="case-study-card">
      {image ? (
        <LazyImage
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          className="case-study-card__image"
        />
      ) : (
        <div className="case-study-card__image case-study-card__image--none" aria-hidden="true" />
      )}
      <h3 className="case-study-card__title" lang={dataTextLang(title, language)}>
        {title}
      </h3>
      {meta ? <p className="case-study-card__meta">{meta}</p> : null}
      <p className="case-study-card__description" lang={dataTextLang(description, language)}>
        {description}
      </p>
      {price !== undefined || durationHours !== undefined ? (
        <dl className="case-study-card__facts">
          {price !== undefined ? (
            <>
              <dt>{t('content.price')}</dt>
              <dd>
                <Price amount={price} />
              </dd>
            </>
          ) : null}
          {durationHours !== undefined ? (
            <>
              <dt>{t('content.duration')}</dt>
              <dd>{t('content.hours', { count: durationHours })}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
