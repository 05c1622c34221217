import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` in the first render and `children` in a deferred one React starts after that
 * render is committed. The deferred render yields to the browser every few milliseconds, so a page
 * paints its top (heading, skeletons that hold the space) first, and the heavy parts below render
 * without long tasks that would hold up input. Once shown, children stay shown.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
