import type { Image } from '../../api';
import { dataTextLang, localizeHref, type AppLanguage } from '../../lib/i18n';
import { safeDataUrl } from '../../utils/safe-href';
import { FormattedDate } from './FormattedDate';
import { LazyImage } from './LazyImage';
import { Badge } from '../ui/Badge';

export interface BlogPostCardProps {
  title: string;
  summary: string;
  href: string;
  /** ISO date-time. */
  publishedAt: string;
  language: AppLanguage;
  image?: Image | undefined;
  /** A short label such as the cost-guide tag. */
  tag?: string | undefined;
  author?: string | undefined;
}

/**
 * A blog post teaser. `href` comes from the API and may point off the app, so it is a plain link;
 * a path of this site gets the page's language (`/en/…` in English). Only an `https:` URL or a path
 * of this site is linked; anything else leaves the title as text.
 */
export function BlogPostCard({
  title,
  summary,
  href,
  publishedAt,
  language,
  image,
  tag,
  author,
}: BlogPostCardProps) {
  const target = safeDataUrl(href);
  return (
    <article className="blog-post-card">
      {image ? (
        <LazyImage
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          className="blog-post-card__image"
        />
      ) : null}
      {tag ? <Badge className="blog-post-card__tag">{tag}</Badge> : null}
      <h3 className="blog-post-card__title" lang={dataTextLang(title, language)}>
        {target ? <a href={localizeHref(target, language)}>{title}</a> : title}
      </h3>
      <p className="blog-post-card__summary" lang={dataTextLang(summary, language)}>
        {summary}
      </p>
      <p className="blog-post-card__meta">
        {author ? (
          <span className="blog-post-card__author" lang={dataTextLang(author, language)}>
            {author}
          </span>
        ) : null}{' '}
        <FormattedDate iso={publishedAt} language={language} />
      </p>
    </article>
  );
}
