import DOMPurify, { type WindowLike } from 'dompurify';
import { safeDataUrl } from '../../utils/safe-href';

// The browser's window, or on the server the DOM it lends (renderOnServer): DOMPurify parses
// with a real DOM in both places, so the server's HTML is what the browser would have made.
let purifier = DOMPurify;
let templateDocument: Document | undefined;

/** Server only: sanitize with this DOM (jsdom's window) since the server has no document. */
export function sanitizeWith(window: WindowLike & { document: Document }): void {
  purifier = DOMPurify(window);
  templateDocument = window.document;
}

/**
 * HTML from the API (blog bodies, pro descriptions) cleaned for rendering: scripts, event
 * handlers, forms and frames are removed, and every link or image address that is neither `https:`
 * nor a path of this site (`http:`, `javascript:`, `//host`, …) is dropped, leaving its text; links that open a new tab get
 * `rel="noopener noreferrer"` so the opened page cannot reach back into ours.
 */
export function sanitizeHtml(html: string): string {
  const clean = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_TRUSTED_TYPE: false,
  });
  if (!clean.includes('target=') && !clean.includes('href=')) return clean;
  const template = (templateDocument ?? document).createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('#') && !safeDataUrl(href)) anchor.removeAttribute('href');
  }
  for (const anchor of template.content.querySelectorAll('a[target]')) {
    if (anchor.getAttribute('target') === '_blank') anchor.setAttribute('rel', 'noopener noreferrer');
    else anchor.removeAttribute('target');
  }
  return template.innerHTML;
}
