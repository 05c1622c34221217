// An infinite list's next page, as the pro list and the case studies load it: appended when the
// list's end comes near, or by a "more" link (whose href, the next page's address, crawlers follow).
// A page the link's press adds — or that arrives while the link has the focus — moves the focus to
// its first item, instead of leaving it on a link pushed down below the new items (out of sight).
import { useRef } from 'react';
import { useNearBottom } from '../../../hooks/use-near-bottom';
import { useRevealFocus } from '../../../hooks/use-reveal-focus';

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
  const end = useNearBottom<HTMLSpanElement>(
    () => {
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
