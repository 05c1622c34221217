import { useTranslation } from '../../../lib/i18n/react';

/** Shown while the modal's code and data load. */
export function LoadingDialog() {
  const { t } = useTranslation('common');
  return (
    <div className="request-modal request-modal--loading" role="status">
      {t('status.loading')}
    </div>
  );
}
