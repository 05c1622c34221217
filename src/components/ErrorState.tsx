import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/react';
import { failureKind } from '../api';
import { dropAnswersBehind } from './AsyncBoundary';
import { keepFocusThroughRetry, usePreparedRetry } from './QueryFallback';
import { reportPageFailure } from './report-failure';
import { buttonClass } from './ui/button';

/**
 * The page's error: what went wrong as far as the user can act on it (a rate limit: wait; no
 * connection: check it; no answer in time: try again; anything else: try again later), with the
 * document's title saying so, and a retry that runs the route's loader again, whose failed queries
 * fetch anew (a failure is never cached as an answer; an answer the page broke on is dropped, see
 * dropAnswersBehind). Through the retry the keyboard focus stays on the page: on its loading
 * status, then on the retry again, or on the new page's h1.
 */
export function ErrorState({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const kind = failureKind(error);
  const key =
    kind === 'rateLimited'
      ? 'status.rateLimited'
      : offline || kind === 'network'
        ? 'status.offline'
        : kind === 'timeout'
          ? 'status.timeout'
          : 'status.error';
  useEffect(() => {
    if (error !== undefined) reportPageFailure(error, 'page');
  }, [error]);
  usePreparedRetry();
  return (
    <section role="alert" className="state state--error" data-testid="error-state" data-failure={kind}>
      {/* A page's failure titles the document (the gallery's specimen, with no error, leaves it). */}
      {error !== undefined && <title>{`${t(`${key}.title`)} | ${t('appName')}`}</title>}
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.description`)}</p>
      <button
        type="button"
        className={buttonClass()}
        onClick={(event) => {
          keepFocusThroughRetry(
            event.currentTarget,
            (element, page) => page.querySelector<HTMLElement>('h1') ?? element,
          );
          dropAnswersBehind(error, queryClient);
          void router.invalidate();
        }}
      >
        {t('status.retry')}
      </button>
    </section>
  );
}
