import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Whether the focus was put somewhere on purpose during the navigation: not left on the body (where
 * it drops when what held it went with the old page) or on what held it before, but in the new page
 * or in a dialog opened over it. A control outside the page that got it back (a panel closing) did
 * not choose the new page's place.
 */
function focusTaken(active: Element | null, before: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === before) return false;
  return main.contains(active) || active.closest('dialog[open]') !== null;
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
 * What a full page load gives keyboard and screen-reader users, after an in-app navigation to another
 * page (a link, Back or Forward): the focus at the start of the new page — its h1, or the element its
 * address's hash names, or the main element (`main`: its id) without either — where Tab goes on and a
 * screen reader reads, and its title said in a polite live region. Not on the first render (the
 * browser's own load), for a change of the search alone (a filter, a tab, the language: the same
 * page) or a jump to a hash on the same page, nor when the new page or a dialog took the focus
 * itself. The focus never scrolls: the router's scroll restoration says where the page stands.
 */
export function PageAnnouncer({ main }: { main: string }) {
  const router = useRouter();
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let before: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offStart = router.subscribe('onBeforeNavigate', () => {
      before = document.activeElement;
      // Emptied first, so that the next title is said even when it is the same as the last.
      if (region.current) region.current.textContent = '';
    });
    const offShown = router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
      if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
      const focusedBefore = before;
      clearTimeout(timer);
      // After the new page's own effects, which may have put the focus somewhere on purpose.
      timer = setTimeout(() => {
        const mainElement = document.getElementById(main);
        if (!mainElement || focusTaken(document.activeElement, focusedBefore, mainElement)) return;
        const named = toLocation.hash ? document.getElementById(toLocation.hash) : null;
        const heading = mainElement.querySelector('h1');
        focusQuietly(named ?? heading ?? mainElement);
        const title = document.title.trim() || heading?.textContent?.trim();
        if (region.current && title) region.current.textContent = title;
      });
    });
    return () => {
      offStart();
      offShown();
      clearTimeout(timer);
    };
  }, [router, main]);
  // Its text is written by the effect above, never by a render: a live region speaks on a change.
  return <p ref={region} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
