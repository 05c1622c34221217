// The header line of a request to one pro. The proNameDropOff experiment's variant B leaves the pro's
// name out ("the pro you chose"); the control (A), and the moment before the variant is known, name it.
import { useTranslation } from '../../../lib/i18n/react';
import type { VariantOf } from '../../../lib/monitoring';

export function DirectBookingLine({
  proName,
  variant,
}: {
  proName: string;
  variant: VariantOf<'proNameDropOff'> | undefined;
}) {
  const { t } = useTranslation('request');
  return (
    <p data-testid="direct-booking">
      {variant === 'B' ? t('directBookingUnnamed') : t('directBooking', { pro: proName })}
    </p>
  );
}
