import {
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Whether a deferred part has shown once in this document: only the first page load defers. */
let shownOnce = false;

const never = () => () => undefined;

/**
 * A server-rendered page has its parts in the HTML already: on the server and while hydrating,
 * they render at once (a part still loading streams in from the server); deferring them would
 * throw away the server's HTML.
 *
 * Otherwise, during the document's first load, shows `fallback` in the first render and `children` in a
 * deferred one React starts after that render is committed. The deferred render yields to the
 * browser every few milliseconds, so the page paints its top (heading, skeletons that hold the
 * space) first and the heavy parts below render without long tasks that would hold up input.
 * Later mounts (client-side navigations, often with cached data) render children at once, so
 * scroll restoration finds the page at its full height. Once shown, children stay shown.
 *
 * The children are also a Suspense boundary with the same fallback, mounted by the deferred render:
 * each part shows when its own data does. (A boundary around this one would instead hold every
 * deferred part back until the slowest has loaded.)
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // True on the server and during hydration (React reads the server snapshot then), else false.
  const serverRendered = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [deferred] = useState(() => !shownOnce && !serverRendered);
  const ready = useDeferredValue(true, !deferred);
  useEffect(() => {
    if (ready) shownOnce = true;
  }, [ready]);
  // The same element while nothing changes. Right after hydration React renders this component once
  // more, synchronously (the snapshot above went from the server's to the browser's); a new element
  // would then make React hydrate the boundary's whole part (often still waiting for its code) in
  // that one synchronous task, holding up the main thread for hundreds of milliseconds on a phone.
  const shown = useMemo(() => <Suspense fallback={fallback}>{children}</Suspense>, [fallback, children]);
  return ready ? shown : fallback;
}
