// Infinite scroll: the next page loads when the end of a list comes within 1.05 window heights of
// the top of the window (a little before it scrolls into view). Only in the browser, from an effect.
import { useEffect, useEffectEvent, useRef } from 'react';

/** How far ahead the end of a list counts as near: 1.05 × the window's height. */
export const NEAR_BOTTOM_FACTOR = 1.05;

/**
 * Whether a list's end, `endTop` pixels below the top of the window, is near: within 1.05 window
 * heights, and not already scrolled past (a reader below the list is reading something else).
 */
export function isNearBottom(endTop: number, windowHeight: number): boolean {
  return endTop >= 0 && endTop <= windowHeight * NEAR_BOTTOM_FACTOR;
}

/**
 * Calls `onNear` when the returned ref's element (placed at the end of a list) comes near, while
 * `enabled`. `loaded` (e.g. the number of pages shown) checks again after each load: a short page
 * leaves the end near, and the next one loads too.
 */
export function useNearBottom<T extends Element>(onNear: () => void, enabled: boolean, loaded: number) {
  const ref = useRef<T>(null);
  // The caller's latest `onNear`, without observing anew at each render.
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const check = () => {
      if (isNearBottom(element.getBoundingClientRect().top, window.innerHeight)) near();
    };
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: the scroll position, checked at most once a frame.
      let frame = 0;
      const onScroll = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(check);
      };
      check();
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onScroll);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('resize', onScroll);
      };
    }
    // The window's bottom edge moved down by 5 % of its height: intersecting is exactly isNearBottom.
    const margin = `0px 0px ${Math.round((NEAR_BOTTOM_FACTOR - 1) * 100)}% 0px`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return ref;
}
