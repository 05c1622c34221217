// An infinite list's next page, as the pro list and the case studies load it: appended when the
// list's end comes near, or by a "more" link (whose href, the next page's address, crawlers follow).
// A page the link's press adds — or that arrives while the link has the focus — moves the focus to
// its first item, instead of leaving it on a link pushed down below the new items (out of sight).
// A keyboard reader whose focus has gone on past the list (the Tab key scrolled its end near) gets no
// page on its own: it would push their control down, under the phone's request bar or off the screen;
// a page already on its way when they tabbed past keeps their control in view when it arrives.
import { useEffect, useRef } from 'react';
import { useNearBottom } from '../../../hooks/use-near-bottom';
import { useRevealFocus } from '../../../hooks/use-reveal-focus';
import { focusIsPast } from '../../../utils/focus';

interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** How many pages are shown. */
  pages: number;
}

export function useLoadMore<T extends HTMLElement>({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  pages,
}: InfiniteList) {
  const link = useRef<HTMLAnchorElement>(null);
  const { container, revealing } = useRevealFocus<T>();
  const tabbing = useTabbing();
  const pastTheList = () =>
    tabbing.current && document.activeElement !== link.current && focusIsPast(container.current);
  // A page arrived (or the list changed) while a keyboard reader was past it: the items went in above
  // their control.
  useEffect(() => {
    if (pastTheList()) document.activeElement?.scrollIntoView({ block: 'nearest' });
    // Only when the number of pages changes; pastTheList reads refs and the document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages]);
  const end = useNearBottom<HTMLSpanElement>(
    () => {
      if (pastTheList()) return;
      // If the focus is on the link when the page arrives, it moves to the page's first item.
      revealing(link.current);
      void fetchNextPage();
    },
    hasNextPage && !isFetchingNextPage,
    pages,
  );
  return {
    /** The list's element (its items are the `li`s inside). */
    container,
    /** An empty element placed at the list's end. */
    end,
    /** The "more" link. */
    link,
    /** The link's click: the next page appended in place (the href is for crawlers). */
    onLinkClick: (event: React.MouseEvent) => {
      event.preventDefault();
      // A press while scrolling already loads that page counts as a press too: if the page is the
      // last, the link goes with it, and the focus it held moves to the new items, not the page start.
      revealing();
      if (!isFetchingNextPage) void fetchNextPage();
    },
  };
}

/** Whether the visitor's last move was the Tab key (not a pointer): they read by keyboard. */
function useTabbing() {
  const tabbing = useRef(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing.current = true;
    };
    const onPointer = () => {
      tabbing.current = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  return tabbing;
}
