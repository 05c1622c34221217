import { useElementScrollRestoration, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { Skeleton } from '../../../components/content/Skeleton';

const noSubscription = () => () => undefined;

/**
 * What a blog page shows while its data loads (after the router's pending delay): lines where
 * the text will be, announced once as loading.
 */
export function ArticlePending() {
  const { t } = useTranslation();
  useStartAtTheTop();
  return (
    <div className="blog-pending" data-testid="blog-pending">
      <Skeleton height="1.25rem" count={10} label={t('status.loading')} />
    </div>
  );
}

/**
 * The router keeps the scroll of the page being left until the next one is shown: opened from far
 * down a list, the skeleton sat above the viewport and the visitor saw an empty page and the
 * footer for the whole wait. It starts the page at the top now, where the article will start: only
 * when the router will put it there too (not on Back or Forward to a place the router restores,
 * nor for an address with a #fragment), and not in the document's first render (hydration), whose
 * scroll is the browser's.
 */
function useStartAtTheTop() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Asked of the router's own record (the page's place when it was left), in the browser only.
  const restored =
    useElementScrollRestoration({
      getElement: () => (typeof window === 'undefined' ? undefined : window),
    }) !== undefined;
  const hash = useRouterState({ select: (state) => state.location.hash });
  const startAtTheTop = !hydrating && !restored && !hash;
  useLayoutEffect(() => {
    if (startAtTheTop) window.scrollTo({ top: 0, left: 0 });
    // Once, as the skeleton appears: a scroll the visitor makes while waiting is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only, as said above
  }, []);
}
