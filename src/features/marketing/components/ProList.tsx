import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../components/ui/Chip';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/EmptyState';
import type { JobType, Language, ProListRequest } from '../../../api';
import { ProCard } from './ProCard';
import { useLoadMore } from './use-load-more';
import type { PageQueries } from '../page-queries';
import { formatPriceRange } from '../../../lib/i18n';

import { jsonLd, reviewStructuredData } from '../seo';
import {
  DAYS,
  PRICE_RANGES,
  TIMES,
  matchingCriteriaOptions,
  toggleCriterion,
  matchingCriteriaPairs,
  hasListFilters,
  type ListingSearch,
} from '../search';

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
 * One of the list's select filters: "any" first (no value in the URL), then its options; choosing
 * gives the option's value, or undefined for "any".
 */
function FilterSelect<Value extends string>({
  id,
  name,
  label,
  any,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Filters that live in the URL; a change is a new fetch (the list starts again from page 1). On a
 * phone they fold behind a "絞り込み" button (with how many are set), so the first pros are on the first
 * screen; from tablet width they are always shown.
 */
export function ProFilters({
  search,
  splat,
  jobType,
  language,
}: Pick<ListProps, 'search' | 'splat' | 'jobType' | 'language'>) {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const id = useId();
  const set = (change: Partial<ListingSearch>) =>
    void navigate({
      to: '/$',
      params: { _splat: splat },
      search: (previous) => ({ ...previous, ...change, page: undefined }),
    });
  const criteria = matchingCriteriaOptions(jobType, language);
  const chosen = new Set(
    matchingCriteriaPairs(search.matchingCriteria).map(([key, value]) => `${key}.${value}`),
  );
  const priceRanges =
    search.priceRange && !PRICE_RANGES.includes(search.priceRange)
      ? [...PRICE_RANGES, search.priceRange]
      : PRICE_RANGES;
  const filtered = hasListFilters(search);
  const [open, setOpen] = useState(false);
  const active =
    [search.priceRange, search.day, search.time, search.pricingItem].filter(Boolean).length + chosen.size;

  return (
    <>
      <button
        type="button"
        className={`filters__toggle ${buttonClass('secondary')}`}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.label')}
      </button>
      <form
        id={`${id}-filters`}
        className="filters"
        data-open={open}
        aria-label={t('filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id={`${id}-price`}
          name="priceRange"
          label={t('filters.priceRange')}
          any={t('filters.any')}
          value={search.priceRange}
          options={priceRanges.map((range) => ({ value: range, label: formatPriceRange(range, language) }))}
          onChange={(priceRange) => set({ priceRange })}
        />
        <FilterSelect
          id={`${id}-day`}
          name="day"
          label={t('filters.day')}
          any={t('filters.any')}
          value={search.day}
          options={DAYS.map((day) => ({ value: day, label: t(`filters.days.${day}`) }))}
          onChange={(day) => set({ day })}
        />
        <FilterSelect
          id={`${id}-time`}
          name="time"
          label={t('filters.time')}
          any={t('filters.any')}
          value={search.time}
          options={TIMES.map((time) => ({ value: time, label: t(`filters.times.${time}`) }))}
          onChange={(time) => set({ time })}
        />
        {criteria.map((field) => (
          <fieldset key={field.key} className="filters__criteria">
            <legend>{field.title}</legend>
            {field.options.map((option) => {
              const pair = `${field.key}.${option.value}`;
              return (
                <Chip
                  key={pair}
                  name="matchingCriteria"
                  value={pair}
                  checked={chosen.has(pair)}
                  onChange={() =>
                    set({
                      matchingCriteria: toggleCriterion(search.matchingCriteria, field.key, option.value),
                    })
                  }
                >
                  {option.title}
                </Chip>
              );
            })}
          </fieldset>
        ))}
        {search.pricingItem && (
          <p className="filters__pricing-item" data-testid="pricing-item-filter">
            {t('filters.pricingItem')}{' '}
            <Link
              to="/$"
              params={{ _splat: splat }}
              search={(previous) => ({ ...previous, pricingItem: undefined, page: undefined })}
            >
              {t('filters.pricingItemRemove')}
            </Link>
          </p>
        )}
        {filtered && (
          <Link
            to="/$"
            params={{ _splat: splat }}
            search={(previous) => ({ lang: previous.lang })}
            className="filters__clear"
          >
            {t('filters.clear')}
          </Link>
        )}
      </form>
    </>
  );
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
    <div className="pro-list-block" data-testid="pro-list">
      {aggregate && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(aggregate) }} />
      )}
      {startPage > 1 && (
        <Link
          to="/$"
          params={{ _splat: splat }}
          search={(previous) => ({ ...previous, page: startPage - 1 > 1 ? startPage - 1 : undefined })}
          rel="prev"
        >
          {t('list.previousPage')}
        </Link>
      )}
      {pros.length === 0 ? (
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
          search={(previous) => ({ ...previous, page: lastPage + 1 })}
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
