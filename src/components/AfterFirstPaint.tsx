import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/** Whether a deferred part has shown once in this document: only the first page load defers. */
let shownOnce = false;

/**
 * During the document's first load, shows `fallback` in the first render and `children` in a
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
  const [deferred] = useState(() => !shownOnce);
  const ready = useDeferredValue(true, !deferred);
  useEffect(() => {
    if (ready) shownOnce = true;
  }, [ready]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
