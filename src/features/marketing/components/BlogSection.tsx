import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { AsyncBoundary } from '../../../components/AsyncBoundary';
import { Link } from '../../../components/Link';
import { RetryAlert } from '../../../components/QueryFallback';
import { Bounded } from '../../../components/content/Bounded';
import { BlogPostGrid } from '../../../components/content/grids';
import { Skeleton } from '../../../components/content/Skeleton';
import type { Language } from '../../../api';
import type { SectionQueries } from '../section-queries';
import { EmptySection, FIRST_SET } from './Section';
import sectionStyles from './Section.module.css';

type Content = SectionQueries['content'];

type BlogQueries = Pick<Content, 'internalBlogFlag' | 'costGuides' | 'articles' | 'proPosts'>;

/**
 * The job type's articles: cost guides and other internal articles (shown only while the flag
 * internalBlogFullRelease is on; a failed flag is off), then pros' posts. The internal articles are
 * one call asked twice (cost guides or not): one message, one retry for both. The pros' posts fail
 * on their own, with a message naming them. "Nothing yet" only when every part shown answered none.
 */
export function BlogSection({ queries, language }: { queries: BlogQueries; language: Language }) {
  const { t } = useTranslation('marketing');
  const { data: internalBlog } = useSuspenseQuery(queries.internalBlogFlag);
  const skeleton = <Skeleton height="6rem" label={t('states.loading')} />;
  return (
    <>
      {internalBlog && (
        <>
          <div data-testid="internal-blog-posts">
            <PartBoundary skeleton={skeleton} error={t('blog.articlesError')}>
              <InternalPosts options={queries.costGuides} name="cost-guides" language={language} />
              <InternalPosts options={queries.articles} name="articles" language={language} />
            </PartBoundary>
          </div>
          <p className="more-link">
            <Link to="/blog">{t('blog.allArticles')}</Link>
          </p>
        </>
      )}
      <PartBoundary skeleton={skeleton} error={t('blog.proPostsError')}>
        <ProPosts options={queries.proPosts} language={language} />
      </PartBoundary>
      <NoArticles queries={queries} internal={internalBlog} />
    </>
  );
}

/** A part of the articles section that loads on its own; its failure says which part failed. */
function PartBoundary({
  skeleton,
  error,
  children,
}: {
  skeleton: ReactNode;
  error: string;
  children: ReactNode;
}) {
  return (
    <AsyncBoundary
      area="marketing-section"
      fallback={(retry) => (
        <div className={`state--section ${sectionStyles.error}`}>
          <RetryAlert message={error} onRetry={retry} />
        </div>
      )}
      placeholder={skeleton}
    >
      {children}
    </AsyncBoundary>
  );
}

/** `name`: which list, for its "show more" kept with the history entry. */
function InternalPosts({
  options,
  name,
  language,
}: {
  options: Content['articles'];
  name: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return null;
  return (
    <Bounded items={data} first={FIRST_SET} name={name}>
      {(shown) => <BlogPostGrid posts={shown} language={language} costTagLabel={t('blog.costTag')} />}
    </Bounded>
  );
}

function ProPosts({ options, language }: { options: Content['proPosts']; language: Language }) {
  const { t } = useTranslation('marketing');
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return null;
  return (
    <>
      <h3>{t('sections.proBlog')}</h3>
      <Bounded items={data} first={FIRST_SET} name="pro-posts">
        {(shown) => <BlogPostGrid posts={shown} language={language} showAuthor testId="pro-blog-posts" />}
      </Bounded>
    </>
  );
}

/** "Nothing yet" only when every part answered, and answered none (a failure is its part's error). */
function NoArticles({ queries, internal }: { queries: BlogQueries; internal: boolean }) {
  const costGuides = useQuery({ ...queries.costGuides, enabled: internal });
  const articles = useQuery({ ...queries.articles, enabled: internal });
  const proPosts = useQuery(queries.proPosts);
  const parts = internal ? [costGuides, articles, proPosts] : [proPosts];
  return parts.every((part) => part.isSuccess && part.data.length === 0) ? <EmptySection /> : null;
}
