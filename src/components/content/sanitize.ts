import DOMPurify from 'dompurify';

/**
 * HTML from the API (blog bodies, pro descriptions) cleaned for rendering: scripts, event
 * handlers, `javascript:` URLs, forms and frames are removed; links that open a new tab get
 * `rel="noopener noreferrer"` so the opened page cannot reach back into ours.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_TRUSTED_TYPE: false,
  });
  if (!clean.includes('target=')) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a[target]')) {
    if (anchor.getAttribute('target') === '_blank') anchor.setAttribute('rel', 'noopener noreferrer');
    else anchor.removeAttribute('target');
  }
  return template.innerHTML;
}
