import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { claimProfile, useApi } from '../../../api';
import { buttonClass } from '../../../components/ui/button';

// The form's code (react-hook-form, zod) loads only on the imported profiles that show it.
const ClaimEmailForm = lazy(() =>
  import('./ClaimEmailForm').then((module) => ({ default: module.ClaimEmailForm })),
);

/** Claim an imported, unclaimed profile by email; claim errors are only logged. */
export function ClaimProfileForm({ proId }: { proId: string }) {
  const { t } = useTranslation(['pros', 'common']);
  const api = useApi();
  return (
    <section aria-labelledby="claim-heading" className="claim-profile" data-testid="claim-profile">
      <h2 id="claim-heading">{t('claim.heading')}</h2>
      <p>{t('claim.intro')}</p>
      <Suspense fallback={<FormPlaceholder />}>
        <ClaimEmailForm onClaim={(email) => claimProfile(api, proId, email)} />
      </Suspense>
    </section>
  );
}

/** The form's shape, inert while its code loads, so that nothing below it moves when it arrives. */
function FormPlaceholder() {
  const { t } = useTranslation('pros');
  return (
    <>
      <form aria-hidden="true">
        <label>{t('claim.emailLabel')}</label>
        <input type="email" disabled />
        <button type="submit" className={buttonClass('primary')} disabled>
          {t('claim.submit')}
        </button>
      </form>
      <p className="claim-profile__status" />
    </>
  );
}
