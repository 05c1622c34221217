import { Link as RouterLink, type LinkComponent } from '@tanstack/react-router';

/**
 * The router's link, marked as the current page (`aria-current="page"`, `data-status="active"`) only
 * on the page it leads to, whatever its query (a list's page, a filter, a backlink id). The router's
 * default marks a link to any page above the current one too, so a screen reader said "current page"
 * on each breadcrumb above the page and on the header's category. A link that means more (the
 * header's current category) says so itself; the language switch, whose two links differ only in
 * the language the router keeps in the query, sets its own.
 */
const CURRENT_PAGE_ONLY = { exact: true, includeSearch: false } as const;

export const Link: LinkComponent<'a'> = (props) => (
  <RouterLink activeOptions={CURRENT_PAGE_ONLY} {...props} />
);
