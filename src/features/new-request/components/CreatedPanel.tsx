import { useTranslation } from 'react-i18next';
import type { CreatedRequest } from '../../../api';
import { requestExpiryHours } from '../payload';
import styles from './RequestModal.module.css';

/** The request sent: its number, how long it takes quotes (when its times tell), and where it is shown. */
export function CreatedPanel({ request, href }: { request: CreatedRequest; href: string }) {
  const { t } = useTranslation('request');
  const hours = requestExpiryHours(request);
  return (
    <section
      className={`request-modal__body request-modal__done ${styles.body}`}
      data-testid="request-created"
    >
      <h3>{t('success.title')}</h3>
      <p>{t('success.body', { id: request._id })}</p>
      {hours !== undefined && <p>{t('success.expiry', { count: hours })}</p>}
      <a href={href}>{t('success.view')}</a>
    </section>
  );
}
