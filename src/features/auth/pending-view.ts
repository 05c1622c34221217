// When a visitor opens a page only signed-in users see, the server's document shows the session's
// pending view, and React takes that part over (hydrates it) after the rest of the page, in a later
// pass. Sending the visitor to sign in before then removed the route that part belongs to while React
// had still to take it over: the router's match for it was gone, and React's pass failed (error #520,
// recovered by rendering the whole page again; seen in the end-to-end run on a slow machine). The
// guarded layout waits for this view to be taken over before it leaves.
import { useEffect } from 'react';

/** The pending view's mark, by which the browser finds the server's (set by `usePendingView`). */
const MARK = 'data-session-pending';
/**
 * How long a redirect waits at most: the view mounts well before in any page that works; should it
 * never (a part of the page that failed), the visitor is still sent on, the #520 risk taken.
 */
const MOST_WAIT_MS = 3_000;

let takenOver = false;
const waiting = new Set<() => void>();

/**
 * Called by the pending view, which spreads what it answers on its element (the mark): once mounted
 * (taken over, or rendered in the browser), it is on screen.
 */
export function usePendingView(): { [MARK]: '' } {
  useEffect(() => {
    takenOver = true;
    for (const resolve of waiting) resolve();
    waiting.clear();
  }, []);
  return { [MARK]: '' };
}

/**
 * Resolves once no pending view of the server's document is left for React to take over: at once on
 * the server and after an in-app navigation; else once the view has mounted (at most MOST_WAIT_MS).
 */
export function pendingViewSettled(): Promise<void> {
  if (takenOver || typeof document === 'undefined' || !document.querySelector(`[${MARK}]`))
    return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      waiting.delete(settle);
      resolve();
    };
    const timer = setTimeout(settle, MOST_WAIT_MS);
    waiting.add(settle);
  });
}

/** For tests: as on a freshly opened page. */
export function resetPendingView(): void {
  takenOver = false;
  waiting.clear();
}
