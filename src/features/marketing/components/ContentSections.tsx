import { useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { useTranslation } from 'react-i18next';
import { AsyncBoundary } from '../../../components/AsyncBoundary';
import { RetryAlert } from '../../../components/QueryFallback';
import { Bounded } from '../../../components/content/Bounded';
import { useEntryState } from '../../../components/content/entry-state';
import { useLoadMore } from './use-load-more';
import { useVariant } from '../../../hooks/use-variant';
import { BlogPostGrid, CaseStudyGrid } from '../../../components/content/grids';
import { LazyImage } from '../../../components/content/LazyImage';
import { Price } from '../../../components/content/Price';
import type { JobType, Language } from '../../../api';
import type { PageQueries } from '../page-queries';
import { sameListSearch } from '../search';
import { PastTheEnd } from './PastTheEnd';
import { dataTextLang } from '../../../lib/i18n';
import { Skeleton } from '../../../components/content/Skeleton';
import { EmptySection, FIRST_SET } from './Section';
import sectionStyles from './Section.module.css';
import { JobTypeLinks } from './JobTypeLinks';
import { PricingValueProposition } from './PricingValueProposition';

type Content = PageQueries['content'];

// Popular and sample requests live beside, in this module's chunk.
export { PopularRequestsSection, SampleRequestsSection } from './RequestSections';

/** How many pricing items show before "show all". */
const PRICING_PREVIEW = 3;

/**
 * Case studies, 6 a page, with the total. Scrolling near the end, or "show more", appends the next
 * page; "show more" is also a real `?caseStudyPage=` link for crawlers.
 */
export function CaseStudiesSection({
  options,
  splat,
  startPage,
  language,
}: {
  options: Content['caseStudies'];
  splat: string;
  startPage: number;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(options);
  const { container, end, link, onLinkClick } = useLoadMore<HTMLDivElement>({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    pages: data.pages.length,
  });
  const studies = data.pages.flatMap((page) => page.caseStudies);
  const total = data.pages[0]?.totalCaseStudies ?? 0;
  const lastPage = data.pages.at(-1)?.pageNumber ?? startPage;
  if (studies.length === 0 && startPage > 1)
    return (
      <PastTheEnd
        splat={splat}
        message={t('caseStudies.pastEnd')}
        linkLabel={t('caseStudies.firstPage')}
        firstPage={{ caseStudyPage: undefined }}
      />
    );
  if (studies.length === 0) return <EmptyState>{t('caseStudies.none')}</EmptyState>;
  return (
    <>
      <p data-testid="case-study-total">{t('caseStudies.total', { count: total })}</p>
      <div ref={container}>
        <CaseStudyGrid
          studies={studies}
          language={language}
          meta={(study) =>
            study.proName ? (
              <Link to="/profile/$proKey/pro" params={{ proKey: study.proId }}>
                <ForeignText text={study.proName} language={language} />
              </Link>
            ) : undefined
          }
        />
      </div>
      <span ref={end} aria-hidden="true" />
      {hasNextPage && (
        <Link
          to="/$"
          params={{ _splat: splat }}
          search={(previous) => sameListSearch(previous, { caseStudyPage: lastPage + 1 })}
          ref={link}
          className="pro-list__more"
          aria-disabled={isFetchingNextPage}
          onClick={onLinkClick}
        >
          {isFetchingNextPage ? t('list.loadingMore') : t('caseStudies.loadMore')}
        </Link>
      )}
    </>
  );
}

/**
 * Popular pricing items: the first few, expandable to all. Each links to the page's pro list
 * narrowed to the pros offering it (`?pricingItem=`, sent as the list's pricingMenuItemKey).
 */
export function PricingSection({
  options,
  splat,
  language,
}: {
  options: Content['pricing'];
  splat: string;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data: items } = useSuspenseQuery(options);
  // Kept with the history entry, as a list's "show more" is: Back finds the items as they were.
  const [expandedFlag, setExpandedFlag] = useEntryState('pricing:expanded', 0);
  const expanded = expandedFlag === 1;
  // The pricingValueProposition experiment, read (and its exposure reported) only where prices show.
  const valueProposition = useVariant('pricingValueProposition', items.length > 0);
  if (items.length === 0) return <EmptySection />;
  const shown = expanded ? items : items.slice(0, PRICING_PREVIEW);
  return (
    <>
      <PricingValueProposition variant={valueProposition} />
      <ul className="pricing-list" id="pricing-items">
        {shown.map((item) => (
          <li key={item.key} className="pricing-list__item">
            <strong lang={dataTextLang(item.title, language)}>{item.title}</strong>{' '}
            <Price amount={item.price} unit={item.priceUnit} language={language} />
            <p lang={dataTextLang(item.description, language)}>{item.description}</p>
            <Link
              to="/$"
              params={{ _splat: splat }}
              search={(previous) => sameListSearch(previous, { pricingItem: item.key, page: undefined })}
              hash="pros-heading"
              className="pricing-list__pros"
            >
              {t('pricing.showPros')}
            </Link>
          </li>
        ))}
      </ul>
      {items.length > PRICING_PREVIEW && (
        <button
          type="button"
          className="show-more"
          aria-expanded={expanded}
          aria-controls="pricing-items"
          onClick={() => setExpandedFlag(expanded ? 0 : 1)}
        >
          {expanded ? t('pricing.showFewer') : t('pricing.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}

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

/** Pros featured on the job type's landing page; the API enriches only the first with a name. */
export function LandingPros({ jobType, language }: { jobType: JobType; language: Language }) {
  const { t } = useTranslation('marketing');
  const featured = jobType.landingPagePros.filter((pro) => pro.name);
  if (featured.length === 0) return null;
  return (
    <section className="marketing-section">
      <h2>{t('sections.landingPros')}</h2>
      <ul className="link-list">
        {featured.map((pro) => (
          <li key={pro.id}>
            <Link to="/profile/$proKey/pro/$jobTypeId" params={{ proKey: pro.id, jobTypeId: jobType.id }}>
              {pro.avatarUrl && (
                <LazyImage src={pro.avatarUrl} alt="" width={40} height={40} className="pro-card__avatar" />
              )}
              <ForeignText text={pro.name ?? ''} language={language} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ServiceOfTheMonth({
  options,
  language,
}: {
  options: Content['serviceOfTheMonth'];
  language: Language;
}) {
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return <EmptySection />;
  return <JobTypeLinks jobTypes={data} language={language} />;
}
