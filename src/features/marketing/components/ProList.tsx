import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../../components/Link';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/EmptyState';
import type { JobType, Language, ProListRequest } from '../../../api';
import { PastTheEnd } from './PastTheEnd';
import { ProCard } from './ProCard';
import { useLoadMore } from './use-load-more';
import type { PageQueries } from '../page-queries';

import { jsonLd, reviewStructuredData } from '../seo';
import { hasListFilters, sameListSearch, type ListingSearch } from '../search';
import styles from './ProList.module.css';

// The filters moved to their own module; importers of the list's module still find them here.
export { ProFilters } from './ProFilters';

interface ListProps {
  /** The page's pro-list query (from its page queries). */
  options: PageQueries['pros'];
  request: ProListRequest;
  startPage: number;
  search: ListingSearch;
  splat: string;
  language: Language;
  jobType: JobType;
  /** The page's name and URL for the review aggregate. */
  serviceName: string;
  canonicalUrl: string;
}

/**
 * The pros of the page: pages are appended by "show more", which is also a real `?page=` link for
 * crawlers (and for a visitor who opens it in a new tab). Each item carries its page number.
 */
export function ProList({
  options,
  request,
  startPage,
  search,
  splat,
  language,
  serviceName,
  canonicalUrl,
}: ListProps) {
  const { t } = useTranslation('marketing');
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(options);
  // Scrolling near the end of the list appends the next page too; the link stays for crawlers.
  const { container, end, link, onLinkClick } = useLoadMore<HTMLOListElement>({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    pages: data.pages.length,
  });
  const first = data.pages[0];
  const total = first?.totalPros ?? 0;
  const pros = data.pages.flatMap((page) => page.pros);
  const lastPage = data.pages.at(-1)?.pageNumber ?? startPage;
  const filtered = hasListFilters(search);
  const aggregate = reviewStructuredData(serviceName, canonicalUrl, first?.proReviewStatistics);

  return (
    <div className={`pro-list-block ${styles.block}`} data-testid="pro-list">
      {aggregate && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(aggregate) }} />
      )}
      {startPage > 1 && pros.length > 0 && (
        // A pager control (a real navigation: the previous page starts at the top). Past the end
        // the first page's link below takes its place (the page before may be past the end too).
        <Link
          to="/$"
          params={{ _splat: splat }}
          search={(previous) =>
            sameListSearch(previous, { page: startPage - 1 > 1 ? startPage - 1 : undefined })
          }
          rel="prev"
          className={`${styles.previous} ${buttonClass('secondary')}`}
        >
          {t('list.previousPage')}
        </Link>
      )}
      {pros.length === 0 && startPage > 1 ? (
        <PastTheEnd
          splat={splat}
          message={t('list.pastEnd')}
          linkLabel={t('list.firstPage')}
          firstPage={{ page: undefined }}
          testId="pro-list-empty"
        />
      ) : pros.length === 0 ? (
        <EmptyState data-testid="pro-list-empty">
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </EmptyState>
      ) : (
        <>
          <p className="pro-list__showing" aria-live="polite">
            {t('list.showing', { shown: pros.length, total })}
          </p>
          <ol className="pro-list" ref={container}>
            {pros.map((pro, index) => (
              <Fragment key={`${pro.page}-${pro.id}`}>
                {index > 0 && pros[index - 1]?.page !== pro.page && (
                  <li className="visually-hidden">{t('pro.page', { page: pro.page })}</li>
                )}
                <ProCard pro={pro} jobTypeId={request.query.jobType} language={language} />
              </Fragment>
            ))}
          </ol>
        </>
      )}
      <span ref={end} aria-hidden="true" />
      {hasNextPage && (
        <Link
          to="/$"
          params={{ _splat: splat }}
          search={(previous) => sameListSearch(previous, { page: lastPage + 1 })}
          ref={link}
          rel="next"
          className="pro-list__more"
          aria-disabled={isFetchingNextPage}
          onClick={onLinkClick}
        >
          {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
        </Link>
      )}
    </div>
  );
}
