/**
 * Chromium's console report when the page's Content-Security-Policy refuses an inline event
 * handler. The fixtures' hostile blog markup carries `onerror`/`onclick` attributes: Chromium files
 * this report as soon as such markup is parsed into any document, even the detached one DOMPurify
 * sanitizes in, before the attribute is removed. It is the second defence working, not a page
 * error; the specs that accept it also check that no handler ran (see {@link hostileMarkupRan}).
 */
export const blockedInlineHandler =
  /^Executing inline event handler violates the following Content Security Policy/;

/** In the page: whether any of the fixtures' hostile snippets ran (they set these globals). */
export function hostileMarkupRan(): boolean {
  const globals = window as unknown as Record<string, unknown>;
  return globals.__blogXss !== undefined || globals.__proBlogXss !== undefined;
}
