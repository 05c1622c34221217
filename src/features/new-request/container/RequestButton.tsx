import { Link, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadRequestContainer } from './lazy';

/** The button that opens the request modal for a job type (and, on a profile, for its pro). */
export function RequestButton({
  jobTypeId,
  where,
  proId,
}: {
  jobTypeId: string;
  where?: string | undefined;
  proId?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const analytics = useRouteContext({ from: '__root__', select: (context) => context.analytics });
  return (
    <Link
      to="."
      className="button-primary request-button"
      data-testid="open-request"
      search={(previous: Record<string, unknown>) => ({
        ...previous,
        request: jobTypeId,
        requestIn: where,
        requestPro: proId,
      })}
      // The modal's code starts loading when the visitor reaches for the button.
      onPointerEnter={() => void loadRequestContainer()}
      onFocus={() => void loadRequestContainer()}
      onClick={() => analytics.trackConversion('startNewRequestClicked', { jobTypeId })}
    >
      {proId ? t('requestActions.thisPro') : t('requestActions.quotes')}
    </Link>
  );
}
