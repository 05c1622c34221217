// A control that goes away once pressed ("mark as read", a retry whose part has loaded): without a
// next place for the focus, it drops to the page's start (and a panel that keeps the Tab key inside
// starts over). After the render that removes the pressed control, the focus moves where the caller
// says — only if it is still where the press left it (on the control, or dropped to the page
// because the control went).
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
    const active = document.activeElement;
    if (active && active !== document.body && active !== waiting.from) {
      // The user has moved on.
      pending.current = null;
      return;
    }
    const target = waiting.to();
    // Not there yet (a retried part still loading): a later render moves the focus.
    if (!target) return;
    pending.current = null;
    // A heading, a list or an item takes the focus from a script only.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target.focus();
  }, []);
  useEffect(settle);
  /** `from` (the pressed control) is going away: once it has, focus `to()`. */
  return useCallback(
    (from: HTMLElement, to: Pending['to']) => {
      pending.current = { from, to };
      settle();
    },
    [settle],
  );
}

/**
 * For a control that does not hand its element to its handler (a shared retry button): the pressed
 * one, where the press left the focus.
 */
export function pressedControl(): HTMLElement | undefined {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('button, a[href]') ? active : undefined;
}
