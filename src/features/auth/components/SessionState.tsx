import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { failureKind } from '../../../api';
import { reportPageFailure } from '../../../components/report-failure';
import { buttonClass } from '../../../components/ui/button';

/**
 * What names a stored session's failure to load, as far as the visitor can act on it: no answer
 * (their connection, worth checking), a rate limit (wait), anything else (the server's: try later).
 * `heading` is the page's title for it, `text` the sentence that says what happened and what to do.
 */
function sessionFailure(error: unknown, t: TFunction<'common'>) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const kind = failureKind(error);
  const status = kind === 'rateLimited' ? 'rateLimited' : offline || kind === 'network' ? 'offline' : 'error';
  const cause = status === 'error' ? t('auth.session.tryLater') : t(`status.${status}.description`);
  return { kind, heading: t(`status.${status}.title`), text: t('auth.session.unavailable', { cause }) };
}

/** A retry of the session's load: busy while it runs (a second press sends nothing more). */
function useRetry(onRetry: () => Promise<void>) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return { retrying, retry: () => void retry() };
}

/**
 * A page only signed-in users see, while the stored session loads: the page's place says so (a
 * status, announced once) and the document has a title, instead of an empty page.
 */
export function SessionPending() {
  const { t } = useTranslation('common');
  return (
    <section className="state" aria-busy="true">
      <title>{`${t('status.loading')} | ${t('appName')}`}</title>
      <p role="status">{t('auth.session.checking')}</p>
    </section>
  );
}

/**
 * A page only signed-in users see, when the stored session could not be loaded for another reason
 * than a refused token: the cause and a retry (a new login, then the page again). The session stays
 * stored: this visitor is not asked to sign in for the server's or the network's fault.
 */
export function SessionUnavailable({ error, onRetry }: { error: unknown; onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const { kind, heading, text } = sessionFailure(error, t);
  const { retrying, retry } = useRetry(onRetry);
  useEffect(() => reportPageFailure(error, 'session'), [error]);
  return (
    <section
      role="alert"
      className="state state--error"
      data-testid="session-unavailable"
      data-failure={kind}
    >
      <title>{`${heading} | ${t('appName')}`}</title>
      <h1>{heading}</h1>
      <p>{text}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={retrying}
        aria-busy={retrying}
        onClick={retry}
      >
        {t('status.retry')}
      </button>
    </section>
  );
}

/**
 * The same failure on the sign-in page, over its form (signing in afresh stays possible): the cause
 * and a retry, which sends the visitor on once the session loads.
 */
export function SessionUnavailableNotice({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const { kind, text } = sessionFailure(error, t);
  const { retrying, retry } = useRetry(onRetry);
  useEffect(() => reportPageFailure(error, 'session'), [error]);
  return (
    <div role="alert" className="form-error" data-testid="session-unavailable" data-failure={kind}>
      <p>{text}</p>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={retrying}
        aria-busy={retrying}
        onClick={retry}
      >
        {t('status.retry')}
      </button>
    </div>
  );
}
