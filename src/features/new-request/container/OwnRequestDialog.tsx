import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { Link } from '../../../components/Link';
import { buttonClass } from '../../../components/ui/button';
import styles from './OwnRequestDialog.module.css';

/**
 * Shown instead of the form when a signed-in pro opens a request to themselves (the profile offers
 * them no button, but the modal's address can still be typed or shared): why nothing can be sent,
 * and their dashboard. Its texts are `common`'s, loaded on every page, as nothing else is loaded.
 */
export function OwnRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // A real modal dialog: the focus moves into it and stays there, Esc closes it.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // Closed before it leaves the page, so the browser gives the focus back to what opened it (a dialog
  // removed while open leaves the focus nowhere).
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="own-request"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId}>{t('requestActions.own.title')}</h2>
      <p id={bodyId}>{t('requestActions.own.body')}</p>
      <div className={styles.actions}>
        <Link to="/dashboard/pro" className={buttonClass('primary')}>
          {t('auth.proDashboard')}
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {t('status.close')}
        </button>
      </div>
    </dialog>
  );
}
