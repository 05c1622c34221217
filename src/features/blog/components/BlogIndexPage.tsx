import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { Breadcrumbs, type Crumb } from '../../../components/Breadcrumbs';
import { BlogPostGrid } from '../../../components/content/grids';
import { SeoTags } from '../../../components/SeoTags';
import { type Language, latestBlogPostsQueryOptions, useApi } from '../../../api';
import { withLanguage } from '../../../lib/i18n';
import { useOrigin, pageUrls } from '../../../utils/seo';
import { BLOG_INDEX_PATH, blogStructuredData } from '../seo';
import './blog.css';

/** The blog's index: the latest internal articles as cards, each linking to its article. */
export function BlogIndexPage({ language }: { language: Language }) {
  const { t } = useTranslation(['blog', 'common']);
  const { data: posts } = useSuspenseQuery(latestBlogPostsQueryOptions(useApi(), language));
  const origin = useOrigin();
  const urls = pageUrls(origin, BLOG_INDEX_PATH, language);
  const heading = t('index.heading');
  const crumbs: Crumb[] = [{ label: t('common:nav.start'), target: 'start' }, { label: heading }];
  const structuredData = blogStructuredData({
    origin,
    canonical: urls.canonical,
    name: heading,
    language,
    posts,
    crumbs: [
      { name: t('common:nav.start'), url: origin + withLanguage('/start', language) },
      { name: heading, url: urls.canonical },
    ],
  });

  return (
    <article className="blog-index" data-testid="blog-index">
      <SeoTags
        title={`${t('index.title')} | ${t('common:appName')}`}
        description={t('index.description')}
        urls={urls}
        structuredData={structuredData}
      />
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      <p className="blog-index__lead">{t('index.lead')}</p>
      {posts.length === 0 ? (
        <p className="blog-index__empty">{t('index.empty')}</p>
      ) : (
        <>
          {/* The cards' titles are h3s, under the list's heading (the lead above already says
              what the list is, so the heading is for the outline a screen reader walks). */}
          <h2 className="visually-hidden">{t('index.latest')}</h2>
          <BlogPostGrid
            posts={posts}
            language={language}
            costTagLabel={t('costTag')}
            testId="blog-index-posts"
          />
        </>
      )}
    </article>
  );
}
