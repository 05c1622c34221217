// An infinite list's next page, as the pro list and the case studies load it: appended when the
// list's end comes near, or by a "more" link (whose href, the next page's address, crawlers follow).
// A page the link's press adds — or that arrives while the link has the focus — moves the focus to
// its first item, instead of leaving it on a link pushed down below the new items (out of sight).
// A keyboard reader whose focus has gone on past the list (the Tab key scrolled its end near) gets no
// page on its own: it would push their control down, under the phone's request bar or off the screen
// (it loads once they are back, or read with a pointer); a page already on its way when they tabbed
// past keeps their control in view when it arrives.
import { useEffect, useEffectEvent, useRef } from 'react';
import { isNearBottom, useNearBottom } from '../../../hooks/use-near-bottom';
import { useRevealFocus } from '../../../hooks/use-reveal-focus';
import { focusIsPast } from '../../../utils/focus';
import { readsByKeyboard, subscribeToReaderMoves } from '../../../utils/keyboard-reader';

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
  // Whether a page the list's end asked for was held back for a keyboard reader (their focus past the
  // list).
  const held = useRef(false);
  const pastTheList = () =>
    readsByKeyboard() && document.activeElement !== link.current && focusIsPast(container.current);
  const loadNext = () => {
    // If the focus is on the link when the page arrives, it moves to the page's first item.
    revealing(link.current);
    void fetchNextPage();
  };
  // A page arrived (or the list changed) while a keyboard reader was past it: the items went in above
  // their control.
  const keepFocusInView = useEffectEvent(() => {
    if (pastTheList()) document.activeElement?.scrollIntoView({ block: 'nearest' });
  });
  useEffect(() => {
    keepFocusInView();
  }, [pages]);
  const enabled = hasNextPage && !isFetchingNextPage;
  const end = useNearBottom<HTMLSpanElement>(
    () => {
      held.current = pastTheList();
      if (!held.current) loadNext();
    },
    enabled,
    pages,
  );
  // A page held back loads once the reader is no longer past the list (back in it or above it, or
  // reading with a pointer or the wheel) while its end is still near: the list's end staying in view
  // would not ask again.
  const loadHeld = useEffectEvent(() => {
    const element = end.current;
    if (!held.current || !enabled || pastTheList() || !element) return;
    if (!isNearBottom(element.getBoundingClientRect().top, window.innerHeight)) return;
    held.current = false;
    loadNext();
  });
  useEffect(() => subscribeToReaderMoves(() => loadHeld()), []);
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
