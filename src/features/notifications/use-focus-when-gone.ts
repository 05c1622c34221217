// "Mark as read" buttons go away once pressed: the focus moves on to the next one (see the shared
// hook for the rule of when it moves).
export { useFocusWhenGone } from '../../hooks/use-focus-when-gone';

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
