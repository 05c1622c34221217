// The pro list's filters: price range, day, time, the job type's matching criteria and a chosen
// pricing item, all in the page's address.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { JobType, Language } from '../../../api';
import { Link } from '../../../components/Link';
import { Chip } from '../../../components/ui/Chip';
import { buttonClass } from '../../../components/ui/button';
import { formatPriceRange } from '../../../lib/i18n';
import {
  DAYS,
  PRICE_RANGES,
  TIMES,
  hasListFilters,
  matchingCriteriaOptions,
  matchingCriteriaPairs,
  sameListSearch,
  toggleCriterion,
  type ListingSearch,
} from '../search';

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
 * screen; from tablet width they are always shown. A change is made in place: the page keeps its
 * scroll (no jump to the top, away from the control just used and the list it narrows).
 */
export function ProFilters({
  search: committed,
  splat,
  jobType,
  language,
}: {
  search: ListingSearch;
  splat: string;
  jobType: JobType;
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const id = useId();
  // A change shows at once. The router commits the new search a moment later (on a first change, once
  // the route's loader chunk has loaded: ~50–100 ms here, longer on a phone), and a control that kept
  // its old state until then reads as a tap that did nothing, and invites a second one that undoes it.
  // The page's search takes over once it has moved on from the one the change was made on.
  const [pending, setPending] = useState<{ on: ListingSearch; shown: ListingSearch }>();
  const search = pending?.on === committed ? pending.shown : committed;
  const set = (change: Partial<ListingSearch>) => {
    setPending({ on: committed, shown: { ...search, ...change, page: undefined } });
    void navigate({
      to: '/$',
      params: { _splat: splat },
      search: (previous) => sameListSearch(previous, { ...change, page: undefined }),
      resetScroll: false,
    });
  };
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
              search={(previous) => sameListSearch(previous, { pricingItem: undefined, page: undefined })}
              resetScroll={false}
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
            resetScroll={false}
            className="filters__clear"
          >
            {t('filters.clear')}
          </Link>
        )}
      </form>
    </>
  );
}
