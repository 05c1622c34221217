import { Link as RouterLink, type LinkComponent } from '@tanstack/react-router';

/**
 * The router's link, marked as the current page (`aria-current="page"`, `data-status="active"`) only
 * on the page it leads to. The router's default marks a link to any page above the current one too,
 * so a screen reader said "current page" on each breadcrumb above the page and on the header's
 * category. A link that only names a page (the header, a breadcrumb, a profile's job type) is current
 * on that page whatever its query (a list's page, a filter, a backlink id): a category link stays
 * current on `?page=2`. A link that sets its own query leads to one address: another page of a list,
 * a filter or its reset, a plan, the request dialog. It is current only on that very address, or a
 * screen reader said "current page" on "previous page" and on each call to action. A link that means
 * more (the header's current category) says so itself; the language switch, whose two links differ
 * only in the language the router keeps in the query, sets its own.
 */
const THIS_PAGE = { exact: true, includeSearch: false } as const;
const THIS_ADDRESS = { exact: true, includeSearch: true } as const;

export const Link: LinkComponent<'a'> = (props) => (
  <RouterLink activeOptions={props.search === undefined ? THIS_PAGE : THIS_ADDRESS} {...props} />
);
