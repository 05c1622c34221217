// What a page part shows while the query it needs is not answered: a status line while it loads;
// when it failed, the part's message and a retry that fetches again. For parts that wait on a query
// themselves (signed-in pages, outside a suspense boundary): `if (q.isPending || q.isError) return
// <QueryFallback query={q} error={…} />`, and the code after it has the data.
import { useTranslation } from '../lib/i18n/react';
import { buttonClass } from './ui/button';

/** A failure the user can retry: the message, and a button that runs `onRetry`. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{message}</p>
      <button
        type="button"
        className={buttonClass()}
        onClick={(event) => {
          keepFocusThroughRetry(event.currentTarget);
          onRetry();
        }}
      >
        {t('status.retry')}
      </button>
    </div>
  );
}

export function QueryFallback({
  query,
  error,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> };
  /** What failed, in the part's words ("the account could not be loaded"). */
  error: string;
}) {
  const { t } = useTranslation();
  if (query.isError) return <RetryAlert message={error} onRetry={() => void query.refetch()} />;
  return <p role="status">{t('status.loading')}</p>;
}

/** Where a part is: the element around it and its neighbours there, which outlive it. */
interface Place {
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

let following: { pressed: HTMLElement; stop: () => void } | undefined;

/**
 * A retry's button goes away when pressed (its part loads again), and the keyboard focus would drop
 * to the page's start, and stay there when the retry fails again. From the press on, whatever takes
 * the part's place takes the focus, as long as the focus has nowhere else to be: the part's loading
 * status; then the new message's retry button, or what loaded (`content` picks where in it, e.g. a
 * page's h1 in `parent`, the element the part is in). It ends there, or when the user has moved the
 * focus on themselves. `pressed` is the retry; a press that left the focus elsewhere (a click that
 * does not focus buttons, as in Safari) has no focus to keep.
 *
 * The part is found from the pressed button, without the part's help: the highest of its ancestors
 * that goes away was the part, and what stands between that one's neighbours next is the part again.
 */
export function keepFocusThroughRetry(
  pressed: HTMLElement | undefined,
  content: (element: HTMLElement, parent: Element) => HTMLElement | null = (element) => element,
): void {
  if (!pressed || pressed !== document.activeElement || following?.pressed === pressed) return;
  following?.stop();
  const ancestors: (Place & { element: Element })[] = [];
  for (let element: Element = pressed; element.parentElement; element = element.parentElement)
    ancestors.push({
      element,
      parent: element.parentElement,
      before: element.previousElementSibling,
      after: element.nextElementSibling,
    });
  let place: Place | undefined;
  /** What holds the focus for the part: the pressed button, its loading status, or a new retry. */
  let holder: HTMLElement = pressed;
  let holding: 'pressed' | 'status' | 'failure' = 'pressed';

  const observer = new MutationObserver(() => follow());
  const limit = setTimeout(() => stop(), FOLLOW_LIMIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(limit);
    if (following?.pressed === pressed) following = undefined;
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

  following = { pressed, stop };
  observer.observe(document.body, { childList: true, subtree: true });
}
