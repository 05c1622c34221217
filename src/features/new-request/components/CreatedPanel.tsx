import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { CreatedRequest } from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { requestExpiryHours } from '../payload';
import styles from './RequestModal.module.css';

/** The request sent: its number, how long it takes quotes (when its times tell), and where it is shown. */
export function CreatedPanel({ request, href }: { request: CreatedRequest; href: string }) {
  const { t } = useTranslation('request');
  const hours = requestExpiryHours(request);
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form, whose send button had the focus: without a new place the focus
  // drops to the page's body and a screen reader says nothing. The heading takes it, as a step's
  // heading does, so the confirmation is announced; reading and Tab go on to the link.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      className={`request-modal__body request-modal__done ${styles.body}`}
      data-testid="request-created"
    >
      <h3 ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h3>
      <p>{t('success.body', { id: request._id })}</p>
      {hours !== undefined && <p>{t('success.expiry', { count: hours })}</p>}
      {/* The panel's one way on: a tap target high, as the send button it replaces was. */}
      <a href={href} className={buttonClass('primary')}>
        {t('success.view')}
      </a>
    </section>
  );
}
