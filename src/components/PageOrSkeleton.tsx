import { Outlet, useRouter } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { PagePending } from './PagePending';

/**
 * The page, or, in a document the server sent without it, what the server put in its place until
 * the browser has loaded the page: the page's skeleton when the render's deadline passed (the
 * router's pending component is then the skeleton, src/app/router.tsx), nothing in the mock kit's
 * bare document (`x-render: client`). Decided here, in the page's place, and not by the router's
 * match: that one sits in Suspense boundaries, which React hydrates after the layout; the router's
 * first load has begun by then, and when it was done before React reached them, React hydrated the
 * page against the server's HTML, which had none (#418: the skeleton on slow devices; the bare
 * document in end-to-end runs, about 1 load in 15 of /start with React's development build). Here
 * the hydrating render is always the server's; the router's match takes the place after it.
 */
export function PageOrSkeleton() {
  const router = useRouter();
  // The server's render of such a document is a shell (router.isShell()); the browser's router is
  // told so before its first render, with the skeleton's pending component (router.tsx's hydrate).
  const [withoutPage] = useState(() => router.isShell());
  const skeleton = router.options.defaultPendingComponent === PagePending;
  // Whether the page's place is the router's: at once in any other document; in one without the page,
  // never during hydration; after it, in the bare document at once (the match shows the route's own
  // loading state until the page is in), in the skeleton one once the router's first load in the
  // browser is done (it then marks the location resolved). The server's and the browser's answers
  // are the same outside these documents: a difference would re-render this part right after
  // hydration, before the page's own Suspense boundaries (lazy parts still loading) have hydrated,
  // and React would give up the server's HTML for them.
  const loaded = useSyncExternalStore(
    (changed) => router.subscribe('onResolved', changed),
    () => !withoutPage || !skeleton || router.state.resolvedLocation !== undefined,
    () => !withoutPage,
  );
  if (loaded) return <Outlet />;
  return skeleton ? <PagePending /> : null;
}
