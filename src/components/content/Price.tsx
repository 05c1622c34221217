import { formatPriceRange, formatYen } from '../../lib/i18n';

/** A yen amount in ja-JP format (product spec §9), optionally per unit (`￥9,800 / 1台`). */
export function Price({ amount, unit }: { amount: number; unit?: string | undefined }) {
  return (
    <span className="price">
      <data value={amount}>{formatYen(amount)}</data>
      {unit ? <span className="price__unit"> / {unit}</span> : null}
    </span>
  );
}

/** A `low-high` range; 0 on either side shows open-ended with `~` (product spec §5). */
export function PriceRange({ range }: { range: string }) {
  return <span className="price price--range">{formatPriceRange(range)}</span>;
}
