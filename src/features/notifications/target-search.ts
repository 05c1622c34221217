/** ?activePage=message on notification targets (opens them at their messages); anything else is dropped. */
export const activePageSearch = (search: Record<string, unknown>): { activePage?: 'message' } =>
  search.activePage === 'message' ? { activePage: 'message' } : {};
