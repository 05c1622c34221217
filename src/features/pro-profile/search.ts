// The profile routes' search (validateSearch): apart from their loader (load.ts), which the router
// plugin puts in the routes' own chunks, while validateSearch stays with the route in the first page.
const BACKLINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** ?backlinkId= on profile URLs (letters, digits, _ and -, up to 64); anything else is dropped. */
export const profileSearch = (search: Record<string, unknown>): { backlinkId?: string } =>
  typeof search.backlinkId === 'string' && BACKLINK_ID.test(search.backlinkId)
    ? { backlinkId: search.backlinkId }
    : {};
