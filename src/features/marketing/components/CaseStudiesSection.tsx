import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ForeignText } from '../../../components/ForeignText';
import { Link } from '../../../components/Link';
import { CaseStudyGrid } from '../../../components/content/grids';
import type { Language } from '../../../api';
import type { SectionQueries } from '../section-queries';
import { sameListSearch } from '../search';
import { PastTheEnd } from './PastTheEnd';
import { useLoadMore } from './use-load-more';

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
  options: SectionQueries['content']['caseStudies'];
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
