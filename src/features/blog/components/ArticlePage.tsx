import { useTranslation } from '../../../lib/i18n/react';
import { Breadcrumbs, TargetLink, targetPath, type CrumbTarget } from '../../../components/Breadcrumbs';
import { readableDate } from '../../../components/content/dates';
import { FormattedDate } from '../../../components/content/FormattedDate';
import { SanitizedHtml } from '../../../components/content/SanitizedHtml';
import { sanitizedText } from '../../../components/content/sanitize';
import { SeoTags } from '../../../components/SeoTags';
import type { BlogPostDetail, Language, ProBlogPostDetail } from '../../../api';
import { dataTextLang, withLanguage } from '../../../lib/i18n';
import { safeDataUrl } from '../../../utils/safe-href';
import { useOrigin, pageUrls } from '../../../utils/seo';
import {
  articlePath,
  articleStructuredData,
  metaDescription,
  proArticlePath,
  type ArticleAuthor,
} from '../seo';
import './blog.css';

export interface ArticleProps {
  language: Language;
  /** An internal (editorial) article or a pro's post: the page is the same, the links differ. */
  kind: 'internal' | 'pro';
  post: Pick<BlogPostDetail, 'title' | 'summary' | 'bodyHtml' | 'publishedAt' | 'image'>;
  /** The article's own path without the language prefix (its canonical). */
  path: string;
  author: Omit<ArticleAuthor, 'url'> & { target?: CrumbTarget | undefined };
  /** The breadcrumbs from the start page to the article's parent; the article is added last. */
  crumbs: { label: string; target: CrumbTarget; lang?: string | undefined }[];
  /** Where a reader goes next: the job type's pros, or the pro's profile. */
  back?: { label: string; target: CrumbTarget } | undefined;
}

/**
 * An article: breadcrumbs, title, author and date, its image, the API's HTML body sanitized, and a
 * link back; with its search-engine head (title with the site name, description, canonical,
 * hreflang and the BlogPosting with breadcrumbs). What the API got wrong is left out rather than
 * shown half: a date that cannot be read (and its label), an image at an address the page refuses.
 */
export function ArticlePage({ language, kind, post, path, author, crumbs, back }: ArticleProps) {
  const { t } = useTranslation(['blog', 'common']);
  const origin = useOrigin();
  const urls = pageUrls(origin, path, language);
  // Without a summary, the body's own opening says what the article is about; the blog's
  // description is the last resort (an empty description would leave the snippet to chance).
  const description =
    metaDescription(post.summary) || metaDescription(sanitizedText(post.bodyHtml)) || t('index.description');
  const published = readableDate(post.publishedAt) !== undefined;
  const imageUrl = post.image && safeDataUrl(post.image.url);
  const image = post.image && imageUrl ? { ...post.image, url: imageUrl } : undefined;
  const url = (target: CrumbTarget) => origin + withLanguage(targetPath(target), language);
  // The API's texts: an English page marks the ones written in Japanese (title, body, a pro's name).
  const titleLang = dataTextLang(post.title, language);
  const authorLang = dataTextLang(author.name, language);
  const structuredData = articleStructuredData({
    origin,
    canonical: urls.canonical,
    headline: post.title,
    description,
    datePublished: post.publishedAt,
    image,
    author: { name: author.name, type: author.type, url: author.target && url(author.target) },
    publisher: { name: t('common:appName'), url: url('start') },
    crumbs: [
      ...crumbs.map((crumb) => ({ name: crumb.label, url: url(crumb.target) })),
      { name: post.title, url: urls.canonical },
    ],
  });

  return (
    <article className="blog-article" data-testid="blog-article" data-kind={kind}>
      <SeoTags
        title={`${post.title} | ${t('common:appName')}`}
        description={description}
        urls={urls}
        structuredData={structuredData}
      />
      <Breadcrumbs items={[...crumbs, { label: post.title, lang: titleLang }]} />
      <header className="blog-article__header">
        <h1 lang={titleLang}>{post.title}</h1>
        <dl className="blog-article__meta">
          <div>
            <dt>{t('article.author')}</dt>
            <dd data-testid="article-author" lang={authorLang}>
              {author.target ? <TargetLink target={author.target}>{author.name}</TargetLink> : author.name}
            </dd>
          </div>
          {published && (
            <div>
              <dt>{t('article.published')}</dt>
              <dd>
                <FormattedDate iso={post.publishedAt} language={language} />
              </dd>
            </div>
          )}
        </dl>
      </header>
      {image && (
        <img
          className="blog-article__image"
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          fetchPriority="high"
        />
      )}
      <div data-testid="article-body" lang={dataTextLang(post.bodyHtml, language)}>
        <SanitizedHtml html={post.bodyHtml} className="blog-article__body" />
      </div>
      <nav className="blog-article__next" aria-label={t('article.next')}>
        <ul className="link-list link-list--stacked">
          {back && (
            <li>
              <TargetLink target={back.target}>{back.label}</TargetLink>
            </li>
          )}
          {kind === 'internal' && (
            <li>
              <TargetLink target="blog">{t('article.allArticles')}</TargetLink>
            </li>
          )}
        </ul>
      </nav>
    </article>
  );
}

/** An internal article, written by the site's editorial team, under the blog. */
export function InternalArticlePage({
  post,
  language,
  jobType,
}: {
  post: BlogPostDetail;
  language: Language;
  /** The job type the article is about, when known: the reader goes on to its pros. */
  jobType?: { title: string; splat: string } | null | undefined;
}) {
  const { t } = useTranslation(['blog', 'common']);
  return (
    <ArticlePage
      language={language}
      kind="internal"
      post={post}
      path={articlePath(post)}
      author={{ name: t('article.editorial', { appName: t('common:appName') }), type: 'Organization' }}
      crumbs={[
        { label: t('common:nav.start'), target: 'start' },
        { label: t('index.heading'), target: 'blog' },
      ]}
      back={
        jobType
          ? {
              label: t('article.backToJobType', { jobType: jobType.title }),
              target: { splat: jobType.splat },
            }
          : undefined
      }
    />
  );
}

/** A pro's post, under the pro's profile; its author links to the profile. */
export function ProArticlePage({
  post,
  language,
  pro,
}: {
  post: ProBlogPostDetail;
  language: Language;
  pro: { slug: string; displayName: string; isCompany: boolean };
}) {
  const { t } = useTranslation(['blog', 'common']);
  const profile = { proKey: pro.slug };
  return (
    <ArticlePage
      language={language}
      kind="pro"
      post={post}
      path={proArticlePath(targetPath(profile), post.id)}
      author={{ name: pro.displayName, type: pro.isCompany ? 'Organization' : 'Person', target: profile }}
      crumbs={[
        { label: t('common:nav.start'), target: 'start' },
        { label: pro.displayName, target: profile, lang: dataTextLang(pro.displayName, language) },
      ]}
      back={{ label: t('article.backToProfile', { name: pro.displayName }), target: profile }}
    />
  );
}
