// How a panel opened by a button (a menu, the notifications) closes, as keyboard and pointer users
// expect: Escape closes it and gives the focus back to its button; a tap outside closes it. A panel
// that covers the page (`covers()`: a full-screen drawer on a phone) keeps the Tab key inside it,
// since everything behind is hidden; one that does not closes when the focus moves on past it, so it
// never hides the control the focus went to. Only in the browser, from effects.
import { useEffect } from 'react';
import { focusableIn } from '../utils/focus';

interface DismissOptions {
  open: boolean;
  /** Closes the panel. */
  close: () => void;
  /** The button and its panel: a pointer down or focus outside it is outside. */
  root: React.RefObject<HTMLElement | null>;
  /** The button that opened the panel: the focus returns to it on Escape. */
  trigger: React.RefObject<HTMLElement | null>;
  /** The panel, for keeping the Tab key inside while it covers the page. */
  panel?: React.RefObject<HTMLElement | null>;
  /** Whether the panel covers the page now (checked at each Tab). */
  covers?: () => boolean;
}

export function useDismiss({ open, close, root, trigger, panel, covers }: DismissOptions): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // An inner control that handles Escape itself (a native dialog) has cancelled it.
        if (event.defaultPrevented) return;
        event.preventDefault();
        const focusWasInside = root.current?.contains(document.activeElement) ?? false;
        close();
        if (focusWasInside) trigger.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel?.current || !covers?.()) return;
      const stops = focusableIn(panel.current);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = panel.current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onFocus = (event: FocusEvent) => {
      // Focus gone to a control outside (not to nothing: a tap on the panel's text blurs to body).
      if (event.target instanceof Node && !root.current?.contains(event.target) && !covers?.()) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, root, trigger, panel, covers]);
}
