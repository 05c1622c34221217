// "Mark as read" buttons go away once pressed: without a next place for the focus, it drops to the
// page's start (and a panel that keeps the Tab key inside starts over). After the render that
// removes the pressed button, the focus moves where the caller says — only if it is still where the
// press left it (on the button, or dropped to the page because the button went).
import { useCallback, useEffect, useRef } from 'react';

interface Pending {
  from: HTMLElement;
  to: () => HTMLElement | null | undefined;
}

export function useFocusWhenGone() {
  const pending = useRef<Pending | null>(null);
  const settle = useCallback(() => {
    const waiting = pending.current;
    if (!waiting || waiting.from.isConnected) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== waiting.from) return;
    const target = waiting.to();
    if (!target) return;
    // A heading or an item takes the focus from a script only.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target.focus();
  }, []);
  useEffect(settle);
  /** `from` (the pressed button) is going away: once it has, focus `to()`. */
  return useCallback(
    (from: HTMLElement, to: Pending['to']) => {
      pending.current = { from, to };
      settle();
    },
    [settle],
  );
}

/**
 * The first mark-read button of the items after `item` (in its list), if any. Take `item` while the
 * pressed button is still in it: once gone, a button has no item.
 */
export function nextButtonAfter(item: Element | null): HTMLElement | undefined {
  for (let next = item?.nextElementSibling; next; next = next.nextElementSibling) {
    const button = next.querySelector<HTMLElement>('button[data-mark-read]');
    if (button) return button;
  }
  return undefined;
}
