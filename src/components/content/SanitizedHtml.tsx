import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './sanitized-html.css';

/** Renders API-provided HTML only after DOMPurify has cleaned it. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only place raw HTML reaches the DOM, and it is sanitized just above.
  return (
    <div
      className={className ? `sanitized-html ${className}` : 'sanitized-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
