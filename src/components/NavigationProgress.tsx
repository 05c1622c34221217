import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/react';
import styles from './NavigationProgress.module.css';

/** How long a navigation runs before it is said to be loading: a faster one shows nothing (no flash). */
export const SLOW_NAVIGATION_MS = 300;

/**
 * Whether the router has been loading the next page (or the same page's next search) for longer
 * than `delayMs`. The page shown stays until the next one is ready, so without this a slow answer
 * looks like a click that did nothing. False on the server and in the first render (hydration).
 */
export function useSlowNavigation(delayMs = SLOW_NAVIGATION_MS): boolean {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, delayMs]);
  return loading && slow;
}

/**
 * A thin bar across the top of the window while a slow navigation loads (`active`: from
 * useSlowNavigation), over the page rather than in its flow: nothing moves when it comes or goes.
 * An indeterminate progress bar named in the page's language for assistive technology; with reduced
 * motion it stands still.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('status.navigating')}>
      <div className={styles.bar} />
    </div>
  );
}
