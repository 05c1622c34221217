import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Whether the focus was put somewhere on purpose during the navigation: not left on the body (where
 * it drops when what held it went with the old page) or on what held it before, but in the new page,
 * in a dialog opened over it, or in a panel the visitor opened meanwhile (the notification bell's,
 * a menu: a control says it is expanded and controls it) — moving the focus out would close it
 * under their hands. A control outside the page that got it back (a panel closing) did not choose
 * the new page's place.
 */
function focusTaken(active: Element | null, before: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === before) return false;
  return main.contains(active) || active.closest('dialog[open]') !== null || inOpenPanel(active);
}

/**
 * Whether `element` is an expanded control (`aria-expanded` + `aria-controls`: the menu button just
 * pressed keeps the focus while its panel is open) or inside the panel it opened.
 */
function inOpenPanel(element: Element): boolean {
  for (const control of document.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
    if (control.contains(element)) return true;
    const ids = control.getAttribute('aria-controls')?.split(/\s+/) ?? [];
    if (ids.some((id) => id && document.getElementById(id)?.contains(element))) return true;
  }
  return false;
}

/** Focuses `target` without scrolling, made focusable by script for as long as it has the focus. */
function focusQuietly(target: HTMLElement) {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * A link the visitor followed from a page, found again when they come back to it: the page is
 * rendered anew, so by its address and its place among the links with that address (a card's image
 * and title may both link to the article).
 */
interface FollowedLink {
  href: string;
  index: number;
}

const linksTo = (href: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );

function followedLink(link: HTMLAnchorElement): FollowedLink {
  const href = link.getAttribute('href') ?? '';
  return { href, index: linksTo(href).indexOf(link) };
}

function findLink({ href, index }: FollowedLink): HTMLAnchorElement | undefined {
  const links = linksTo(href);
  return links[index] ?? links[0];
}

/** A history entry's own key (the router's: kept in the entry's state, so Back finds it again). */
const entryKey = (location: { state: { __TSR_key?: string } }) => location.state.__TSR_key;

/**
 * The link followed from each history entry, for the router's lifetime (this component goes and
 * comes back with the root's error page).
 */
const followedByRouter = new WeakMap<object, Map<string, FollowedLink>>();

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
 */
export function PageAnnouncer({ main }: { main: string }) {
  const router = useRouter();
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let before: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let followed = followedByRouter.get(router);
    if (!followed) followedByRouter.set(router, (followed = new Map()));
    // The link just activated, with the entry it was activated on; and how the history last moved.
    let activated: { entry: string | undefined; link: FollowedLink } | undefined;
    let traversal = false;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !followsInPlace(event)) return;
      activated = { entry: entryKey(router.history.location), link: followedLink(link) };
    };
    document.addEventListener('click', onClick, true);
    const offHistory = router.history.subscribe(({ action }) => {
      traversal = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
    });
    const offStart = router.subscribe('onBeforeNavigate', () => {
      before = document.activeElement;
      // Emptied first, so that the next title is said even when it is the same as the last.
      if (region.current) region.current.textContent = '';
    });
    const offShown = router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
      if (fromLocation && !traversal) {
        // A new page opened from this entry: by the link activated there, or by other means (a
        // form sent, a redirect), when there is no link to come back to.
        const from = entryKey(fromLocation);
        if (from !== undefined) {
          if (activated?.entry === from) followed.set(from, activated.link);
          else followed.delete(from);
        }
      }
      activated = undefined;
      if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
      const focusedBefore = before;
      const to = entryKey(toLocation);
      const cameBackTo = traversal && to !== undefined ? followed.get(to) : undefined;
      clearTimeout(timer);
      // After the new page's own effects, which may have put the focus somewhere on purpose.
      timer = setTimeout(() => {
        const mainElement = document.getElementById(main);
        if (!mainElement || focusTaken(document.activeElement, focusedBefore, mainElement)) return;
        const heading = mainElement.querySelector('h1');
        const link = cameBackTo && findLink(cameBackTo);
        if (link) focusQuietly(link);
        // Not there, or not focusable now (in a menu that is closed): the start of the page.
        if (!link || document.activeElement !== link) {
          const named = toLocation.hash ? document.getElementById(toLocation.hash) : null;
          focusQuietly(named ?? heading ?? mainElement);
        }
        const title = document.title.trim() || heading?.textContent?.trim();
        if (region.current && title) region.current.textContent = title;
      });
    });
    return () => {
      document.removeEventListener('click', onClick, true);
      offHistory();
      offStart();
      offShown();
      clearTimeout(timer);
    };
  }, [router, main]);
  // Its text is written by the effect above, never by a render: a live region speaks on a change.
  return <p ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
