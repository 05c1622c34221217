import type { Image } from '../../api';
import { localizeHref, type AppLanguage } from '../../lib/i18n';
import { FormattedDate } from './FormattedDate';
import { LazyImage } from './LazyImage';

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
 * a path of this site gets the page's language (`/en/…` in English).
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
      {tag ? <span className="blog-post-card__tag">{tag}</span> : null}
      <h3 className="blog-post-card__title">
        <a href={localizeHref(href, language)}>{title}</a>
      </h3>
      <p className="blog-post-card__summary">{summary}</p>
      <p className="blog-post-card__meta">
        {author ? <span className="blog-post-card__author">{author}</span> : null}{' '}
        <FormattedDate iso={publishedAt} language={language} />
      </p>
    </article>
  );
}
