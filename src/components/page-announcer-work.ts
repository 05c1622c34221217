// PageAnnouncer's work, in its own chunk: the first page needs none of it. The announcer records
// what happens from its first render on and hands it over here, in order, once this has loaded.
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { entryKey, linksTo, type FollowedLink } from './PageAnnouncer';

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

function findLink({ href, index }: FollowedLink): HTMLAnchorElement | undefined {
  const links = linksTo(href);
  return links[index] ?? links[0];
}

/**
 * The link followed from each history entry, for the router's lifetime (the announcer goes and
 * comes back with the root's error page).
 */
const followedByRouter = new WeakMap<object, Map<string, FollowedLink>>();

/** What the announcer saw, as it happened: see PageAnnouncer. */
export interface AnnouncerEvents {
  /** A link activated to navigate this tab, from the history entry `entry`. */
  clicked: (entry: string | undefined, link: FollowedLink) => void;
  /** The history moved (`type`: the router's history action). */
  moved: (type: string) => void;
  /** A navigation started, with the focus on `active`. */
  navigating: (active: Element | null) => void;
  /** A page (or the same page with another search or hash) was rendered. */
  rendered: (from: ParsedLocation | undefined, to: ParsedLocation) => void;
  /** The announcer is gone: nothing more moves the focus. */
  end: () => void;
}

/** The announcer's work for `router`: the main element's id is `main`, the live region `region`. */
export function pageAnnouncer(
  router: AnyRouter,
  main: string,
  region: { readonly current: HTMLElement | null },
): AnnouncerEvents {
  let before: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let followed = followedByRouter.get(router);
  if (!followed) followedByRouter.set(router, (followed = new Map()));
  const links = followed;
  // The link just activated, with the entry it was activated on; and how the history last moved.
  let activated: { entry: string | undefined; link: FollowedLink } | undefined;
  let traversal = false;
  return {
    clicked: (entry, link) => {
      activated = { entry, link };
    },
    moved: (type) => {
      traversal = type === 'BACK' || type === 'FORWARD' || type === 'GO';
    },
    navigating: (active) => {
      before = active;
    },
    rendered: (fromLocation, toLocation) => {
      if (fromLocation && !traversal) {
        // A new page opened from this entry: by the link activated there, or by other means (a
        // form sent, a redirect), when there is no link to come back to.
        const from = entryKey(fromLocation);
        if (from !== undefined) {
          if (activated?.entry === from) links.set(from, activated.link);
          else links.delete(from);
        }
      }
      activated = undefined;
      if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
      const focusedBefore = before;
      const to = entryKey(toLocation);
      const cameBackTo = traversal && to !== undefined ? links.get(to) : undefined;
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
    },
    end: () => clearTimeout(timer),
  };
}
