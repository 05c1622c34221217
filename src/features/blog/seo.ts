// Search-engine data of the blog: article paths, the meta description, and JSON-LD (a BlogPosting
// or the blog's list of posts, each with its breadcrumbs).
import type { BlogPost, Image } from '../../api';
import { readableDate } from '../../components/content/dates';
import { localizeHref, type AppLanguage } from '../../lib/i18n';
import { safeDataUrl } from '../../utils/safe-href';
import { breadcrumbList } from '../../utils/seo';

export const BLOG_INDEX_PATH = '/blog';

/**
 * An internal article's own path, by name: the URL its cards link to, so an article reached by
 * its id still has one canonical.
 */
export const articlePath = (post: Pick<BlogPost, 'name'>): string =>
  `${BLOG_INDEX_PATH}/${encodeURIComponent(post.name)}`;

/** A pro's post under the pro's profile path (`/profile/{slug}/pro`). */
export const proArticlePath = (profilePath: string, postId: string): string =>
  `${profilePath}/blog/${encodeURIComponent(postId)}`;

const META_DESCRIPTION_MAX = 120;

/** A summary as a meta description: one line, cut to a snippet's length. */
export function metaDescription(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1)}…` : text;
}

export interface ArticleAuthor {
  name: string;
  /** An editorial team or a company is an Organization; a pro working alone a Person. */
  type: 'Organization' | 'Person';
  /** The author's page (a pro's profile), absolute. */
  url?: string | undefined;
}

export interface NamedUrl {
  name: string;
  /** Absolute. */
  url: string;
}

const absolute = (url: string, origin: string) => (origin ? new URL(url, origin).href : url);

/**
 * The JSON-LD of an article: the BlogPosting (headline, description, dates, image, author and the
 * site as publisher) and its breadcrumbs, the last of which is the article itself. What the page
 * leaves out is left out here too: a date that cannot be read, an image address the page refuses.
 */
export function articleStructuredData(article: {
  origin: string;
  canonical: string;
  headline: string;
  description: string;
  datePublished: string;
  image?: Image | undefined;
  author: ArticleAuthor;
  publisher: NamedUrl;
  crumbs: readonly NamedUrl[];
}): Record<string, unknown> {
  const { origin, canonical, author, publisher, image } = article;
  const posting: Record<string, unknown> = {
    '@type': 'BlogPosting',
    '@id': `${canonical}#article`,
    headline: article.headline,
    description: article.description,
    ...(readableDate(article.datePublished) ? { datePublished: article.datePublished } : {}),
    url: canonical,
    mainEntityOfPage: canonical,
    author: { '@type': author.type, name: author.name, ...(author.url ? { url: author.url } : {}) },
    publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url },
  };
  const imageUrl = image && safeDataUrl(image.url);
  if (imageUrl) posting.image = absolute(imageUrl, origin);
  return { '@context': 'https://schema.org', '@graph': [posting, breadcrumbList(article.crumbs)] };
}

/**
 * The JSON-LD of the blog index: the Blog with its posts, and its breadcrumbs. A post's address is
 * there only when its card links it (`https:` or a path of this site), its date only when readable.
 */
export function blogStructuredData({
  origin,
  canonical,
  name,
  language,
  posts,
  crumbs,
}: {
  origin: string;
  canonical: string;
  name: string;
  language: AppLanguage;
  posts: readonly Pick<BlogPost, 'title' | 'url' | 'publishedAt'>[];
  crumbs: readonly NamedUrl[];
}): Record<string, unknown> {
  const blog = {
    '@type': 'Blog',
    '@id': `${canonical}#blog`,
    name,
    url: canonical,
    blogPost: posts.map((post) => {
      const url = safeDataUrl(post.url);
      return {
        '@type': 'BlogPosting',
        headline: post.title,
        ...(url ? { url: absolute(localizeHref(url, language), origin) } : {}),
        ...(readableDate(post.publishedAt) ? { datePublished: post.publishedAt } : {}),
      };
    }),
  };
  return { '@context': 'https://schema.org', '@graph': [blog, breadcrumbList(crumbs)] };
}
