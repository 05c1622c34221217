// "Show more" for keyboard and screen-reader users: after a press reveals more items in a list, the
// focus moves to the first item revealed — its first link or button, or the item itself when it has
// none (a review) — where reading goes on. Without it, a button that disappears (nothing left to
// show) or is disabled while loading drops the focus to the page's start. Only when the focus is
// still where the press left it.
import { useEffect, useRef } from 'react';
import { focusableIn } from '../utils/focus';

/** The list's items a reader sees (a visually hidden one, e.g. a page boundary, is said, not seen). */
const itemsIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('li')].filter((item) => !item.matches('.visually-hidden'));

export function useRevealFocus<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const pending = useRef<{ stops: number; items: number; from: Element | null; fromBody: boolean } | null>(
    null,
  );
  // After each render: once the list holds more than before the press, the first new stop or item.
  useEffect(() => {
    const before = pending.current;
    const root = container.current;
    if (!before || !root) return;
    const stops = focusableIn(root);
    const items = itemsIn(root);
    if (stops.length <= before.stops && items.length <= before.items) return;
    pending.current = null;
    const active = document.activeElement;
    const dropped = active === document.body || active === null;
    if (active !== before.from && !(before.fromBody && dropped)) return;
    // The first new item's first stop, or the item itself; in a list of no items, the first new stop.
    const item = items.length > before.items ? items[before.items] : undefined;
    const target = item ? (focusableIn(item)[0] ?? item) : stops[before.stops];
    if (target === item && item) item.tabIndex = -1;
    target?.focus();
  });
  return {
    /** The list's element. */
    container,
    /**
     * Call before more is shown: on a press (the focus is then on what was pressed, and may drop to
     * the page when it disappears), or with `watched`, for more that comes without a press (the focus
     * moves only if it is on `watched` when the items arrive).
     */
    revealing: (watched?: Element | null) => {
      const root = container.current;
      pending.current = root
        ? {
            stops: focusableIn(root).length,
            items: itemsIn(root).length,
            from: watched === undefined ? document.activeElement : watched,
            fromBody: watched === undefined,
          }
        : null;
    },
  };
}
