// keepFocusThroughRetry's following of the part (see QueryFallback.tsx), in its own chunk: only a
// failure shown needs it, and it loads then.

/** Where a part is: the element around it and its neighbours there, which outlive it. */
export interface Place {
  parent: Element;
  before: Element | null;
  after: Element | null;
}

/**
 * Out of the page: removed, or hidden while a Suspense boundary shows its fallback (React keeps
 * what it showed, with an inline `display: none`, and puts the fallback after it).
 */
const gone = (element: Element) =>
  !element.isConnected || element.closest('[style*="display: none"]') !== null;

/** Long enough for a retry's calls to answer or fail (each GET has 20 s, and queries retry). */
const FOLLOW_LIMIT_MS = 120_000;

/**
 * Follows the part of the retry `pressed` (which had the focus when pressed), from `ancestors`: the
 * button's ancestors and their neighbours, as they were at the press. What the part shows since
 * then takes the focus at once (the press may be a moment ago, should this have loaded only now),
 * and whatever takes the part's place next. See keepFocusThroughRetry. `ended` is called when the
 * following ends by itself; the function returned ends it.
 */
export function followRetry(
  pressed: HTMLElement,
  ancestors: (Place & { element: Element })[],
  content: (element: HTMLElement, parent: Element) => HTMLElement | null,
  ended: () => void,
): () => void {
  let place: Place | undefined;
  /** What holds the focus for the part: the pressed button, its loading status, or a new retry. */
  let holder: HTMLElement = pressed;
  let holding: 'pressed' | 'status' | 'failure' = 'pressed';

  const observer = new MutationObserver(() => follow());
  const limit = setTimeout(() => stop(), FOLLOW_LIMIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(limit);
    ended();
  }
  function follow() {
    const active = document.activeElement;
    if (active === holder && !gone(holder)) {
      // A loading status that the part turned into its content in place: done.
      if (holding === 'status' && !holder.matches('[role="status"]')) stop();
      return;
    }
    // The user has moved on.
    if (active && active !== document.body && active !== holder) return stop();
    place ??= ancestors.find(({ element, parent }) => gone(element) && !gone(parent));
    // The part has not gone yet.
    if (!place) return;
    const { parent, before, after } = place;
    if (gone(parent) || (before && before.parentElement !== parent)) return stop();
    let element = before ? before.nextElementSibling : parent.firstElementChild;
    while (element && element !== after && gone(element)) element = element.nextElementSibling;
    // Nothing in the part's place yet.
    if (!(element instanceof HTMLElement) || element === after) return;
    const status = element.matches('[role="status"]')
      ? element
      : element.querySelector<HTMLElement>(':scope > [role="status"]');
    const failed = element.matches('[role="alert"]') || element.querySelector(':scope > [role="alert"]');
    // A failure may be shown anew before the retry's answer (a page's error, while the route
    // loads again): following goes on until what loaded is there.
    holding = status ? 'status' : failed ? 'failure' : holding;
    const target =
      status ?? (failed ? (element.querySelector('button') ?? element) : content(element, parent));
    if (!target) return stop();
    // A status, a heading or a list takes the focus from a script only.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target.focus();
    holder = target;
    if (!status && !failed) stop();
  }

  observer.observe(document.body, { childList: true, subtree: true });
  // What changed before this was called (the part may have gone, and something taken its place).
  follow();
  return stop;
}
