import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AnnouncerEvents } from './page-announcer-work';

/**
 * A link the visitor followed from a page, found again when they come back to it: the page is
 * rendered anew, so by its address and its place among the links with that address (a card's image
 * and title may both link to the article).
 */
export interface FollowedLink {
  href: string;
  index: number;
}

export const linksTo = (href: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );

function followedLink(link: HTMLAnchorElement): FollowedLink {
  const href = link.getAttribute('href') ?? '';
  return { href, index: linksTo(href).indexOf(link) };
}

/** A history entry's own key (the router's: kept in the entry's state, so Back finds it again). */
export const entryKey = (location: { state: { __TSR_key?: string } }) => location.state.__TSR_key;

/** A plain activation, which navigates this tab (not one that opens another tab or window). */
const followsInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * What a full page load gives keyboard and screen-reader users, after an in-app navigation to another
 * page (a link, Back or Forward): the focus at the start of the new page — its h1, or the element its
 * address's hash names, or the main element (`main`: its id) without either — where Tab goes on and a
 * screen reader reads, and its title said in a polite live region. Back or Forward to a page the
 * visitor left by a link returns the focus to that link instead, as the browser does: the router
 * puts the view back where they were (at the card they opened, far down a list), and the next Tab
 * goes on from there, not from the top. Not on the first render (the browser's own load), for a
 * change of the search alone (a filter, a tab, the language: the same page) or a jump to a hash on
 * the same page, nor when the new page or a dialog took the focus itself. The focus never scrolls:
 * the router's scroll restoration says where the page stands.
 *
 * The work is done in page-announcer-work.ts, which is no part of the first page's JavaScript: it
 * loads when the announcer mounts. What happens meanwhile (a link followed, a navigation started) is
 * recorded here as it happens, what it needs read at that moment, and handed over in order once it
 * has come.
 */
export function PageAnnouncer({ main }: { main: string }) {
  const router = useRouter();
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let events: AnnouncerEvents | undefined;
    let ended = false;
    const early: ((events: AnnouncerEvents) => void)[] = [];
    const tell = (event: (events: AnnouncerEvents) => void) => (events ? event(events) : early.push(event));
    // The announcer's work, in its own chunk (page-announcer-work.ts).
    void import('./page-announcer-work').then(
      ({ pageAnnouncer }) => {
        if (ended) return;
        events = pageAnnouncer(router, main, region);
        for (const event of early.splice(0)) event(events);
      },
      () => undefined,
    );
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !followsInPlace(event)) return;
      const entry = entryKey(router.history.location);
      const followed = followedLink(link);
      tell((events) => events.clicked(entry, followed));
    };
    document.addEventListener('click', onClick, true);
    const offHistory = router.history.subscribe(({ action }) => tell((events) => events.moved(action.type)));
    const offStart = router.subscribe('onBeforeNavigate', () => {
      const active = document.activeElement;
      // Emptied first, so that the next title is said even when it is the same as the last.
      if (region.current) region.current.textContent = '';
      tell((events) => events.navigating(active));
    });
    const offShown = router.subscribe('onRendered', ({ fromLocation, toLocation }) =>
      tell((events) => events.rendered(fromLocation, toLocation)),
    );
    return () => {
      ended = true;
      document.removeEventListener('click', onClick, true);
      offHistory();
      offStart();
      offShown();
      events?.end();
    };
  }, [router, main]);
  // Its text is written by the work above, never by a render: a live region speaks on a change.
  return <p ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
