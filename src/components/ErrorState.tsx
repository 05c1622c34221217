import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A friendly error with a retry that reloads the route's data. */
export function ErrorState({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const key = offline ? 'status.offline' : 'status.error';
  if (error && import.meta.env.DEV) console.warn(error);
  return (
    <section role="alert" className="state state--error">
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.description`)}</p>
      <button type="button" onClick={() => void router.invalidate()}>
        {t('status.retry')}
      </button>
    </section>
  );
}
