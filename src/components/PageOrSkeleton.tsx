import { Outlet, useRouter } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { PagePending } from './PagePending';

/**
 * The page, or, in a document the server sent without its data (the render's deadline passed: the
 * router's pending component is then the page's skeleton, src/app/router.tsx), the skeleton until
 * the browser has loaded the page. Rendered here in the page's place, not by the router's match as
 * its pending state: that one sits in Suspense boundaries, which React hydrates after the layout;
 * by then the router's first load has begun, the match suspends on it, and once the data is in,
 * React hydrated the page against the skeleton's HTML (#418, seen on slow devices). Here the
 * hydrating render is always the skeleton, and the page replaces it once loaded.
 */
export function PageOrSkeleton() {
  const router = useRouter();
  const [skeletonDocument] = useState(() => router.options.defaultPendingComponent === PagePending);
  // Whether the page can show: at once in any other document; in the skeleton one, once the router's
  // first load in the browser is done (it then marks the location resolved), never during hydration.
  // The server's and the browser's answers are the same outside the skeleton case: a difference would
  // re-render this part right after hydration, at once, before the page's own Suspense boundaries
  // (lazy parts still loading) have hydrated, and React would give up the server's HTML for them.
  const loaded = useSyncExternalStore(
    (changed) => router.subscribe('onResolved', changed),
    () => !skeletonDocument || router.state.resolvedLocation !== undefined,
    () => !skeletonDocument,
  );
  return loaded ? <Outlet /> : <PagePending />;
}
