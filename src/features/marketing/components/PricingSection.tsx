import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { Link } from '../../../components/Link';
import { useEntryState } from '../../../components/content/entry-state';
import { Price } from '../../../components/content/Price';
import { useVariant } from '../../../hooks/use-variant';
import type { Language } from '../../../api';
import { dataTextLang } from '../../../lib/i18n';
import type { SectionQueries } from '../section-queries';
import { sameListSearch } from '../search';
import { PricingValueProposition } from './PricingValueProposition';
import styles from './PricingSection.module.css';
import { EmptySection } from './Section';

/** How many pricing items show before "show all". */
const PRICING_PREVIEW = 3;

/**
 * Popular pricing items: the first few, expandable to all. Each links to the page's pro list
 * narrowed to the pros offering it (`?pricingItem=`, sent as the list's pricingMenuItemKey).
 */
export function PricingSection({
  options,
  splat,
  language,
}: {
  options: SectionQueries['content']['pricing'];
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
      <ul className={`pricing-list ${styles.list}`} id="pricing-items">
        {shown.map((item) => (
          <li key={item.key} className={`pricing-list__item ${styles.item}`}>
            <strong className={styles.title} lang={dataTextLang(item.title, language)}>
              {item.title}
            </strong>{' '}
            <span className={styles.price}>
              <Price amount={item.price} unit={item.priceUnit} language={language} />
            </span>
            <p className={styles.description} lang={dataTextLang(item.description, language)}>
              {item.description}
            </p>
            <Link
              to="/$"
              params={{ _splat: splat }}
              search={(previous) => sameListSearch(previous, { pricingItem: item.key, page: undefined })}
              hash="pros-heading"
              className={`pricing-list__pros ${styles.pros}`}
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
