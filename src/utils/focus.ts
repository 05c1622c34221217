// The elements the Tab key stops at: shared by panels that keep the focus inside them, lists that
// move it to what they add, and forms that focus their first wrong answer.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` the Tab key stops at, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * Whether the focus is on a control after `root` in the page (not inside it): a keyboard reader who
 * has moved past a list, whose focused control items added to the list would push down.
 */
export function focusIsPast(root: Element | null): boolean {
  const active = document.activeElement;
  if (!root || !active || active === document.body || root.contains(active)) return false;
  return (root.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
