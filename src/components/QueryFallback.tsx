// What a page part shows while the query it needs is not answered: a status line while it loads;
// when it failed, the part's message and a retry that fetches again. For parts that wait on a query
// themselves (signed-in pages, outside a suspense boundary): `if (q.isPending || q.isError) return
// <QueryFallback query={q} error={…} />`, and the code after it has the data.
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/react';
import type { Place } from './retry-focus';
import { buttonClass } from './ui/button';

/** A failure the user can retry: the message, and a button that runs `onRetry`. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  usePreparedRetry();
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

/**
 * The retry whose part is being followed (its following's end, once it has loaded): a press ends
 * the one before at once, before the part it pressed renders again.
 */
let following: { pressed: HTMLElement; stop?: () => void } | undefined;

/** Loads what keeps the focus through a retry, once a failure with a retry shows. */
export function usePreparedRetry(): void {
  useEffect(() => void import('./retry-focus').catch(() => undefined), []);
}

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
 * Both are read here, at the press; the following is retry-focus.ts's (loaded by then, as a rule:
 * usePreparedRetry), which takes the focus to what shows in the part's place once it has come.
 */
export function keepFocusThroughRetry(
  pressed: HTMLElement | undefined,
  content: (element: HTMLElement, parent: Element) => HTMLElement | null = (element) => element,
): void {
  if (!pressed || pressed !== document.activeElement || following?.pressed === pressed) return;
  following?.stop?.();
  const current: NonNullable<typeof following> = { pressed };
  following = current;
  const ancestors: (Place & { element: Element })[] = [];
  for (let element: Element = pressed; element.parentElement; element = element.parentElement)
    ancestors.push({
      element,
      parent: element.parentElement,
      before: element.previousElementSibling,
      after: element.nextElementSibling,
    });
  const end = () => {
    if (following === current) following = undefined;
  };
  // The following, in its own chunk (retry-focus.ts).
  import('./retry-focus').then(({ followRetry }) => {
    if (following === current) current.stop = followRetry(pressed, ancestors, content, end);
  }, end);
}
