import { useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bounded } from '../../../components/content/Bounded';
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
import { EmptySection, FIRST_SET, LoadBoundary } from './Section';
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
  const [expanded, setExpanded] = useState(false);
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
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('pricing.showFewer') : t('pricing.showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}

type BlogQueries = Pick<Content, 'internalBlogFlag' | 'costGuides' | 'articles' | 'proPosts'>;

/**
 * The job type's articles: cost guides and other internal articles (two calls, shown only while the
 * internalBlogFullRelease flag is on; a failed flag is off) and pros' posts (a third). Each part loads
 * and fails on its own, so a failing pros' post list does not take the internal articles down with
 * it; the section says "nothing yet" only when every part shown answered none.
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
            <LoadBoundary skeleton={skeleton}>
              <InternalPosts options={queries.costGuides} language={language} />
            </LoadBoundary>
            <LoadBoundary skeleton={skeleton}>
              <InternalPosts options={queries.articles} language={language} />
            </LoadBoundary>
          </div>
          <p className="more-link">
            <Link to="/blog">{t('blog.allArticles')}</Link>
          </p>
        </>
      )}
      <LoadBoundary skeleton={skeleton}>
        <ProPosts options={queries.proPosts} language={language} />
      </LoadBoundary>
      <NoArticles queries={queries} internal={internalBlog} />
    </>
  );
}

function InternalPosts({ options, language }: { options: Content['articles']; language: Language }) {
  const { t } = useTranslation('marketing');
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return null;
  return (
    <Bounded items={data} first={FIRST_SET}>
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
      <Bounded items={data} first={FIRST_SET}>
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
