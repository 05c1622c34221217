import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';

/**
 * An account form's save button and, under it, how the last save went. While saving, the button is
 * marked busy, not disabled: a disabled button drops the focus to the page's start, and the keyboard
 * user would be sent back to the top; it stays on the button, from where Enter tries again. Each
 * answered save brings its message into view (on a phone it lands under the button, at the screen's
 * edge); the message is a live region, so it is also read out.
 */
export function SaveControls({
  label,
  saving,
  saved,
  failure,
  answered,
}: {
  label: string;
  saving: boolean;
  saved?: string | undefined;
  failure?: string | undefined;
  /** Changes with each answered save. */
  answered: number;
}) {
  const { t } = useTranslation('account');
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered > 0) status.current?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [answered]);
  return (
    <div className="account-save">
      <button
        type="submit"
        className={buttonClass('primary')}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
      >
        {saving ? t('errors.saving') : label}
      </button>
      <div ref={status}>
        {failure ? (
          <p role="alert" className="form-error">
            {failure}
          </p>
        ) : (
          saved && <Notice tone="success">{saved}</Notice>
        )}
      </div>
    </div>
  );
}
