import { useTranslation } from 'react-i18next';
import type { CreatedRequest } from '../../../api';
import { expiryHours } from '../payload';
import styles from './RequestModal.module.css';

/** The request sent: its number, how long it takes quotes, and where it is shown. */
export function CreatedPanel({ request, href }: { request: CreatedRequest; href: string }) {
  const { t } = useTranslation('request');
  return (
    <section
      className={`request-modal__body request-modal__done ${styles.body}`}
      data-testid="request-created"
    >
      <h3>{t('success.title')}</h3>
      <p>{t('success.body', { id: request._id })}</p>
      <p>{t('success.expiry', { count: expiryHours(request) })}</p>
      <a href={href}>{t('success.view')}</a>
    </section>
  );
}
