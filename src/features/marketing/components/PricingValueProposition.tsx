// The pricingValueProposition experiment: variant B says, above the popular pricing items, what their
// prices mean (a guide; quotes are free and can be compared). The control (A) says nothing.
import { useTranslation } from '../../../lib/i18n/react';
import type { VariantOf } from '../../../lib/monitoring';

export function PricingValueProposition({
  variant,
}: {
  variant: VariantOf<'pricingValueProposition'> | undefined;
}) {
  const { t } = useTranslation('marketing');
  if (variant !== 'B') return null;
  return (
    <p className="pricing-value" data-testid="pricing-value-proposition">
      {t('pricing.valueProposition')}
    </p>
  );
}
