/**
 * ?activePage=message on notification targets (opens them at their messages). A repeated parameter
 * (`?activePage=message&activePage=x`, read as a list) counts by its first valid value; anything
 * else is no `activePage`, and is set to undefined rather than left out: the router keeps a raw
 * parameter the route does not answer for, in the page's search and in the address it rewrites (a
 * list as JSON), while an undefined one goes from both.
 */
export const activePageSearch = (search: Record<string, unknown>): { activePage?: 'message' | undefined } => {
  if (!('activePage' in search)) return {};
  const values: unknown[] = Array.isArray(search.activePage) ? search.activePage : [search.activePage];
  return { activePage: values.includes('message') ? 'message' : undefined };
};
