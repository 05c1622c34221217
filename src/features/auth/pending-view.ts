// When a visitor opens a page only signed-in users see, the server's document shows the session's
// pending view, and React takes that part over (hydrates it) after the rest of the page, in a later
// pass. Sending the visitor to sign in before then removed the route that part belongs to while React
// had still to take it over: the router's match for it was gone, and React's pass failed (error #520,
// recovered by rendering the whole page again; seen in the end-to-end run on a slow machine). The
// guarded layout waits for this view to be taken over before it leaves.
import { useEffect } from 'react';

/** The pending view's mark (SessionPending), by which the browser finds the server's. */
const PENDING_VIEW = '[data-session-pending]';

let takenOver = false;
const waiting = new Set<() => void>();

/** Called by the pending view: once mounted (taken over, or rendered in the browser), it is on screen. */
export function usePendingViewMounted(): void {
  useEffect(() => {
    takenOver = true;
    for (const resolve of waiting) resolve();
    waiting.clear();
  }, []);
}

/**
 * Resolves once no pending view of the server's document is left for React to take over: at once on
 * the server, after an in-app navigation and once the view has mounted.
 */
export function pendingViewSettled(): Promise<void> {
  if (takenOver || typeof document === 'undefined' || !document.querySelector(PENDING_VIEW))
    return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** For tests: as on a freshly opened page. */
export function resetPendingView(): void {
  takenOver = false;
  waiting.clear();
}
