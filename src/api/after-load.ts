// Work that must stay off the first page's critical path (error reporting, contract checks in
// production) waits for the page's load event, a delay, and an idle moment.

/** Resolves after the load event, `delayMs`, and then an idle moment (at most 3 s later). */
export function afterPageSettles(delayMs: number): { settled: Promise<void>; now: () => void } {
  let now: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    now = resolve;
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
      else resolve();
    };
    const afterLoad = () => setTimeout(idle, delayMs);
    if (typeof document === 'undefined' || document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return { settled, now };
}
