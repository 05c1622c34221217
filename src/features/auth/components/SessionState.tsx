import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { TFunction } from 'i18next';
import { failureKind } from '../../../api';
import { keepFocusThroughRetry, usePreparedRetry } from '../../../components/QueryFallback';
import { reportPageFailure } from '../../../components/report-failure';
import { buttonClass } from '../../../components/ui/button';

// The loading view is in SessionPending.tsx: it is in the first page (the signed-in pages' pending
// view), these are not (shown only when the session failed to load).
export { SessionPending } from './SessionPending';

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

/**
 * A retry of the session's load: busy while it runs (a second press sends nothing more). The button
 * stays enabled, and the focus stays in the part through the retry (see keepFocusThroughRetry): a
 * disabled button would drop a keyboard user's focus to the page's start. What takes the part's place
 * takes the focus: the loading status, the new failure's retry, or the heading of what loaded.
 */
function useRetry(onRetry: () => Promise<void>) {
  usePreparedRetry();
  const [retrying, setRetrying] = useState(false);
  const running = useRef(false);
  const retry = async (pressed: HTMLElement) => {
    if (running.current) return;
    running.current = true;
    setRetrying(true);
    keepFocusThroughRetry(pressed, (element, parent) => parent.querySelector<HTMLElement>('h1') ?? element);
    try {
      await onRetry();
    } finally {
      running.current = false;
      setRetrying(false);
    }
  };
  return { retrying, retry: (event: MouseEvent<HTMLElement>) => void retry(event.currentTarget) };
}

interface SessionFailureProps {
  error: unknown;
  onRetry: () => Promise<void>;
}

/**
 * A page only signed-in users see, when the stored session could not be loaded for another reason
 * than a refused token: the cause and a retry (a new login, then the page again). The session stays
 * stored: this visitor is not asked to sign in for the server's or the network's fault.
 */
export function SessionUnavailable(props: SessionFailureProps) {
  return <SessionFailure {...props} over="page" />;
}

/**
 * The same failure on the sign-in page, over its form (signing in afresh stays possible): the cause
 * and a retry, which sends the visitor on once the session loads.
 */
export function SessionUnavailableNotice(props: SessionFailureProps) {
  return <SessionFailure {...props} over="form" />;
}

/** The failure in the page's place (titled, with a heading), or as a notice over the sign-in form. */
function SessionFailure({ error, onRetry, over }: SessionFailureProps & { over: 'page' | 'form' }) {
  const { t } = useTranslation('common');
  const { kind, heading, text } = sessionFailure(error, t);
  const { retrying, retry } = useRetry(onRetry);
  useEffect(() => reportPageFailure(error, 'session'), [error]);
  const Part = over === 'page' ? 'section' : 'div';
  return (
    <Part
      role="alert"
      className={over === 'page' ? 'state state--error' : 'form-error'}
      data-testid="session-unavailable"
      data-failure={kind}
    >
      {over === 'page' && (
        <>
          <title>{`${heading} | ${t('appName')}`}</title>
          <h1>{heading}</h1>
        </>
      )}
      <p>{text}</p>
      <button
        type="button"
        className={buttonClass(over === 'page' ? 'primary' : 'secondary')}
        aria-busy={retrying}
        onClick={retry}
      >
        {t('status.retry')}
      </button>
    </Part>
  );
}
