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

/** The class of the box a table is put in: a wide table scrolls sideways in it, not the page. */
const TABLE_BOX_CLASS = 'sanitized-html__table';

/**
 * HTML from the API (blog bodies, pro descriptions) cleaned for rendering: scripts, event
 * handlers, forms and frames are removed (a form, a button or a list of options with its text: a
 * lone "送信" left in the prose would read as a stray word), and every link or image address that
 * is neither `https:` nor a path of this site (`http:`, `javascript:`, `data:`, `//host`, …) is
 * dropped: a link leaves its text as plain text (an anchor without an address would still look
 * like a link, one that does nothing), an image goes altogether (a broken-image icon). Links that
 * open a new tab get `rel="noopener noreferrer"` so the opened page cannot reach back into ours.
 * The page around the body has its own h1, so a body's h1 becomes an h2; each table is put in a
 * box of its own ({@link TABLE_BOX_CLASS}) that scrolls when the table is wider than the column.
 */
export function sanitizeHtml(html: string): string {
  const clean = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_FORBID_CONTENTS: ['form', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_TRUSTED_TYPE: false,
  });
  if (!clean.includes('<')) return clean;
  const document = templateDocument ?? window.document;
  const template = document.createElement('template');
  template.innerHTML = clean;
  const content = template.content;
  for (const anchor of content.querySelectorAll('a')) {
    const href = anchor.getAttribute('href');
    if (href !== null && (href.startsWith('#') || safeDataUrl(href))) continue;
    // An anchor's name stays a target of the page's own `#…` links; the rest is its text.
    const id = anchor.getAttribute('id');
    const text = id
      ? Object.assign(document.createElement('span'), { id })
      : document.createDocumentFragment();
    text.append(...anchor.childNodes);
    anchor.replaceWith(text);
  }
  for (const anchor of content.querySelectorAll('a[target]')) {
    if (anchor.getAttribute('target') === '_blank') anchor.setAttribute('rel', 'noopener noreferrer');
    else anchor.removeAttribute('target');
  }
  for (const media of content.querySelectorAll('[src], [srcset], [poster]')) {
    const src = media.getAttribute('src');
    if (src !== null && !safeDataUrl(src)) {
      media.remove();
      continue;
    }
    const srcset = media.getAttribute('srcset');
    if (srcset !== null && !srcsetUrls(srcset).every((url) => safeDataUrl(url)))
      media.removeAttribute('srcset');
    const poster = media.getAttribute('poster');
    if (poster !== null && !safeDataUrl(poster)) media.removeAttribute('poster');
  }
  // An image that is left with no address at all shows as a broken image.
  for (const image of content.querySelectorAll('img:not([src]):not([srcset])')) image.remove();
  for (const heading of content.querySelectorAll('h1')) {
    const h2 = document.createElement('h2');
    for (const attribute of heading.attributes) h2.setAttribute(attribute.name, attribute.value);
    h2.append(...heading.childNodes);
    heading.replaceWith(h2);
  }
  for (const table of content.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = TABLE_BOX_CLASS;
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

/** The addresses of a `srcset` ("a.png 1x, b.png 2x"): each candidate's first word. */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');

/** Elements whose text reads apart from the next: a space goes after each when they become one line. */
const BLOCKS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, h1, h2, h3, h4, h5, h6, hr, li, ol, p, pre, section, table, td, th, tr, ul';

/**
 * The text of HTML from the API, as sanitized and shown (a script's or a removed form's text is
 * not in it), on one line: each block's text apart from the next. For a description of a page
 * that has no summary.
 */
export function sanitizedText(html: string): string {
  const document = templateDocument ?? window.document;
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  for (const block of template.content.querySelectorAll(BLOCKS)) block.after(' ');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
