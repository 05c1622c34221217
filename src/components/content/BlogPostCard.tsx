import type { Image } from '../../api';
import { dataTextLang, localizeHref, stripLanguage, type AppLanguage } from '../../lib/i18n';
import { safeDataUrl } from '../../utils/safe-href';
import { useOrigin } from '../../utils/seo';
import { Link } from '../Link';
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
 * A blog post teaser. `href` comes from the API and may point off the app: only an `https:` URL or a
 * path of this site is linked; anything else leaves the title as text. An article of this site (an
 * internal article or a pro's post, as a path or a URL on this site's origin) is followed in the app,
 * so Back returns to the list as the visitor left it (its appended pages and its scroll), as from a
 * pro's card; a full page load started the list again at its first page and lost the place. Any
 * other address is a plain link; a path of this site gets the page's language (`/en/…` in English).
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
  const origin = useOrigin();
  const target = safeDataUrl(href);
  const article = target ? articleRoute(target, origin) : undefined;
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
        {article ? (
          <Link {...article} search={{ lang: language === 'en' ? 'en' : undefined }}>
            {title}
          </Link>
        ) : target ? (
          <a href={localizeHref(target, language)}>{title}</a>
        ) : (
          title
        )}
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

/**
 * The app's route of an article address of this site (`target` is already a safe `https:` URL or a
 * root-relative path): an internal article (`/blog/{key}`) or a pro's post
 * (`/profile/{pro}/pro/blog/{id}`), `/en` or not (the card's language decides). Undefined for
 * another origin, another path, or an address with a query or hash the route would not keep.
 */
function articleRoute(target: string, origin: string) {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.search || url.hash) return undefined;
  const segments = stripLanguage(url.pathname).split('/').slice(1);
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (decoded.some((segment) => segment === '' || segment.includes('/'))) return undefined;
  const [first, second, third, fourth, fifth] = decoded;
  if (decoded.length === 2 && first === 'blog' && second)
    return { to: '/blog/$postKey', params: { postKey: second } } as const;
  if (decoded.length === 5 && first === 'profile' && second && third === 'pro' && fourth === 'blog' && fifth)
    return { to: '/profile/$proKey/pro/blog/$postId', params: { proKey: second, postId: fifth } } as const;
  return undefined;
}
