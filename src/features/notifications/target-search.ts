/** ?activePage=message on notification targets (product spec §2); anything else is dropped. */
export const activePageSearch = (search: Record<string, unknown>): { activePage?: 'message' } =>
  search.activePage === 'message' ? { activePage: 'message' } : {};
