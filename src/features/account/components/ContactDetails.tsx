import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { privateProfileQueryOptions, useApi } from '../../../api';
import { QueryFallback } from '../../../components/QueryFallback';

/**
 * The user's own contact details (`GET /private-profiles/{id}`): the email they sign in with and
 * their phone number, shown to them here and to the other party of a job only. Whether the other
 * party sees the phone number is the user's choice (`User.phoneNumberShareable`): the note says
 * what is true of it, and nothing while the choice is not known (the user not loaded, or no choice).
 */
export function ContactDetails({
  userId,
  phoneShareable,
}: {
  userId: string;
  phoneShareable: boolean | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const query = useQuery(privateProfileQueryOptions(api, userId));
  return (
    <section className="account-section" aria-labelledby="account-contact">
      <h2 id="account-contact">{t('contact.heading')}</h2>
      {query.isPending || query.isError ? (
        <QueryFallback query={query} error={t('contact.loadError')} />
      ) : (
        <>
          <dl className="account-contact" data-testid="account-contact">
            <dt>{t('contact.email')}</dt>
            <dd>{query.data.email}</dd>
            <dt>{t('contact.phone')}</dt>
            <dd>{query.data.phoneNumber ?? t('contact.none')}</dd>
          </dl>
          <p className="account-field__hint">{t('contact.note')}</p>
          {query.data.phoneNumber && phoneShareable !== undefined && (
            <p className="account-field__hint">
              {t(phoneShareable ? 'contact.phoneShared' : 'contact.phoneNotShared')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
