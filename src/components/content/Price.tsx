import { formatYen } from '../../lib/i18n';

/** A yen amount in ja-JP format (both languages), optionally per unit (`￥9,800 / 1台`). */
export function Price({ amount, unit }: { amount: number; unit?: string | undefined }) {
  return (
    <span className="price">
      <data value={amount}>{formatYen(amount)}</data>
      {unit ? <span className="price__unit"> / {unit}</span> : null}
    </span>
  );
}
