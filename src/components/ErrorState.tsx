import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureKind } from '../api';
import { reportPageFailure } from './report-failure';

/**
 * The page's error: what went wrong as far as the user can act on it (a rate limit: wait; no
 * connection: check it; anything else: try again later), and a retry that runs the route's loader
 * again, whose failed queries fetch anew (a failure is never cached as an answer).
 */
export function ErrorState({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const kind = failureKind(error);
  const key =
    kind === 'rateLimited'
      ? 'status.rateLimited'
      : offline || kind === 'network'
        ? 'status.offline'
        : 'status.error';
  useEffect(() => {
    if (error !== undefined) reportPageFailure(error, 'page');
  }, [error]);
  return (
    <section role="alert" className="state state--error" data-testid="error-state" data-failure={kind}>
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.description`)}</p>
      <button type="button" onClick={() => void router.invalidate()}>
        {t('status.retry')}
      </button>
    </section>
  );
}
