// The account page's tabs and its `?tab=` search value. Apart from the page: the route's search
// validation runs in the first page's JavaScript, the page (its forms, zod, react-hook-form) does not.
export const ACCOUNT_TABS = ['name', 'password', 'notifications'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** `?tab=` of the account page: one of its tabs, else the first (name). */
export const accountTabOf = (value: unknown): AccountTab =>
  ACCOUNT_TABS.find((tab) => tab === value) ?? ACCOUNT_TABS[0];
